import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openInboxStore } from "../server/inbox-store";
import { escapeForTerminal, formatSubmission } from "./inbox.ts";

// Anything a terminal would act on or hide: controls, bidi and zero-width characters, separators.
const RAW = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

describe("escapeForTerminal", () => {
  it.each([
    ["\u001b[2J\u001b]0;pwned\u0007", "\\x1b[2J\\x1b]0;pwned\\x07"],
    ["line\rfake: ok", "line\\x0dfake: ok"],
    ["tab\there\u0000\u007f\u009b", "tab\\x09here\\x00\\x7f\\x9b"],
    ["invoice\u202egpj.exe", "invoice\\u202egpj.exe"],
    ["\u2066iso\u2069 \u200fmark\u200b", "\\u2066iso\\u2069 \\u200fmark\\u200b"],
    ["one\u2028two\u2029", "one\\u2028two\\u2029"],
    ["tag\u{e0041}", "tag\\u{e0041}"],
    ["typed \\x1b is not an escape", "typed \\\\x1b is not an escape"],
  ])("escapes %j", (raw, shown) => {
    expect(escapeForTerminal(raw)).toBe(shown);
    expect(escapeForTerminal(raw)).not.toMatch(RAW);
  });

  it("leaves ordinary text alone", () => {
    expect(escapeForTerminal("Guðrún Ólafsdóttir · Þingvellir 🍸 «gin»")).toBe("Guðrún Ólafsdóttir · Þingvellir 🍸 «gin»");
  });
});

describe("formatSubmission", () => {
  it("shows a message's lines as indented continuation lines and escapes every value", () => {
    expect(
      formatSubmission({
        id: 7,
        formId: "contact",
        submissionId: null,
        fields: { firstname: "Anna\u001b[31m", message: "Hello\nSecond line\r\n#8 fake entry" },
        pageUri: "http://127.0.0.1/contact\u202e",
        pageName: "Contact",
        createdAt: "2025-01-02T03:04:05.678Z",
      }),
    ).toEqual([
      "#7 2025-01-02T03:04:05.678Z [contact] from http://127.0.0.1/contact\\u202e",
      "    firstname: Anna\\x1b[31m",
      "    message: Hello",
      "      Second line\\x0d",
      "      #8 fake entry",
    ]);
  });
});

describe("npm run inbox", () => {
  it("prints nothing raw from a stored submission", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "inbox-list-"));
    const store = openInboxStore(join(dataDir, "inbox.sqlite"));
    // Stored as an older version of the inbox would have kept it, before values were cleaned.
    store.store({
      formId: "contact",
      submissionId: null,
      fields: { firstname: "Eve\u001b[2K\r#0 forged", message: "Hi\u202e\nthere\u0007" },
      pageUri: "http://127.0.0.1/contact",
      pageName: "Contact",
      client: "127.0.0.1",
    });
    store.close();
    const output = execFileSync(process.execPath, ["scripts/inbox.mjs"], {
      env: { ...process.env, DATA_DIR: dataDir },
    }).toString();
    expect(output.replaceAll("\n", "")).not.toMatch(RAW);
    expect(output).toContain("    firstname: Eve\\x1b[2K\\x0d#0 forged\n");
    expect(output).toContain("    message: Hi\\u202e\n      there\\x07\n");
    expect(output).toContain("1 submission(s)");
  });
});
