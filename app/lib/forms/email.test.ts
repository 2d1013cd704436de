import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "./email";

describe("EMAIL_PATTERN", () => {
  it.each(["a@b.is", "anna.jons@example.co.uk", "x+tag@sub.domain.com"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each([
    "",
    "plain",
    "a@b",
    "a @b.is",
    "a@b .is",
    "@b.is",
    "a@.is",
    "a@b.",
    "a@@b.is",
    " padded@ok.is",
    "a@b..is",
    "a@" + ".".repeat(300) + "@",
  ])("rejects %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
