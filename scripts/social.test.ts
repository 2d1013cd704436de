import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadDistilleries } from "../content/catalogue-files";
import { socialCommand } from "../app/lib/admin/publish-commands";
import { applySocialLinks, parseSocialArgs } from "./social";

const CONTENT = new URL("../content/distilleries", import.meta.url).pathname;
let dir: string;
const file = (slug: string) => join(dir, "distilleries", `${slug}.yaml`);
const read = (slug: string) => readFileSync(file(slug), "utf8");

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "social-"));
  cpSync(CONTENT, join(dir, "distilleries"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const FACEBOOK = "https://www.facebook.com/EimverkDistillery";
const INSTAGRAM = "https://www.instagram.com/flokiwhisky/";

describe("npm run social", () => {
  it("writes the links, the website they were found on as a source, and the facts; keeps the rest of the file", () => {
    const before = read("eimverk-distillery");
    const result = applySocialLinks({
      pagePath: "/all-distillery/eimverk-distillery",
      links: { facebook: FACEBOOK, instagram: INSTAGRAM },
      checked: "2026-12-01",
      contentDir: dir,
    });
    expect(result.written).toEqual(["facebook", "instagram"]);
    const after = read("eimverk-distillery");
    const data = parse(after);
    expect(data.facebook).toBe(FACEBOOK);
    expect(data.instagram).toBe(INSTAGRAM);
    expect(data.sources.at(-1)).toEqual({
      id: "flokiwhisky-is",
      title: "Eimverk Distillery: social media links on flokiwhisky.is",
      url: "https://flokiwhisky.is",
      checked: "2026-12-01",
    });
    expect(data.facts.facebook).toEqual(["flokiwhisky-is"]);
    expect(data.facts.instagram).toEqual(["flokiwhisky-is"]);
    // Only added lines: every line of the old file is still there, in order.
    const added = after.split("\n").filter((line) => !before.split("\n").includes(line));
    expect(added).toEqual([
      `facebook: ${FACEBOOK}`,
      `instagram: ${INSTAGRAM}`,
      "  - id: flokiwhisky-is",
      '    title: "Eimverk Distillery: social media links on flokiwhisky.is"',
      "    url: https://flokiwhisky.is",
      "    checked: 2026-12-01",
      "  facebook: [flokiwhisky-is]",
      "  instagram: [flokiwhisky-is]",
    ]);
    expect(() => loadDistilleries(dir)).not.toThrow();
  });

  it("runs what the admin page's command says, and a second run reuses the source", () => {
    const command = socialCommand("eimverk-distillery", { facebook: FACEBOOK })!;
    const argv = command.replace("npm run social -- ", "").replaceAll("'", "").split(" ");
    applySocialLinks({ ...parseSocialArgs(argv), checked: "2026-12-01", contentDir: dir });
    applySocialLinks({ ...parseSocialArgs(argv), links: { facebook: "https://facebook.com/eimverk2" }, contentDir: dir });
    const data = parse(read("eimverk-distillery"));
    expect(data.facebook).toBe("https://facebook.com/eimverk2");
    expect(data.sources.filter((s: { url: string }) => s.url === "https://flokiwhisky.is")).toHaveLength(1);
  });

  it("rejects a page that is not a distillery's", () => {
    for (const pagePath of ["/gin/olafsson-gin", "/all-distillery/no-such-distillery", "/all-distillery/../admin"])
      expect(() => applySocialLinks({ pagePath, links: { facebook: FACEBOOK }, contentDir: dir })).toThrow(
        /not a distillery page/,
      );
  });

  it("rejects a link on the wrong host, over http, or a share link", () => {
    const page = "/all-distillery/eimverk-distillery";
    const before = read("eimverk-distillery");
    for (const [links, message] of [
      [{ facebook: "https://evil.example/EimverkDistillery" }, /not a facebook profile/],
      [{ facebook: "https://www.facebook.com.evil.example/Eimverk" }, /not a facebook profile/],
      [{ instagram: "https://www.facebook.com/EimverkDistillery" }, /not a instagram profile/],
      [{ facebook: "http://www.facebook.com/EimverkDistillery" }, /must be an https address/],
      [{ facebook: "https://www.facebook.com/sharer" }, /not a facebook profile/],
      [{ twitter: "https://x.com/flokiwhisky" }, /does not show twitter links/],
      [{}, /no links given/],
    ] as const)
      expect(() => applySocialLinks({ pagePath: page, links, contentDir: dir })).toThrow(message);
    expect(read("eimverk-distillery")).toBe(before);
  });

  it("never publishes a lead: an unconfirmed address is refused as a source, and no website means --source is needed", () => {
    const page = "/all-distillery/thoran-distillery";
    expect(() => applySocialLinks({ pagePath: page, links: { facebook: FACEBOOK }, contentDir: dir })).toThrow(
      /no confirmed website/,
    );
    expect(() =>
      applySocialLinks({ pagePath: page, links: { facebook: FACEBOOK }, source: "https://www.thoran.is/", contentDir: dir }),
    ).toThrow(/unconfirmed in content\/admin.ts/);
    expect(read("thoran-distillery")).not.toContain("thoran.is");
  });
});
