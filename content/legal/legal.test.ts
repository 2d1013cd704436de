import { describe, expect, it } from "vitest";
import { htmlText, LEGAL_SLUGS, legalPages, readLegalPage, withContactEmail } from "./index";

/** Each page's title, its number of sections and a few of its headings, as the pages were written. */
const expected = {
  "privacy-policy": { title: "Privacy Policy", sections: 14, headings: ["Who we are", "How long we keep data", "Your rights"] },
  "terms-of-service": {
    title: "Terms of Service",
    sections: 15,
    headings: ["Age requirement", "We do not sell anything", "Governing law"],
  },
  "affiliate-disclosure": {
    title: "Affiliate Disclosure",
    sections: 11,
    headings: ["Our affiliate partner, Nammi", "How Buy Now links work", "Questions"],
  },
  "cookie-policy": {
    title: "Cookie Policy",
    sections: 8,
    headings: ["Storage the site itself uses", "Analytics cookies (only when analytics is in use and you accept)"],
  },
} as const;

const valid =
  "---\ntitle: Test Page\nmetaDescription: A description long enough for the front matter to accept it here.\n---\n\nIntro.\n\n## One\n\nText.\n";

describe("legal pages in content/legal/*.md", () => {
  it("loads the four pages with their title, description, introduction and sections", () => {
    expect(Object.keys(legalPages).sort()).toEqual([...LEGAL_SLUGS].sort());
    for (const slug of LEGAL_SLUGS) {
      const page = legalPages[slug];
      expect(page.title).toBe(expected[slug].title);
      expect(page.metaDescription.length).toBeGreaterThan(50);
      expect(page.introHtml).toMatch(/^<p>.+<\/p>$/s);
      expect(page.sections).toHaveLength(expected[slug].sections);
      for (const heading of expected[slug].headings) expect(page.sections.map((section) => section.heading)).toContain(heading);
      for (const section of page.sections) {
        expect(section.html.startsWith(`<h2>`)).toBe(true);
        expect(htmlText(section.html).length).toBeGreaterThan(section.heading.length + 20);
      }
    }
  });

  it("keeps the paragraph before the list where a section has both", () => {
    const section = legalPages["privacy-policy"].sections.find((s) => s.heading === "How long we keep data")!;
    expect(section.html.indexOf("<p>Browser storage entries")).toBeLessThan(section.html.indexOf("<ul>"));
  });

  it("writes internal links as site paths and the contact address as a mailto link", () => {
    const page = withContactEmail(legalPages["privacy-policy"], "team@example.com");
    const html = [page.introHtml, ...page.sections.map((section) => section.html)].join("");
    expect(html).toContain('<a href="/cookie-policy">Cookie Policy</a>');
    expect(html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(html).not.toContain("{{email}}");
    expect(html).not.toMatch(/\[[^\]]*\]\(/);
  });

  it("keeps the cookie names with underscores as written", () => {
    const text = htmlText(legalPages["cookie-policy"].sections.map((section) => section.html).join("\n"));
    expect(text).toContain("_ga — distinguishes one browser");
    expect(text).toContain("_ga_XXXXXXXXXX (the suffix is the site's measurement ID)");
    expect(text).toContain("firecrawl_api_key (localStorage, /admin page only)");
  });

  it("names the file and field when the front matter is wrong", () => {
    expect(() => readLegalPage("cookie-policy", "---\ntitle: Cookie Policy\n---\n\nIntro.\n\n## One\n\nText.\n")).toThrow(
      /^content\/legal\/cookie-policy\.md: metaDescription: /,
    );
    expect(() => readLegalPage("privacy-policy", valid.replace("title: Test Page", "title: ''"))).toThrow(
      /^content\/legal\/privacy-policy\.md: title: /,
    );
    expect(() => readLegalPage("terms-of-service", valid.replace("title:", "updated: 2025\ntitle:"))).toThrow(
      /^content\/legal\/terms-of-service\.md: updated: /,
    );
    expect(() => readLegalPage("terms-of-service", "No front matter")).toThrow(
      /^content\/legal\/terms-of-service\.md: \(front matter\): /,
    );
  });

  it("names the file when the body is not a legal page", () => {
    expect(() => readLegalPage("cookie-policy", valid.replace("Intro.\n\n", ""))).toThrow(
      /^content\/legal\/cookie-policy\.md: body: the page opens with an introduction/,
    );
    expect(() => readLegalPage("cookie-policy", valid.replace("## One\n\nText.\n", ""))).toThrow(
      /body: the page has no ## sections/,
    );
    expect(() => readLegalPage("cookie-policy", valid.replace("Text.", "Write to {{mail}}."))).toThrow(
      /body: unknown placeholder \{\{mail\}\}/,
    );
    expect(() => readLegalPage("cookie-policy", valid.replace("Text.", "[x](contact)"))).toThrow(
      /^content\/legal\/cookie-policy\.md: body: link "contact"/,
    );
  });

  it("accepts a well-formed page", () => {
    const page = readLegalPage("cookie-policy", valid);
    expect(page.sections).toEqual([{ heading: "One", html: "<h2>One</h2>\n<p>Text.</p>" }]);
  });
});
