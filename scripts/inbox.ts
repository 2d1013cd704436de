/**
 * npm run inbox: prints the submissions the local inbox has stored (DATA_DIR, default ./data).
 * Whatever a visitor typed is printed with every control and formatting character escaped,
 * so a message cannot move the cursor, clear the screen, reorder text or fake a line.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { openInboxStore, type StoredSubmission } from "../server/inbox-store";

// Controls (C0, DEL, C1), invisible format characters (bidi controls, zero-width ones), line and
// paragraph separators, and the backslash itself so a typed "\x1b" cannot pass for an escape.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/gu;

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, "0");

/** The text with each unprintable character written as an escape: `\x1b`, `\u202e`, `\u{e0041}`, `\\`. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.codePointAt(0)!;
    if (char === "\\") return "\\\\";
    if (code <= 0xff) return `\\x${hex(code, 2)}`;
    return code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${hex(code, 1)}}`;
  });
}

/** One submission as terminal lines; a value's line breaks become indented continuation lines. */
export function formatSubmission(row: StoredSubmission): string[] {
  const lines = [
    `#${row.id} ${escapeForTerminal(row.createdAt)} [${escapeForTerminal(row.formId)}] from ${escapeForTerminal(row.pageUri) || "(no page)"}`,
  ];
  for (const [name, value] of Object.entries(row.fields)) {
    const [first, ...rest] = String(value).split("\n").map(escapeForTerminal);
    lines.push(`    ${escapeForTerminal(name)}: ${first}`, ...rest.map((line) => `      ${line}`));
  }
  return lines;
}

export function printInbox(dataDir = resolve(process.env.DATA_DIR ?? "data")): void {
  const dbPath = join(dataDir, "inbox.sqlite");
  if (!existsSync(dbPath)) {
    console.log(`No submissions yet (${escapeForTerminal(dbPath)} does not exist).`);
    return;
  }
  const store = openInboxStore(dbPath);
  try {
    const rows = store.list();
    for (const row of rows) console.log(formatSubmission(row).join("\n"));
    console.log(`${rows.length} submission(s) in ${escapeForTerminal(dbPath)}`);
  } finally {
    store.close();
  }
}
