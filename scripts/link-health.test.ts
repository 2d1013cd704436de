import { describe, expect, it } from "vitest";
import type { ProductRecord } from "../content/schema";
import {
  contentLinks,
  isPublicAddress,
  isSearchPage,
  looksMissing,
  networkFailure,
  pageFingerprint,
  parseRobots,
  privateRedirect,
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

  /** Whether a robots.txt of these lines lets the checker fetch the path. */
  const allowedBy = (lines: string[], path: string) =>
    robotsAllows(parseRobots(["User-agent: *", ...lines].join("\n")), "GinsOfIcelandLinkCheck", new URL(path, "https://a.is"));
  const disallows = (rule: string, path: string) => !allowedBy([`Disallow: ${rule}`], path);

  it("matches paths as Google's robots.txt documentation says", () => {
    const table: [rule: string, matches: string[], misses: string[]][] = [
      ["/", ["/", "/fish", "/a/b?c"], []],
      ["/*", ["/", "/fish"], []],
      ["/$", ["/"], ["/index.html", "/?a=b"]],
      [
        "/fish",
        ["/fish", "/fish.html", "/fish/salmon.html", "/fishheads", "/fish.php?id=anything"],
        ["/Fish.asp", "/catfish", "/?id=fish", "/desert/fish"],
      ],
      ["/fish*", ["/fish", "/fish.html", "/fishheads/yummy.html"], ["/Fish.asp", "/catfish"]],
      [
        "/fish/",
        ["/fish/", "/fish/?id=anything", "/fish/salmon.htm"],
        ["/fish", "/fish.html", "/animals/fish/", "/Fish/Salmon.asp"],
      ],
      [
        "/*.php",
        ["/index.php", "/folder/filename.php?parameters", "/folder/any.php.file.html", "/filename.php/"],
        ["/", "/windows.PHP"],
      ],
      [
        "/*.php$",
        ["/filename.php", "/folder/filename.php"],
        ["/filename.php?parameters", "/filename.php/", "/filename.php5", "/windows.PHP"],
      ],
      ["/fish*.php", ["/fish.php", "/fishheads/catfish.php?parameters"], ["/Fish.PHP"]],
      ["*.pdf$", ["/a.pdf", "/files/b.pdf"], ["/a.pdf?x", "/a.pdfx"]],
      ["/a$b", ["/a$b", "/a$bc"], ["/ab", "/a"]],
      ["/*a*b*c$", ["/abc", "/xaybzc", "/aabbcc"], ["/abcd", "/cba", "/ab"]],
    ];
    for (const [rule, matches, misses] of table) {
      for (const path of matches) expect(disallows(rule, path), `${rule} matches ${path}`).toBe(true);
      for (const path of misses) expect(disallows(rule, path), `${rule} misses ${path}`).toBe(false);
    }
  });
  it("lets the longest matching rule win, allow on a tie", () => {
    expect(allowedBy(["Allow: /p", "Disallow: /"], "/page")).toBe(true);
    expect(allowedBy(["Allow: /folder", "Disallow: /folder"], "/folder/page")).toBe(true);
    expect(allowedBy(["Allow: /page", "Disallow: /*.htm"], "/page.htm")).toBe(false);
    expect(allowedBy(["Allow: /$", "Disallow: /"], "/")).toBe(true);
    expect(allowedBy(["Allow: /$", "Disallow: /"], "/page.htm")).toBe(false);
  });
  it("matches a rule of ten stars against a path of a thousand letters at once", { timeout: 5_000 }, () => {
    const path = `/${"a".repeat(1_000)}`;
    expect(disallows("/*a*a*a*a*a*a*a*a*a*a*b", path)).toBe(false);
    expect(disallows("/*a*a*a*a*a*a*a*a*a*a$", path)).toBe(true);
  });
  it("reads at most 500 KiB, 1,000 rules and rules of 512 characters", () => {
    const many = Array.from({ length: 1_000 }, (_, index) => `Disallow: /filler-${index}`);
    expect(allowedBy([...many, "Disallow: /gin"], "/gin")).toBe(true);
    expect(allowedBy([...many.slice(1), "Disallow: /gin"], "/gin")).toBe(false);
    const long = `/${"a".repeat(512)}`;
    expect(allowedBy([`Disallow: ${long}`], long)).toBe(true);
    expect(allowedBy([`Disallow: ${long.slice(0, 512)}`], long)).toBe(false);
    expect(allowedBy([`# ${"x".repeat(500 * 1024)}`, "Disallow: /gin"], "/gin")).toBe(true);
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
  it("reads a page of 1 MB of unclosed openers at once", { timeout: 5_000 }, () => {
    // A `<` that no `>` follows is text: "<svg<svg…" reads as the word svg.
    const table: [opener: string, text: string[]][] = [
      ["<!--", []],
      ["<script>", []],
      ["<style>", []],
      ["<svg", ["svg"]],
      ["<title>", []],
      ["<main>", []],
      ["<body>", []],
      ["<", []],
      ["&a", ["a"]],
    ];
    for (const [opener, text] of table)
      expect(pageFingerprint(opener.repeat(1_000_000 / opener.length)), opener).toEqual({ title: [], text });
  });
  it("reads an unclosed comment to the end of the page, an unclosed element as text", () => {
    expect(pageFingerprint("<title>Gin<main>Only text")).toEqual({ title: [], text: ["gin", "only", "text"] });
    expect(pageFingerprint("<body><p>Gin <script>var x<!-- here")).toEqual({ title: [], text: ["gin", "var", "x"] });
    expect(pageFingerprint("<body>Gin <TITLEX>a</TITLEX> <Script>hidden</SCRIPT> and < tonic")).toEqual({
      title: [],
      text: ["a", "and", "gin", "tonic"],
    });
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

describe("redirects into private space", () => {
  it("knows the public addresses", () => {
    const inside = ["10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "100.64.0.1", "127.0.0.1", "169.254.169.254"];
    const alsoInside = ["0.0.0.0", "224.0.0.1", "::", "::1", "fc00::1", "fd12:3456::1", "fe80::1", "ff02::1", "::ffff:10.0.0.1"];
    for (const address of [...inside, ...alsoInside]) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["8.8.8.8", "172.32.0.1", "100.128.0.1", "193.4.194.1", "2a00:1450::1", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress("not-an-address")).toBe(false);
  });

  /** A resolver that knows a few names; IP addresses stand for themselves, as with the system's. */
  const resolve = async (hostname: string) => {
    const known: Record<string, string[]> = {
      "shop.example": ["203.0.113.10"],
      "gone.example": ["203.0.113.20", "10.1.2.3"],
      "local.example": ["192.168.1.5"],
    };
    if (known[hostname]) return known[hostname];
    if (isPublicAddress(hostname) || /^[\d.]+$|:/.test(hostname)) return [hostname];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  };
  const refusal = (from: string, to: string) => privateRedirect(new URL(from), new URL(to), resolve);

  it("refuses a public host's redirect into private space before any request", async () => {
    expect(await refusal("https://shop.example/gin", "http://10.0.0.1/")).toBe(
      "redirects to a private address (10.0.0.1: 10.0.0.1)",
    );
    expect(await refusal("https://shop.example/gin", "http://169.254.169.254/latest/meta-data/")).toBe(
      "redirects to a private address (169.254.169.254: 169.254.169.254)",
    );
    expect(await refusal("https://shop.example/gin", "http://[::1]:8080/")).toBe(
      "redirects to a private address ([::1]:8080: ::1)",
    );
    expect(await refusal("https://shop.example/gin", "https://gone.example/")).toBe(
      "redirects to a private address (gone.example: 10.1.2.3)",
    );
    expect(await refusal("https://shop.example/gin", "https://local.example/")).toBe(
      "redirects to a private address (local.example: 192.168.1.5)",
    );
  });
  it("follows public redirects, and any redirect of a host that is not public itself", async () => {
    expect(await refusal("https://shop.example/gin", "https://8.8.8.8/")).toBeUndefined();
    expect(await refusal("https://shop.example/gin", "https://shop.example/other")).toBeUndefined();
    expect(await refusal("https://shop.example/gin", "https://unknown.example/")).toBeUndefined();
    expect(await refusal("http://127.0.0.1:3000/gin", "http://192.168.1.5/")).toBeUndefined();
    expect(await refusal("https://local.example/gin", "http://127.0.0.1/")).toBeUndefined();
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
