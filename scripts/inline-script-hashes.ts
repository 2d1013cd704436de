import { createHash } from "node:crypto";

/** sha256 hashes of the executable inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === "") continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}
