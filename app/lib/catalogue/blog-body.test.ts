import { describe, expect, it } from "vitest";
import { disallowedTags, splitBody } from "./blog-body";

describe("splitBody", () => {
  it("cuts video placeholders out of the HTML", () => {
    const segments = splitBody(
      '<p>One</p>\n<div data-video-embed="youtube-search" data-video-query="Icelandic Brennivín history" data-video-title="Iceland&#39;s spirit"></div>\n<p>Two</p>',
    );
    expect(segments).toEqual([
      { type: "html", html: "<p>One</p>" },
      { type: "video", title: "Iceland's spirit", query: "Icelandic Brennivín history", videoId: undefined },
      { type: "html", html: "<p>Two</p>" },
    ]);
  });

  it("reads a video id", () => {
    expect(splitBody('<div data-video-embed="youtube" data-video-id="abc123" data-video-title="T"></div>')).toEqual([
      { type: "video", title: "T", videoId: "abc123", query: undefined },
    ]);
  });
});

describe("disallowedTags", () => {
  it("accepts the article tags and flags anything else", () => {
    expect(disallowedTags("<h2>A</h2><p><a href='/x'>b</a></p>")).toEqual([]);
    expect(disallowedTags('<script>alert(1)</script><img src=x onerror="y">')).toEqual(["script", "img", "unsafe attribute"]);
  });
});
