import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const images = new URL("../public/images", import.meta.url).pathname;
const check = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/generate-artwork.ts", "--check", ...args], {
    encoding: "utf8",
  });

// The build reads the committed artwork; only `npm run artwork` writes it.
describe("npm run artwork -- --check", () => {
  it("passes: the committed artwork is what the generator makes from the content", () => {
    const result = check();
    expect(result.stderr).not.toContain("out of date");
    expect(result.status).toBe(0);
    // each check runs the generator in a child process: seconds of CPU on a busy host
  }, 60_000);

  it("fails, writing nothing, when a file is missing, changed or left over", () => {
    const copy = join(mkdtempSync(join(tmpdir(), "artwork-")), "images");
    cpSync(images, copy, { recursive: true });
    const bottle = readdirSync(join(copy, "bottles"))[0]!;
    rmSync(join(copy, "bottles", bottle));
    appendFileSync(join(copy, "curator.svg"), "<!-- edited -->");
    writeFileSync(join(copy, "blog", "gone.svg"), "<svg/>");
    const result = check("--out", copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`missing: ${join(copy, "bottles", bottle)}`);
    expect(result.stderr).toContain(`differs: ${join(copy, "curator.svg")}`);
    expect(result.stderr).toContain(`stale: ${join(copy, "blog", "gone.svg")}`);
    expect(readdirSync(join(copy, "bottles"))).not.toContain(bottle);
    rmSync(copy, { recursive: true });
  }, 60_000);
});
