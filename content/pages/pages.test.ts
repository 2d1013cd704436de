import { describe, expect, it } from "vitest";
import { GIN_STYLES } from "../styles";
import { readEditorialPage } from "./index";

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
    for (const style of GIN_STYLES) expect(section).toContain(style.name);
    expect(section).toContain("unverified");
    expect(section).toMatch(/no recognisable style/);
  });

  it("names the file and field when the front matter is wrong", () => {
    expect(() => readEditorialPage("broken", "---\ntitle: X\n---\nBody")).toThrow(
      /^content\/pages\/broken\.md: metaDescription: /,
    );
  });
});
