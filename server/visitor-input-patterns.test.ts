/**
 * Every regular expression applied to what a visitor sends (form values, request addresses and
 * headers) is checked by recheck for super-linear backtracking, and the payloads that used to stall
 * the server for a second are timed out of the question: a pattern added to visitor input belongs
 * in PATTERNS below.
 */
import { check } from "recheck";
import { describe, expect, it } from "vitest";
import { VISITOR_INPUT_PATTERNS } from "../app/lib/forms/form-schemas";
import { FILE_EXTENSION } from "./app";
import { IDEMPOTENCY_KEY, JSON_CONTENT_TYPE } from "./inbox";
import { WHITESPACE_RUNS } from "./log";

const PATTERNS: Record<string, RegExp> = {
  ...VISITOR_INPUT_PATTERNS,
  FILE_EXTENSION,
  IDEMPOTENCY_KEY,
  JSON_CONTENT_TYPE,
  WHITESPACE_RUNS,
};

describe("patterns applied to visitor input", () => {
  it.each(Object.entries(PATTERNS))("%s runs in linear time (recheck)", async (_name, pattern) => {
    const diagnostics = await check(pattern.source, pattern.flags, { timeout: 30_000 });
    expect(diagnostics.status === "safe" ? diagnostics.complexity.type : diagnostics).toMatch(/^(safe|constant|linear)$/);
  });
});
