import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("isValidEmail", () => {
  it.each(["a@b.is", "anna.jons@example.co.uk", "x+tag@sub.domain.com", "  padded@ok.is  "])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["", "plain", "a@b", "a @b.is", "a@b .is", "@b.is", "a@.is", "a@b.", "a@@b.is"])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
