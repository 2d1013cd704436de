import { describe, expect, it } from "vitest";
import { disallowedTags, parseFrontMatter, renderPostMarkdown, splitBody } from "./blog-body";

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

describe("renderPostMarkdown", () => {
  it("renders the article's Markdown", () => {
    expect(renderPostMarkdown("## A *b*\n\nText with **bold**.\n\n- one\n- two\n\n> Quote")).toBe(
      "<h2>A <em>b</em></h2>\n<p>Text with <strong>bold</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>Quote</p>\n</blockquote>",
    );
  });

  it("makes shop links sponsored links that open in a new tab, like Buy Now", () => {
    expect(renderPostMarkdown("[Buy Lundey Gin](buy:lundey-gin)")).toBe(
      '<p><a href="{{buy:lundey-gin}}" target="_blank" rel="sponsored noopener noreferrer">Buy Lundey Gin</a></p>',
    );
  });

  it("opens other sites in a new tab without sponsored, and keeps site links in the tab", () => {
    const html = renderPostMarkdown("[Wiki](https://en.wikipedia.org/wiki/X) and [gins](/premium-gins)");
    expect(html).toContain('<a href="https://en.wikipedia.org/wiki/X" target="_blank" rel="noopener noreferrer">Wiki</a>');
    expect(html).toContain('<a href="/premium-gins">gins</a>');
    expect(html).not.toContain("sponsored");
  });

  it("never passes raw HTML through", () => {
    const html = renderPostMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror="y"> and <b>bold</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  it("refuses unsafe or unknown link targets and images", () => {
    expect(() => renderPostMarkdown("[x](javascript:alert(1))")).toThrow(/link "javascript:alert\(1\)"/);
    expect(() => renderPostMarkdown("![x](/a.png)")).toThrow(/image/);
  });

  it("turns video directives into placeholders the page renders with VideoEmbed", () => {
    const video = renderPostMarkdown("Before\n\n::video[Brennivín's story]{id=dQw4w9WgXcQ}\n\nAfter");
    expect(splitBody(video)).toEqual([
      { type: "html", html: "<p>Before</p>" },
      { type: "video", title: "Brennivín's story", videoId: "dQw4w9WgXcQ", query: undefined },
      { type: "html", html: "<p>After</p>" },
    ]);
    const search = renderPostMarkdown('::video[Search YouTube for "x"]{search="Icelandic Brennivín history"}');
    expect(splitBody(search)).toEqual([
      { type: "video", title: 'Search YouTube for "x"', videoId: undefined, query: "Icelandic Brennivín history" },
    ]);
  });

  it("refuses malformed directives", () => {
    expect(() => renderPostMarkdown("::video[T]{id=short}")).toThrow(/not a YouTube video id/);
    expect(() => renderPostMarkdown("::video[T]{}")).toThrow(/exactly one of id= or search=/);
    expect(() => renderPostMarkdown("::audio[T]{id=x}")).toThrow(/unknown or malformed directive/);
  });
});

describe("parseFrontMatter", () => {
  it("splits the YAML fields from the body", () => {
    expect(parseFrontMatter('---\ntitle: "A: b"\norder: 2\n---\n\nBody\n')).toEqual({
      data: { title: "A: b", order: 2 },
      body: "\nBody\n",
    });
  });
  it("asks for front matter", () => {
    expect(() => parseFrontMatter("Body")).toThrow(/front matter/);
  });
});
