import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sameAddressKeepsData, samePathKeepsData } from "./revalidate";

const args = (from: string, to: string) => ({
  currentUrl: new URL(from, "https://x.is"),
  nextUrl: new URL(to, "https://x.is"),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
});

describe("revalidation", () => {
  it("keeps the data on the same address, fetches it for another", () => {
    expect(sameAddressKeepsData(args("/premium-gins?shown=40", "/premium-gins?shown=40"))).toBe(false);
    expect(sameAddressKeepsData(args("/compare?bottles=a", "/compare?bottles=a,b"))).toBe(true);
    expect(sameAddressKeepsData(args("/gin/a", "/gin/b"))).toBe(true);
  });

  it("keeps a path-only page's data when only its query changes", () => {
    expect(samePathKeepsData(args("/cocktails", "/cocktails?q=lemon"))).toBe(false);
    expect(samePathKeepsData(args("/cocktails?q=lemon", "/blog"))).toBe(true);
  });

  it("is every route module's rule, so the phone search panel's entry never refetches a page", () => {
    const routes = join(import.meta.dirname, "../../routes");
    const withData = readdirSync(routes)
      .filter((name) => name.endsWith(".tsx"))
      .map((name) => ({ name, text: readFileSync(join(routes, name), "utf8") }))
      .filter(({ text }) => /export (async )?(function|const) (loader|clientLoader)\b/.test(text));
    expect(withData.length).toBeGreaterThan(5);
    const missing = withData.filter(
      ({ text }) => !/export const shouldRevalidate = (sameAddressKeepsData|samePathKeepsData);/.test(text),
    );
    expect(missing.map(({ name }) => name)).toEqual([]);
  });
});
