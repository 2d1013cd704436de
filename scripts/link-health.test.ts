import { describe, expect, it } from "vitest";
import type { ProductRecord } from "../content/schema";
import {
  contentLinks,
  isSearchPage,
  looksMissing,
  networkFailure,
  pageFingerprint,
  parseRobots,
  robotsAllows,
  sameAddress,
  urlListLinks,
} from "./link-health";

const page = (title: string, main: string, chrome = "") =>
  `<!doctype html><html><head><title>${title}</title><script>var id = 12345;</script></head><body><nav>${chrome}</nav><main>${main}</main></body></html>`;

describe("the addresses", () => {
  it("takes every outbound field once, with each place it is used", () => {
    const record = {
      slug: "lundey-gin",
      sources: [
        {
          id: "a",
          title: "A",
          url: "https://a.is/gin",
          checked: "2026-11-01",
          archived: "https://web.archive.org/web/2026/https://a.is/gin",
        },
      ],
      offers: [
        {
          shop: "nammi",
          url: "https://nammi.is/p/lundey",
          source: "https://nammi.is/list",
          price: 1,
          currency: "ISK",
          inStock: true,
          checked: "2026-11-01",
        },
      ],
    } as unknown as ProductRecord;
    const links = contentLinks({
      products: [{ file: "content/products/gins/lundey-gin.yaml", record, buyLink: "https://nammi.is/?s=Lundey" }],
      distilleries: [
        {
          file: "content/distilleries/x.yaml",
          record: { slug: "x", website: "https://a.is/gin", bookTour: "https://a.is/tours" } as never,
        },
      ],
      botanicals: [
        {
          file: "content/botanicals.yaml",
          record: {
            slug: "juniper",
            sources: [{ id: "nh", title: "N", url: "https://iceland-nh.net/j", checked: "2026-11-26" }],
          },
        },
      ],
      posts: [
        {
          file: "content/blog/posts/p.md",
          html: '<a href="https://nammi.is/?s=Lundey&amp;post_type=product">Buy</a>',
          sources: [
            {
              id: "gv",
              title: "G",
              url: "https://grapevine.is/x",
              checked: "2026-11-26",
              archived: "https://web.archive.org/web/2026/https://grapevine.is/x",
            },
          ],
        },
      ],
    });
    const file = "content/products/gins/lundey-gin.yaml";
    expect(links).toEqual([
      {
        url: "https://a.is/gin",
        usedIn: [
          { file, field: "sources.0.url" },
          { file: "content/distilleries/x.yaml", field: "website" },
        ],
      },
      { url: "https://a.is/tours", usedIn: [{ file: "content/distilleries/x.yaml", field: "bookTour" }] },
      { url: "https://grapevine.is/x", usedIn: [{ file: "content/blog/posts/p.md", field: "sources (gv).url" }] },
      { url: "https://iceland-nh.net/j", usedIn: [{ file: "content/botanicals.yaml", field: "juniper.sources.0.url" }] },
      { url: "https://nammi.is/?s=Lundey", usedIn: [{ file, field: "Buy Now" }] },
      { url: "https://nammi.is/?s=Lundey&post_type=product", usedIn: [{ file: "content/blog/posts/p.md", field: "body" }] },
      { url: "https://nammi.is/list", usedIn: [{ file, field: "offers.0.source" }] },
      { url: "https://nammi.is/p/lundey", usedIn: [{ file, field: "offers.0.url" }] },
      { url: "https://web.archive.org/web/2026/https://a.is/gin", usedIn: [{ file, field: "sources.0.archived" }] },
      {
        url: "https://web.archive.org/web/2026/https://grapevine.is/x",
        usedIn: [{ file: "content/blog/posts/p.md", field: "sources (gv).archived" }],
      },
    ]);
  });

  it("reads a --urls file: one a line, blank lines and comments ignored", () => {
    expect(
      urlListLinks("# shops\nhttps://a.is/x\n\n  https://b.is/y  # a comment\nhttps://a.is/x\nnot an address\n", "urls.txt"),
    ).toEqual([
      {
        url: "https://a.is/x",
        usedIn: [
          { file: "urls.txt", field: "line 2" },
          { file: "urls.txt", field: "line 5" },
        ],
      },
      { url: "https://b.is/y", usedIn: [{ file: "urls.txt", field: "line 4" }] },
    ]);
  });
});

