import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlText, legalPages } from "@content/legal";
import { CONSENT_KEY } from "~/lib/browser/consent";
import { DISMISSED_KEY, SHOWN_THIS_SESSION_KEY } from "~/lib/browser/newsletter-popup";
import { COMPARE_KEY } from "~/lib/catalogue/compare-keys";
import { API_KEY_STORAGE } from "~/lib/admin/api-key-store";
import { RECENTLY_VIEWED_KEY } from "~/lib/browser/recently-viewed";

type Storage = "localStorage" | "sessionStorage";
const root = join(__dirname, "../../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** React Router's <ScrollRestoration /> keeps scroll positions under its default key. */
const scrollRestorationKey = () => {
  const source = read("node_modules/react-router/dist/production/lib/dom/lib.js");
  return /SCROLL_RESTORATION_STORAGE_KEY = "([^"]+)"/.exec(source)![1]!;
};

/**
 * Every browser-storage entry the code uses, with the files that use it. A source file that touches
 * storage and is not listed here fails the first test: add its key here, then a line to the policy.
 */
const storageInCode: { key: string; storage: Storage; files: string[] }[] = [
  { key: CONSENT_KEY, storage: "localStorage", files: ["app/lib/browser/consent.ts", "app/lib/browser/consent-choice.ts"] },
  { key: DISMISSED_KEY, storage: "localStorage", files: ["app/lib/browser/newsletter-popup.ts"] },
  { key: SHOWN_THIS_SESSION_KEY, storage: "sessionStorage", files: ["app/lib/browser/newsletter-popup.ts"] },
  {
    key: COMPARE_KEY,
    storage: "localStorage",
    files: ["app/lib/catalogue/compare-store.ts", "app/components/compare/compare-tray-host.tsx"],
  },
  { key: API_KEY_STORAGE, storage: "localStorage", files: ["app/lib/admin/api-key-store.ts"] },
  { key: RECENTLY_VIEWED_KEY, storage: "localStorage", files: ["app/lib/browser/recently-viewed.ts"] },
  { key: scrollRestorationKey(), storage: "sessionStorage", files: ["app/root.tsx"] },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const cookiePolicy = legalPages["cookie-policy"];
const storageSection = cookiePolicy.sections.find((section) => section.heading === "Storage the site itself uses");
/** The section's list items as text, read from content/legal/cookie-policy.md. */
const storageItems = [...(storageSection?.html ?? "").matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => htmlText(match[1]!));
const policyEntries = storageItems.map((item) => {
  const match = /^(\S+) \((localStorage|sessionStorage)\b/.exec(item);
  return match ? { key: match[1]!, storage: match[2] as Storage } : { key: item, storage: "unparsed" };
});

describe("cookie policy and the storage the code uses", () => {
  it("knows every source file that touches browser storage", () => {
    const known = new Set(storageInCode.flatMap((entry) => entry.files));
    const users = sourceFiles("app").filter((path) => /\b(localStorage|sessionStorage)\b/.test(read(path)));
    expect(users.length).toBeGreaterThan(0);
    for (const path of users) {
      expect(known, `${path} uses browser storage: list its key above and in the cookie policy`).toContain(path);
    }
    // The root keeps React Router's default scroll key (no storageKey of its own).
    expect(read("app/root.tsx")).toMatch(/<ScrollRestoration\s*\/>/);
  });

  it("names each storage key the code uses, with the storage that holds it", () => {
    for (const { key, storage } of storageInCode) expect(policyEntries, `${key} (${storage})`).toContainEqual({ key, storage });
  });

  it("lists nothing the code no longer stores", () => {
    expect(policyEntries.map(({ key }) => key).sort()).toEqual(storageInCode.map(({ key }) => key).sort());
  });

  it("says the banner and the Cookie settings link appear only when analytics is in use", () => {
    const text = cookiePolicy.sections.map((section) => htmlText(section.html)).join("\n");
    expect(text).toContain("The banner and the Cookie settings link appear only when analytics is in use.");
  });
});
