// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BlogCard as BlogCardData } from "@content/index";
import { BlogCard } from "./blog-card";

const base: BlogCardData = {
  slug: "a-post",
  title: "A Post",
  excerpt: "An excerpt long enough to be an excerpt.",
  publishedDate: "2023-06-28",
  displayDate: "June 28, 2023",
  readTime: "5 min read",
  category: "Education",
  image: "/images/blog/a-post.svg",
  isLocal: true,
};

const renderCard = (post: BlogCardData) =>
  render(
    <MemoryRouter>
      <BlogCard post={post} />
    </MemoryRouter>,
  );

describe("BlogCard", () => {
  afterEach(cleanup);

  it("links a local post to its page", () => {
    renderCard(base);
    const link = screen.getByRole("link", { name: /^Read More: A Post$/ });
    expect(link.getAttribute("href")).toBe("/blog/a-post");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.querySelector("svg")).toBeNull();
  });

  it("opens a non-local post's external URL in a new tab with an external-link icon", () => {
    renderCard({ ...base, isLocal: false, externalUrl: "https://example.com/story" });
    const link = screen.getByRole("link", { name: /^Read More: A Post\s?\(opens in a new tab\)$/ });
    expect(link.getAttribute("href")).toBe("https://example.com/story");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it("shows category, date and read time", () => {
    renderCard(base);
    expect(screen.getByText("Education")).toBeTruthy();
    expect(screen.getByText("June 28, 2023").getAttribute("datetime")).toBe("2023-06-28");
    expect(screen.getByText("5 min read")).toBeTruthy();
  });
});