describe("robots.txt", () => {
  const robots = parseRobots(
    [
      "# comment",
      "User-agent: SomeBot",
      "Disallow: /",
      "",
      "User-agent: *",
      "Disallow: /private",
      "Allow: /private/open",
      "Disallow: /*.pdf$",
      "Disallow:",
    ].join("\n"),
  );
  const allows = (path: string, agent = "GinsOfIcelandLinkCheck") => robotsAllows(robots, agent, new URL(path, "https://a.is"));

  it("applies the * group to an agent it does not name", () => {
    expect(allows("/gin")).toBe(true);
    expect(allows("/private")).toBe(false);
    expect(allows("/private/page?x=1")).toBe(false);
  });
  it("lets the longest rule decide", () => {
    expect(allows("/private/open/page")).toBe(true);
  });
  it("understands * and $", () => {
    expect(allows("/files/a.pdf")).toBe(false);
    expect(allows("/files/a.pdf?download")).toBe(true);
  });
  it("uses the agent's own group when it has one", () => {
    expect(allows("/gin", "SomeBot")).toBe(false);
    expect(allows("/gin", "somebot")).toBe(false);
  });
  it("allows everything without rules", () => {
    expect(robotsAllows(parseRobots(""), "GinsOfIcelandLinkCheck", new URL("https://a.is/x"))).toBe(true);
  });
});

describe("soft 404s", () => {
  const missing = pageFingerprint(
    page("Page not found | Shop", "<h1>Oops</h1><p>We could not find /check-8137. Try the search.</p>"),
  );

  it("takes an answer like the host's missing page for one, whatever its digits", () => {
    const same = pageFingerprint(
      page("Page not found | Shop", "<h1>Oops</h1><p>We could not find /check-2290. Try the search.</p>"),
    );
    expect(looksMissing(same, missing)).toBe(true);
  });
  it("looks at the title and the main text, not the scripts or the navigation", () => {
    const fingerprint = pageFingerprint(page("Lundey Gin", "<p>A gin</p>", "Home Shop About"));
    expect(fingerprint).toEqual({ title: ["gin", "lundey"], text: ["a", "gin"] });
  });
  it("tells a real page from the missing-page answer", () => {
    const product = pageFingerprint(
      page("Lundey Gin | Shop", "<h1>Lundey Gin</h1><p>A gin from the Westfjords, 70 cl. Add to cart.</p>"),
    );
    expect(looksMissing(product, missing)).toBe(false);
    const sameTemplateOtherTitle = pageFingerprint(
      page("Lundey Gin | Shop", "<h1>Oops</h1><p>We could not find it. Try the search.</p>"),
    );
    expect(looksMissing(sameTemplateOtherTitle, missing)).toBe(false);
  });
  it("knows a search address", () => {
    expect(isSearchPage(new URL("https://nammi.is/?s=lundey&post_type=product"))).toBe(true);
    expect(isSearchPage(new URL("https://a.is/search?q=lundey"))).toBe(true);
    expect(isSearchPage(new URL("https://a.is/leit"))).toBe(true);
    expect(isSearchPage(new URL("https://a.is/researchers"))).toBe(false);
  });
});

describe("redirects that keep the address", () => {
  const same = (from: string, to: string) => sameAddress(new URL(from), new URL(to));
  it("counts http to https, www. and a trailing slash as the same address", () => {
    expect(same("http://a.is/gin", "https://a.is/gin")).toBe(true);
    expect(same("https://a.is/gin", "https://a.is/gin/")).toBe(true);
    expect(same("https://a.is", "https://www.a.is/")).toBe(true);
  });
  it("counts any other change as a redirect", () => {
    expect(same("https://a.is/gin", "https://a.is/en/gin")).toBe(false);
    expect(same("https://a.is/gin", "https://b.is/gin")).toBe(false);
    expect(same("https://a.is/gin", "http://a.is/gin")).toBe(false);
    expect(same("https://a.is/?p=1", "https://a.is/?p=2")).toBe(false);
  });
});

describe("network failures", () => {
  const failed = (code: string) =>
    Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });
  it("names what went wrong", () => {
    expect(networkFailure(failed("ENOTFOUND"), 15_000)).toBe("DNS failure (ENOTFOUND)");
    expect(networkFailure(failed("ECONNREFUSED"), 15_000)).toBe("connection refused");
    expect(networkFailure(failed("CERT_HAS_EXPIRED"), 15_000)).toBe("TLS failure (CERT_HAS_EXPIRED)");
    expect(networkFailure(Object.assign(new Error("timed out"), { name: "TimeoutError" }), 15_000)).toBe(
      "timeout (no answer in 15 s)",
    );
  });
});
