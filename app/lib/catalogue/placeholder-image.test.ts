import { describe, expect, it } from "vitest";
import { placeholderImage } from "./placeholder-image";

const PREFIX = "data:image/svg+xml,";
const decode = (uri: string) => decodeURIComponent(uri.slice(PREFIX.length));

describe("placeholderImage", () => {
  it("starts with the URL-encoded SVG data prefix (not base64)", () => {
    const uri = placeholderImage("Lundey Gin", "bottle");
    expect(uri.startsWith(PREFIX)).toBe(true);
    expect(uri).not.toContain(";base64");
    expect(uri).not.toMatch(/[<>"#\s]/);
    expect(decode(uri)).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]* role='img'>/);
  });

  it("contains the name", () => {
    expect(decode(placeholderImage("Lundey Gin"))).toContain("Lundey Gin");
    expect(decode(placeholderImage("Flóki Single Malt Whisky", "bottle"))).toContain("Fl&#243;ki");
  });

  it("escapes XML special characters", () => {
    const svg = decode(placeholderImage(`Tom & "Jerry" <b>'s`, "wide"));
    expect(svg).toContain("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s");
    expect(svg).not.toContain("<b>");
    expect(svg).not.toContain('"Jerry"');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/);
  });

  it("is deterministic", () => {
    expect(placeholderImage("Reyka Vodka", "bottle")).toBe(placeholderImage("Reyka Vodka", "bottle"));
    expect(placeholderImage("Reyka Vodka", "wide")).not.toBe(placeholderImage("Reyka Vodka", "bottle"));
  });

  it("sizes the image by kind", () => {
    expect(decode(placeholderImage("x", "bottle"))).toContain("viewBox='0 0 300 400'");
    expect(decode(placeholderImage("x", "wide"))).toContain("viewBox='0 0 800 450'");
    expect(decode(placeholderImage("x"))).toContain("viewBox='0 0 800 450'");
  });

  it("wraps long names onto at most three lines and stays small", () => {
    const name = "Flóki Double Wood Reserve Stout Cask Finish Limited Anniversary Edition Extra Long Name";
    for (const kind of ["bottle", "wide"] as const) {
      const uri = placeholderImage(name, kind);
      const spans = decode(uri).match(/<tspan /g) ?? [];
      expect(spans.length).toBeGreaterThan(1);
      expect(spans.length).toBeLessThanOrEqual(3);
      expect(uri.length).toBeLessThan(1536);
    }
    expect(placeholderImage("Himbrimi Old Tom Gin", "bottle").length).toBeLessThan(1536);
  });

  it("falls back to a label for an empty name", () => {
    expect(decode(placeholderImage("   "))).toContain(">Image<");
  });
});
