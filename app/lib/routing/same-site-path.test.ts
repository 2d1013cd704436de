import { describe, expect, it } from "vitest";
import { isSameSitePath } from "./same-site-path";
import { NOT_SAME_SITE } from "./same-site-path.test-fixtures";

describe("isSameSitePath", () => {
  it.each(["/", "/gin/vor-gin", "/images/bottles/vor-gin.svg", "/search?q=gin", "/cookie-policy#analytics"])(
    "takes %j",
    (path) => {
      expect(isSameSitePath(path)).toBe(true);
    },
  );

  it.each(NOT_SAME_SITE)("refuses %j", (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it.each([undefined, null, 7, {}, ["/gin/vor-gin"]])("refuses what is no text: %j", (value) => {
    expect(isSameSitePath(value)).toBe(false);
  });
});
