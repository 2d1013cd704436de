// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useBackToBlog } from "./blog-post-page";

function Post() {
  const back = useBackToBlog();
  return <button onClick={back}>Back to Blog</button>;
}
function Where() {
  return (
    <>
      <p>at {useLocation().pathname}</p>
      <Link to="/blog/a-post">A post</Link>
    </>
  );
}

const visit = (entries: string[]) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: "/blog/:slug", element: <Post /> },
          { path: "*", element: <Where /> },
        ],
        { initialEntries: entries, initialIndex: entries.length - 1 },
      )}
    />,
  );

describe("Back to Blog", () => {
  afterEach(cleanup);

  it("goes back to the page of the site whose link opened the post", async () => {
    visit(["/gin/lundey-gin"]);
    fireEvent.click(screen.getByRole("link", { name: "A post" }));
    fireEvent.click(await screen.findByRole("button", { name: "Back to Blog" }));
    expect(await screen.findByText("at /gin/lundey-gin")).toBeTruthy();
  });

  it("opens the blog when the post is the first page of the visit, whatever came before it", async () => {
    visit(["/gin/lundey-gin", "/blog/a-post"]);
    fireEvent.click(screen.getByRole("button", { name: "Back to Blog" }));
    expect(await screen.findByText("at /blog")).toBeTruthy();
  });

  it("opens the blog when the post is the only page of the visit", async () => {
    visit(["/blog/a-post"]);
    fireEvent.click(screen.getByRole("button", { name: "Back to Blog" }));
    expect(await screen.findByText("at /blog")).toBeTruthy();
  });
});
