import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { walk } from "../server/static-site";
import { cdnFile, writeCdnOutput } from "./cdn-output";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function clientBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cdn-output-"));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const listing = (dir: string) =>
  Object.fromEntries(walk(dir).map((path) => [relative(dir, path).split(sep).join("/"), readFileSync(path, "utf8")]));

describe("cdnFile", () => {
  it("puts a page where Cloudflare serves it at its address without a trailing slash", () => {
    expect(cdnFile("gin/olafsson-gin/index.html")).toBe("gin/olafsson-gin.html");
    expect(cdnFile("admin/index.html")).toBe("admin.html");
    expect(cdnFile("index.html")).toBe("index.html");
  });

  it("keeps every other file where it is, and leaves out what only the Node server uses", () => {
    expect(cdnFile("gin/olafsson-gin.data")).toBe("gin/olafsson-gin.data");
    expect(cdnFile("404.html")).toBe("404.html");
    expect(cdnFile("_headers")).toBe("_headers");
    expect(cdnFile("__spa-fallback.html")).toBeNull();
    expect(cdnFile("404/index.html")).toBeNull();
    expect(cdnFile("assets/root-1.js.br")).toBeNull();
  });
});

describe("writeCdnOutput", () => {
  it("writes a fresh folder with one file per address and leaves the client build as it was", () => {
    const files = {
      "index.html": "home",
      "gin/olafsson-gin/index.html": "olafsson",
      "gin/olafsson-gin.data": "data",
      "404/index.html": "not found page",
      "404.html": "shell",
      "__spa-fallback.html": "shell",
      _redirects: "/olafsson-gin /gin/olafsson-gin 301\n",
      "assets/root-1.js": "js",
      "assets/root-1.js.gz": "gz",
    };
    const client = clientBuild(files);
    const cdn = join(clientBuild({}), "cdn");

    expect(writeCdnOutput(client, cdn)).toBe(1);
    expect(listing(cdn)).toEqual({
      "index.html": "home",
      "gin/olafsson-gin.html": "olafsson",
      "gin/olafsson-gin.data": "data",
      "404.html": "shell",
      _redirects: "/olafsson-gin /gin/olafsson-gin 301\n",
      "assets/root-1.js": "js",
    });
    expect(listing(client)).toEqual(files);

    writeFileSync(join(cdn, "stale.html"), "left from an earlier build");
    writeCdnOutput(client, cdn);
    expect(Object.keys(listing(cdn))).not.toContain("stale.html");
  });

  it("fails when a page and another file would answer at one address", () => {
    const client = clientBuild({ "gin/index.html": "list", "gin.html": "something else" });
    expect(() => writeCdnOutput(client, join(clientBuild({}), "cdn"))).toThrow(
      "gin/index.html and gin.html would both answer at one address",
    );
  });
});
