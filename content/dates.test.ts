import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes the day as the site shows dates, the same as Intl's en-US long format", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (const iso of ["2023-06-28", "2026-11-23", "2024-01-01", "2025-12-31", "2024-02-29"]) {
      expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});
