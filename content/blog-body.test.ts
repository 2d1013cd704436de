import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import {
  CITE_CLASS,
  disallowedTags,
  parseFrontMatter,
  renderPost,
  renderPostMarkdown,
  splitBody,
  withPlainMarks,
  type FactResolution,
  type FactResolver,
} from "./blog-body";
import type { Source } from "./schema";
import { UNVERIFIED_MARK_HTML } from "./unverified-mark";

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

describe("renderPost: sources and facts", () => {
  const source = (id: string, url = `https://example.is/${id}`): Source => ({
    id,
    title: `Page ${id}`,
    url,
    checked: "2026-11-26",
  });
  const records: Record<string, Record<string, FactResolution>> = {
    "bottle:lundey-gin": { alcohol: { value: "43% vol", support: "unverified" } },
    "distillery:64-reykjavik-distillery": {
      founded: { value: "2009", support: [source("dg"), source("mom1", "https://example.is/shared")] },
    },
  };
  const resolveFact: FactResolver = (kind, slug, field) => {
    const record = records[`${kind}:${slug}`];
    if (!record) throw new Error(`no ${kind} record "${slug}"`);
    const fact = record[field];
    if (!fact) throw new Error(`the ${kind} record "${slug}" has no field "${field}"`);
    return fact;
  };

  it("numbers citations in the order of first citation, each linking to its source", () => {
    const { html, sources } = renderPost("One :cite[b]. Two :cite[a,b]. Three :cite[b].", {
      sources: [source("a"), source("b")],
    });
    expect(sources.map((s) => s.id)).toEqual(["b", "a"]);
    expect(html).toBe(
      `<p>One${ref("b", 1)}. Two${ref("a", 2)}${ref("b", 1)}. Three${ref("b", 1)}.</p>`.replace(/<\/sup><sup>/g, ""),
    );
    expect(disallowedTags(html)).toEqual([]);
  });

  it("puts a reference right after the word it follows", () => {
    const { html } = renderPost("A claim :cite[a]. Another:cite[a].", { sources: [source("a")] });
    expect(html).toBe(`<p>A claim${ref("a", 1)}. Another${ref("a", 1)}.</p>`);
  });

  it("gives descriptions the mark as words and drops the reference numbers", () => {
    const { html } = renderPost("It is :unverified[blue] and old :cite[a].", { sources: [source("a")] });
    expect(withPlainMarks(html)).toBe("<p>It is blue (unverified) and old.</p>");
  });

  it("fails on an unknown source id, an unused source and an unknown directive", () => {
    expect(() => renderPost("Text :cite[nope].", { sources: [source("a")] })).toThrow(/:cite\[nope\]: unknown source "nope"/);
    expect(() => renderPost("Text :cite[a].", { sources: [source("a"), source("b")] })).toThrow(
      /source "b" is listed but never cited/,
    );
    expect(() => renderPost("Text :cites[a].", { sources: [source("a")] })).toThrow(/unknown directive ":cites\["/);
    expect(() => renderPost("Text.", { sources: [source("a"), source("a")] })).toThrow(/source "a" is listed twice/);
  });

  it("writes unverified text followed by the site's unverified mark, the same link as the UnverifiedMark component", () => {
    const { html } = renderPost("It is :unverified[*blue* at first] in the glass.");
    expect(html).toBe(`<p>It is <em>blue</em> at first${UNVERIFIED_MARK_HTML} in the glass.</p>`);
    const component = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(UnverifiedMark)));
    const attributes = (markup: string) =>
      Object.fromEntries(
        [...markup.matchAll(/\s(href|aria-label|title|class)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      );
    expect(attributes(UNVERIFIED_MARK_HTML)).toEqual(attributes(component));
    expect(UNVERIFIED_MARK_HTML).toMatch(/>unverified<\/a>$/);
    expect(disallowedTags(html)).toEqual([]);
  });

  it("writes a record's value with its mark: unverified, or numbered references that join the Sources", () => {
    const { html, sources } = renderPost(
      "Bottled at :fact[alcohol]{bottle=lundey-gin}; founded in :fact[founded]{distillery=64-reykjavik-distillery} :cite[own].",
      { sources: [source("own", "https://example.is/shared")], resolveFact },
    );
    expect(html).toBe(
      `<p>Bottled at 43% vol${UNVERIFIED_MARK_HTML}; founded in 2009${ref("64-reykjavik-distillery-dg", 1)}${ref("own", 2)}${ref("own", 2)}.</p>`.replace(
        /<\/sup><sup>/g,
        "",
      ),
    );
    // the record's source with the same address as the post's own is one source, under the post's id
    expect(sources).toEqual([{ ...source("dg"), id: "64-reykjavik-distillery-dg" }, source("own", "https://example.is/shared")]);
  });

  it("fails on an unknown record or field, or a malformed fact", () => {
    expect(() => renderPost(":fact[alcohol]{bottle=nope}", { resolveFact })).toThrow(/no bottle record "nope"/);
    expect(() => renderPost(":fact[colour]{bottle=lundey-gin}", { resolveFact })).toThrow(/has no field "colour"/);
    expect(() => renderPost(":fact[alcohol]{}", { resolveFact })).toThrow(/give exactly one of bottle= or distillery=/);
    expect(() => renderPost(":fact[alcohol]{bottle=lundey-gin}")).toThrow(/no records to read/);
  });
});

/** The numbered reference the renderer writes for a source. */
const ref = (id: string, number: number) =>
  `<sup><a href="#source-${id}" data-mark="cite" aria-label="Source ${number}" class="${CITE_CLASS}">[${number}]</a></sup>`;
