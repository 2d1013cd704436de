import { describe, expect, it } from "vitest";
import { badgeClass } from "./badge-colors";
import { OBJECT_WORDS } from "../../../content/object-words.test-fixtures";

const NEUTRAL = badgeClass("gin", "Something Else");

describe("badgeClass", () => {
  it("styles the gin page's three types and leaves others neutral", () => {
    for (const type of ["Ultra Premium", "Premium", "Limited Edition"]) expect(badgeClass("gin", type)).not.toBe(NEUTRAL);
    expect(badgeClass("gin", "Barrel Aged")).toBe(NEUTRAL);
  });

  it("styles the vodka page's four types", () => {
    for (const type of ["Ultra Premium", "Premium Vodka", "Flavored Vodka", "Premium"]) {
      expect(badgeClass("vodka", type)).not.toBe(NEUTRAL);
    }
    expect(badgeClass("vodka", "Pink")).toBe(NEUTRAL);
  });

  it("lists also style the gin styles", () => {
    for (const type of [
      "Barrel Aged",
      "Navy Strength",
      "Maritime",
      "Heritage",
      "Pink",
      "Blue",
      "Color-Changing",
      "Premium Vodka",
    ]) {
      expect(badgeClass("list", type)).not.toBe(NEUTRAL);
    }
    expect(badgeClass("list", "Craft")).toBe(NEUTRAL);
  });

  it("spirit page: premium gradient for single malt, aurora for brennivín and ultra premium, primary, else muted", () => {
    expect(badgeClass("spirit", "Single Malt Whisky")).toContain("bg-premium");
    expect(badgeClass("spirit", "Premium Brennivín")).toContain("bg-aurora");
    expect(badgeClass("spirit", "Ultra Premium")).toContain("bg-aurora");
    expect(badgeClass("spirit", "Premium")).toContain("bg-primary");
    expect(badgeClass("spirit", "Smoked")).toContain("bg-muted");
  });
});

describe("a type that names a part of every object", () => {
  it.each(OBJECT_WORDS)("%s is styled as any unnamed type", (word) => {
    for (const context of ["gin", "vodka", "list"] as const) expect(badgeClass(context, word)).toBe(NEUTRAL);
    expect(badgeClass("spirit", word)).toBe(badgeClass("spirit", "Something Else"));
  });
});
