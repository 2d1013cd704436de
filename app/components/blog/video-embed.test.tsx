// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VideoEmbed } from "./video-embed";

describe("VideoEmbed", () => {
  afterEach(cleanup);

  it("shows a poster and loads the youtube-nocookie player only after a click", () => {
    const { container } = render(<VideoEmbed title="Brennivín's story" videoId="dQw4w9WgXcQ" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/(src|href)="https?:[^"]*(youtube|ytimg)/);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Brennivín's story" }));
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(frame.getAttribute("title")).toBe("Brennivín's story");
  });

  it("without a video id, is a labelled link to YouTube's search that opens in a new tab", () => {
    render(<VideoEmbed title="Search YouTube for videos about X" query="X history" />);
    const link = screen.getByRole("link", { name: /^Search YouTube for videos about X.*new tab/ });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/results?search_query=X%20history");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
