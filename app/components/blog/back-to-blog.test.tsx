// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useBackToBlog } from "./blog-post-page";

function Post() {
  const back = useBackToBlog();
  return <button onClick={back}>Back to Blog</button>;
}
function Where() {
  return <p>at {useLocation().pathname}</p>;
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

  it("goes back to the page of the site the visitor came from", async () => {
    visit(["/gin/lundey-gin", "/blog/a-post"]);
    fireEvent.click(screen.getByRole("button", { name: "Back to Blog" }));
    expect(await screen.findByText("at /gin/lundey-gin")).toBeTruthy();
  });

  it("opens the blog when the post is the first page of the visit", async () => {
    visit(["/blog/a-post"]);
    fireEvent.click(screen.getByRole("button", { name: "Back to Blog" }));
    expect(await screen.findByText("at /blog")).toBeTruthy();
  });
});
