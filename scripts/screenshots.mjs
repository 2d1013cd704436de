// Developer aid: full-page screenshots of pages at phone and desktop widths.
// Usage: node scripts/screenshots.mjs [baseUrl] /path [/path…]  → screenshots/<name>-<width>.png
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
// --screens: also save each screen-high slice (full-page images are too tall to read)
const screens = args.includes("--screens");
const [base = "http://127.0.0.1:3000", ...paths] = args.filter((arg) => !arg.startsWith("--"));
const out = new URL("../screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const path of paths.length ? paths : ["/"]) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = path.replace(/^\/$/, "home").replace(/^\//, "").replace(/\//g, "_");
    await page.screenshot({ path: `${out}${name}-${width}.png`, fullPage: true });
    if (screens) {
      const height = await page.evaluate(() => document.body.scrollHeight);
      const viewport = page.viewportSize();
      for (let y = 0, i = 0; y < height && i < 8; y += viewport.height, i++) {
        await page.screenshot({
          path: `${out}${name}-${width}-${i}.png`,
          clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
          fullPage: true,
        });
      }
    }
    await page.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
