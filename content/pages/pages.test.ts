import { describe, expect, it } from "vitest";
import { GIN_STYLES } from "../styles";
import { readFileSync } from "node:fs";
import { readCopyPage, readEditorialPage } from "./index";

describe("editorial pages", () => {
  it("reads How We Describe Bottles: title, description, an anchor for unverified, the four promised topics", () => {
    const page = readEditorialPage("how-we-describe-bottles");
    expect(page.title).toBe("How We Describe Bottles");
    expect(page.html).toContain('<h2 id="unverified">What &quot;unverified&quot; means</h2>');
    for (const heading of [
      "Where our facts come from",
      "How we write tasting notes",
      "Affiliate income does not change what we write",
    ]) {
      expect(page.html).toContain(`<h2>${heading}</h2>`);
    }
    expect(page.html).not.toContain("{#");
  });

  it("publishes each flavour family with its botanicals from content/flavour-families.yaml", () => {
    const page = readEditorialPage("how-we-describe-bottles");
    expect(page.html).toContain('<h2 id="flavour-families">Flavour families</h2>');
    expect(page.html).toContain("<strong>Citrus</strong>: Bergamot, Citrus Peel, Grapefruit Peel, Lemon, Lemon Peel");
    expect(page.html).not.toContain("{{");
    expect(() =>
      readEditorialPage("broken", "---\ntitle: X\nmetaDescription: " + "x".repeat(60) + "\n---\n{{nothing}}\n"),
    ).toThrow(/no block named "nothing"/);
  });

  it("says how a gin's style is given, naming every style the gin list's Style filter offers", () => {
    const page = readEditorialPage("how-we-describe-bottles");
    expect(page.html).toContain('<h2 id="styles">Styles</h2>');
    const section = page.html.split('<h2 id="styles">')[1]!.split("<h2")[0]!;
    // Each style with what it means, so a buyer knows what a choice finds.
    for (const style of GIN_STYLES) expect(section).toContain(`<strong>${style.name}</strong>: ${style.means}`);
    expect(section).toContain("unverified");
    expect(section).toMatch(/Every\s+gin has one/);
  });

  it("names the file and field when the front matter is wrong", () => {
    expect(() => readEditorialPage("broken", "---\ntitle: X\n---\nBody")).toThrow(
      /^content\/pages\/broken\.md: metaDescription: /,
    );
  });
});

describe("the protected name on How We Describe Bottles", () => {
  it("says what “Íslenskt gin” requires, each requirement with its source", () => {
    const page = readEditorialPage("how-we-describe-bottles");
    expect(page.html).toContain('<h2 id="islenskt-gin">');
    const section = page.html.split('<h2 id="islenskt-gin">')[1]!.split("<h2")[0]!;
    expect(section).toMatch(/5 November 2024/);
    expect(section).toMatch(/Matvælastofnun \(MAST\)/);
    expect(section).toMatch(/distilled in Iceland/);
    expect(section).toMatch(/one in four of its botanicals must be Icelandic/);
    expect(section).toMatch(/only with Icelandic water/);
    expect(section).toMatch(/bottled and packed in Iceland/);
    expect(section).toContain('href="https://stjornartidindi.is/Advert.aspx?RecordID=ef06e31f-db5f-408c-99bc-cc3ef19ce724"');
    expect(section).toContain('href="https://atvinnurekendur.is/?p=29052"');
  });
});

describe("copy pages: the home page and Why Icelandic Gin", () => {
  it("reads the home page's sections, items and labels, with the site's counts filled in", () => {
    const page = readCopyPage("home", { gins: 7 });
    expect(page.sections.hero.heading).toBe("Icelandic Gin");
    expect(page.sections.hero.items.map((item) => item.heading)).toEqual(["Wild Botanicals", "Glacial Water", "Craft Distilled"]);
    expect(page.sections.spirits.items.map((item) => item.heading)).toEqual(["Gin", "Whisky", "Vodka"]);
    expect(page.labels.exploreGins).toBe("Explore Premium Gins");
    expect(page.labels.seeAllGins).toBe("See all 7 gins");
    expect(page.sections.products.html).toContain("the 7 gins in our catalogue");
    expect(JSON.stringify(page)).not.toMatch(/\{[a-z]+\}/);
  });

  it("numbers the references across the page's sections, one number per source", () => {
    const page = readCopyPage("why-icelandic-gin", { botanicals: 9 });
    const numbers = [...Object.values(page.sections)]
      .flatMap((section) => [section.html, ...section.items.map((item) => item.html)])
      .join("")
      .matchAll(/href="#source-([a-z0-9-]+)"[^>]*>\[(\d+)\]/g);
    for (const [, id, number] of numbers) expect(page.sources[Number(number) - 1]!.id).toBe(id);
    expect(page.sections["water-note"].heading).toBe("");
    expect(page.sections.botanicals.html).toContain("The 9 plants below");
  });

  it("names the file when a section, a label or a count is missing, or a mark is broken over two lines", () => {
    const text = readFileSync(new URL("./home.md", import.meta.url), "utf8");
    expect(() => readCopyPage("home", { gins: 1 }, text.replace("## Featured Distilleries {#distilleries}", ""))).toThrow(
      /^content\/pages\/home\.md: no section \{#distilleries\}/,
    );
    expect(() => readCopyPage("home", { gins: 1 }, text.replace(/^ {2}distilleryMap: .*\n/m, ""))).toThrow(
      /^content\/pages\/home\.md: labels\.distilleryMap is missing/,
    );
    expect(() => readCopyPage("home", {} as { gins: number }, text)).toThrow(
      /^content\/pages\/home\.md: no count named \{gins\}/,
    );
    expect(() =>
      readCopyPage("home", { gins: 1 }, text.replace("Small batches, such as", ":unverified[Small batches,\nsuch as]")),
    ).toThrow(/a directive left unread/);
  });
});
