// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderPost, splitBody } from "@content/blog-body";
import { BlogPostPage, type BlogPostView } from "./blog-post-page";

const sources = [
  { id: "a", title: "Page A", url: "https://example.is/a", checked: "2026-11-26" },
  { id: "b", title: "Page B", url: "https://example.is/b", checked: "2026-11-26", archived: "https://web.archive.org/b" },
];

const show = (markdown: string, dead = false, updated?: { updatedDate: string; displayUpdated: string }) => {
  const rendered = renderPost(markdown, { sources });
  const post: BlogPostView = {
    slug: "a-post",
    title: "A post",
    category: "Education",
    publishedDate: "2023-06-28",
    displayDate: "June 28, 2023",
    readTime: "5 min read",
    author: "The Gins of Iceland",
    image: "/images/blog/a-post.svg",
    body: splitBody(rendered.html),
    sources: rendered.sources.map((source) => (dead && source.id === "b" ? { ...source, dead: true } : source)),
    ...updated,
  };
  render(
    <MemoryRouter>
      <BlogPostPage post={post} />
    </MemoryRouter>,
  );
};

describe("a post's Sources", () => {
  afterEach(cleanup);

  it("ends the post with its sources, numbered as the references in the text", () => {
    show("First :cite[b]. Then :cite[a].");
    const section = screen.getByRole("region", { name: "Sources" });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.id)).toEqual(["source-b", "source-a"]);
    expect(
      within(items[0]!)
        .getByRole("link", { name: /^Page B/ })
        .getAttribute("href"),
    ).toBe("https://example.is/b");
    const first = screen.getByRole("link", { name: "Source 1" });
    expect(first.getAttribute("href")).toBe("#source-b");
    expect(screen.getByRole("link", { name: "Source 2" }).getAttribute("href")).toBe("#source-a");
  });

  it("shows the archived copy of a source reported dead", () => {
    show("First :cite[b]. Then :cite[a].", true);
    const section = screen.getByRole("region", { name: "Sources" });
    expect(within(section).queryByRole("link", { name: /^Page B/ })).toBeNull();
    expect(
      within(section)
        .getByRole("link", { name: /archived copy/ })
        .getAttribute("href"),
    ).toBe("https://web.archive.org/b");
  });
});

describe("a post's dates", () => {
  afterEach(cleanup);

  it("shows Updated and its day beside the published day when the post changed after publishing", () => {
    show("Text :cite[a] :cite[b].", false, { updatedDate: "2026-11-26", displayUpdated: "November 26, 2026" });
    const updated = screen.getByText("November 26, 2026");
    expect(updated.tagName).toBe("TIME");
    expect(updated.getAttribute("datetime")).toBe("2026-11-26");
    expect(updated.parentElement?.textContent).toBe("Updated November 26, 2026");
    expect(screen.getByText("June 28, 2023").tagName).toBe("TIME");
  });

  it("shows no Updated line for a post never updated", () => {
    show("Text :cite[a] :cite[b].");
    expect(screen.queryByText(/Updated/)).toBeNull();
  });
});
