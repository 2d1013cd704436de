import { describe, expect, it } from "vitest";
import { formatDate, sourceDate } from "./dates";

describe("formatDate", () => {
  it("writes the day as the site shows dates, the same as Intl's en-US long format", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (const iso of ["2023-06-28", "2026-11-23", "2024-01-01", "2025-12-31", "2024-02-29"]) {
      expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});

describe("sourceDate", () => {
  const page = { id: "p", url: "https://example.is/p", checked: "2026-11-26" };
  it("reads a source's own date, or a whole day written in its title", () => {
    expect(sourceDate({ ...page, title: "A page", published: "2025-02-02" })).toBe("2025-02-02");
    expect(sourceDate({ ...page, title: "Bragðið (mbl.is, 2 February 2025)" })).toBe("2025-02-02");
    expect(sourceDate({ ...page, title: "A page (Vinland Publishing, 10 June 2015)" })).toBe("2015-06-10");
  });
  it("knows no day from a month, a year or nothing", () => {
    expect(sourceDate({ ...page, title: "Þorrablót (Lost in Lava, February 2011)" })).toBeUndefined();
    expect(sourceDate({ ...page, title: "A page (Grapevine, 2019)" })).toBeUndefined();
    expect(sourceDate({ ...page, title: "A page" })).toBeUndefined();
  });
});
