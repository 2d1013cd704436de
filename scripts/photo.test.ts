import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type JpegOptions } from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { photoCommand } from "../app/lib/admin/publish-commands";
import { loadCatalogue } from "../content/catalogue-files";
import { addPhoto, checkImage, fetchImage, LIMITS, parsePhotoArgs, resolvePhotoTarget } from "./photo";
import { writePhotoVariants } from "./photo-variants";

const CONTENT = new URL("../content", import.meta.url).pathname;
let dir: string;
let content: string;
const gin = () => join(content, "products/gins/olafsson-gin.yaml");

const jpeg = (width: number, height: number, options: JpegOptions = {}) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .jpeg(options)
    .toBuffer();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "photo-"));
  content = join(dir, "content");
  // A copy of the content: the committed files are never changed by a test.
  cpSync(CONTENT, content, { recursive: true, filter: (src) => !src.endsWith(".ts") });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run photo: arguments", () => {
  it("reads the page, the image and the flags", () => {
    expect(
      parsePhotoArgs(["/gin/olafsson-gin", "./a.jpg", "--credit", "Photo: Ólafsson Gin", "--source", "https://example.com/p"]),
    ).toEqual({
      pagePath: "/gin/olafsson-gin",
      image: "./a.jpg",
      credit: "Photo: Ólafsson Gin",
      source: "https://example.com/p",
    });
  });

  it("says how to use it when the page or image is missing or a flag is unknown", () => {
    expect(() => parsePhotoArgs(["/gin/olafsson-gin"])).toThrow(
      /usage: npm run photo -- <page path> <image file or http\(s\) URL>/,
    );
    expect(() => parsePhotoArgs(["/gin/olafsson-gin", "a.jpg", "--licence", "x"])).toThrow(/Unknown option '--licence'/);
  });

  it("takes the admin page's command as it is", () => {
    const command = photoCommand("/gin/olafsson-gin", "https://olafsson.is/bottle.png");
    const argv = command.replace("npm run photo -- ", "").replaceAll("'", "").split(" ");
    expect(parsePhotoArgs(argv)).toEqual({
      pagePath: "/gin/olafsson-gin",
      image: "https://olafsson.is/bottle.png",
      credit: "olafsson.is",
      source: undefined,
    });
  });
});

describe("npm run photo: the page", () => {
  it("finds a bottle by its route and a distillery by its profile", () => {
    const file = (path: string) => resolvePhotoTarget(path, content).yamlFile.slice(content.length + 1);
    expect(file("/gin/olafsson-gin")).toBe("products/gins/olafsson-gin.yaml");
    expect(file("/vodka/reyka-vodka")).toBe("products/vodkas/reyka-vodka.yaml");
    expect(file("/spirit/og-natura-gin")).toBe("products/gins/og-natura-gin.yaml");
    expect(file("/spirit/brennivin")).toBe("products/brennivin/brennivin.yaml");
    expect(file("https://ginsoficeland.com/all-distillery/eimverk-distillery/")).toBe("distilleries/eimverk-distillery.yaml");
  });

  it("refuses an unknown page, listing what is accepted", () => {
    for (const path of ["/gin/no-such-gin", "/spirit/olafsson-gin", "/vodka/olafsson-gin", "/blog/x", "/gin/../admin"])
      expect(() => resolvePhotoTarget(path, content)).toThrow(
        `${path} is not a page a photo can go on. Accepted: a bottle's page (/gin/<slug>, /vodka/<slug>, /spirit/<slug>) or a distillery's (/all-distillery/<slug>)`,
      );
  });
});

describe("npm run photo: the image", () => {
  it("refuses what is not an image, whatever its name", async () => {
    await expect(checkImage(Buffer.from("<!doctype html><title>Not found</title>"), "bottle.jpg")).rejects.toThrow(
      "bottle.jpg is not an image (its bytes are no JPEG, PNG or WebP)",
    );
  });

  it("refuses another format", async () => {
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(checkImage(gif, "bottle.jpg")).rejects.toThrow("bottle.jpg is GIF; a photo must be a JPEG, PNG or WebP");
  });

  it("refuses an image too small or too large", async () => {
    await expect(checkImage(await jpeg(600, 399), "small.jpg")).rejects.toThrow(
      "small.jpg is 600x399 px: too small (the shortest side must be at least 400 px)",
    );
    await expect(checkImage(await jpeg(8001, 400), "wide.jpg")).rejects.toThrow(
      "wide.jpg is 8001x400 px: too large (at most 8000 px a side)",
    );
  });

  it("refuses a truncated file", async () => {
    const whole = await jpeg(600, 800);
    await expect(checkImage(whole.subarray(0, whole.length / 2), "cut.jpg")).rejects.toThrow(/cut.jpg could not be decoded/);
  });

  it("turns the photo upright and drops its metadata", async () => {
    // Stored 800x600 with "rotate 90° to show": a 600x800 portrait, with a camera's EXIF.
    const tagged = await sharp(await jpeg(800, 600))
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneCam", Copyright: "x" } } })
      .jpeg()
      .toBuffer();
    const checked = await checkImage(tagged, "tagged.jpg");
    expect([checked.width, checked.height, checked.format]).toEqual([600, 800, "jpeg"]);
    const stored = await sharp(checked.bytes).metadata();
    expect([stored.width, stored.height, stored.orientation, stored.exif]).toEqual([600, 800, undefined, undefined]);
  });
});

describe("npm run photo: the content", () => {
  it("stores the photo and writes the photo block, keeping the rest of the file", async () => {
    const before = readFileSync(gin(), "utf8");
    const image = join(dir, "olafsson.jpg");
    writeFileSync(image, await jpeg(900, 1200));
    const result = await addPhoto(
      { pagePath: "/gin/olafsson-gin", image, credit: "Photo: Ólafsson Gin", source: "https://example.com/olafsson" },
      { contentDir: content, added: "2026-11-23" },
    );
    expect(result.photo.file).toMatch(/^olafsson-gin-[0-9a-f]{10}\.jpg$/);
    expect(existsSync(join(content, "photos", result.photo.file))).toBe(true);
    const after = readFileSync(gin(), "utf8");
    expect(parse(after).photo).toEqual({
      file: result.photo.file,
      width: 900,
      height: 1200,
      credit: "Ólafsson Gin",
      source: "https://example.com/olafsson",
      added: "2026-11-23",
    });
    // Only added lines, the block just before `sources`: every old line is still there, in order.
    const oldLines = before.split("\n");
    const newLines = after.split("\n");
    expect(newLines.filter((line) => !oldLines.includes(line))).toEqual([
      "photo:",
      `  file: ${result.photo.file}`,
      "  width: 900",
      "  height: 1200",
      "  credit: Ólafsson Gin",
      "  source: https://example.com/olafsson",
      "  added: 2026-11-23",
    ]);
    expect(newLines.filter((line) => oldLines.includes(line))).toEqual(oldLines);
    expect(newLines[newLines.indexOf("photo:") + 7]).toBe("sources:");
    expect(loadCatalogue(content).ginRecords.find((g) => g.slug === "olafsson-gin")?.photo?.width).toBe(900);
  });

  it("replacing a photo removes the old file", async () => {
    const first = join(dir, "a.jpg");
    const second = join(dir, "b.png");
    writeFileSync(first, await jpeg(900, 1200));
    writeFileSync(
      second,
      await sharp(await jpeg(500, 700))
        .png()
        .toBuffer(),
    );
    const a = await addPhoto(
      { pagePath: "/all-distillery/eimverk-distillery", image: first, credit: "A", source: "own" },
      { contentDir: content },
    );
    const b = await addPhoto(
      { pagePath: "/all-distillery/eimverk-distillery", image: second, credit: "B", source: "own" },
      { contentDir: content },
    );
    expect(b.replaced).toBe(a.photo.file);
    expect(readdirSync(join(content, "photos"))).toEqual([b.photo.file]);
    expect(b.photo.file).toMatch(/\.png$/);
    expect(parse(readFileSync(join(content, "distilleries/eimverk-distillery.yaml"), "utf8")).photo.credit).toBe("B");
  });

  it("asks a photo from a file for its credit and its source, and changes nothing", async () => {
    const image = join(dir, "a.jpg");
    writeFileSync(image, await jpeg(900, 1200));
    const before = readFileSync(gin(), "utf8");
    await expect(addPhoto({ pagePath: "/gin/olafsson-gin", image, credit: "X" }, { contentDir: content })).rejects.toThrow(
      '--source is needed for a photo from a file: the address of the page it came from, or "own" when you took it',
    );
    await expect(addPhoto({ pagePath: "/gin/olafsson-gin", image, source: "own" }, { contentDir: content })).rejects.toThrow(
      "--credit is needed for a photo from a file",
    );
    await expect(
      addPhoto({ pagePath: "/gin/olafsson-gin", image, credit: "X", source: "ftp://x/y" }, { contentDir: content }),
    ).rejects.toThrow('--source "ftp://x/y" must be an http(s) address, or "own" for your own photo');
    await expect(
      addPhoto(
        { pagePath: "/gin/olafsson-gin", image: join(dir, "none.jpg"), credit: "X", source: "own" },
        { contentDir: content },
      ),
    ).rejects.toThrow(/none\.jpg: no such file/);
    expect(readFileSync(gin(), "utf8")).toBe(before);
    expect(existsSync(join(content, "photos"))).toBe(false);
  });
});

describe("npm run photo: from a web address", () => {
  let server: Server;
  let origin: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp(await jpeg(600, 800))
      .png()
      .toBuffer();
    server = createServer((req, res) => {
      const path = req.url ?? "/";
      if (path === "/bottle.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
      if (path === "/liar.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><p>Sorry</p>");
      if (path === "/moved") return res.writeHead(302, { location: "/bottle.png" }).end();
      if (path === "/loop") return res.writeHead(302, { location: "/loop" }).end();
      if (path === "/to-ftp") return res.writeHead(302, { location: "ftp://127.0.0.1/x.png" }).end();
      if (path === "/huge") {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(1024 * 1024);
        for (let i = 0; i < 16; i++) res.write(chunk);
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("fetches the image, following a redirect; the source is the address and the credit its site", async () => {
    const result = await addPhoto({ pagePath: "/vodka/reyka-vodka", image: `${origin}/moved` }, { contentDir: content });
    expect(result.photo).toMatchObject({ width: 600, height: 800, credit: "127.0.0.1", source: `${origin}/moved` });
    expect(result.photo.file).toMatch(/^reyka-vodka-[0-9a-f]{10}\.png$/);
  });

  it("refuses HTML sent as image/jpeg, a redirect loop, a non-http redirect, a 404 and a body over the cap", async () => {
    const add = (path: string) =>
      addPhoto({ pagePath: "/vodka/reyka-vodka", image: `${origin}${path}` }, { contentDir: content });
    await expect(add("/liar.jpg")).rejects.toThrow(`${origin}/liar.jpg is not an image`);
    await expect(fetchImage(`${origin}/loop`)).rejects.toThrow(`more than ${LIMITS.maxRedirects} redirects`);
    await expect(fetchImage(`${origin}/to-ftp`)).rejects.toThrow(
      "ftp://127.0.0.1/x.png: only http and https addresses are fetched",
    );
    await expect(fetchImage(`${origin}/gone`)).rejects.toThrow(`could not fetch ${origin}/gone: HTTP 404`);
    await expect(fetchImage(`${origin}/huge`)).rejects.toThrow(`${origin}/huge is over 15.0 MB, the limit`);
    expect(existsSync(join(content, "photos"))).toBe(false);
  });
});

describe("photo versions (the build step)", () => {
  it("makes AVIF and WebP in the widths the photo covers, then takes them from the cache; removes stale ones", async () => {
    const image = join(dir, "a.jpg");
    writeFileSync(image, await jpeg(1000, 1400));
    const { photo } = await addPhoto(
      { pagePath: "/gin/olafsson-gin", image, credit: "X", source: "own" },
      { contentDir: content },
    );
    const outDir = join(dir, "public-photos");
    const cacheDir = join(dir, "cache");
    mkdirSync(outDir);
    writeFileSync(join(outDir, "old-gin-0000000000-240.avif"), "stale");
    const base = photo.file.replace(/\.jpg$/, "");
    const first = await writePhotoVariants({ contentDir: content, outDir, cacheDir });
    expect(first.files).toEqual([240, 480, 800, 1000].flatMap((w) => [`${base}-${w}.avif`, `${base}-${w}.webp`]).sort());
    expect([first.made, first.cached]).toEqual([8, 0]);
    expect(readdirSync(outDir).sort()).toEqual(first.files);
    const avif = await sharp(join(outDir, `${base}-480.avif`)).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(["heif", 480, 672]);
    const again = await writePhotoVariants({ contentDir: content, outDir, cacheDir });
    expect([again.made, again.cached]).toEqual([0, 8]);
    // eight AVIF/WebP encodes: seconds of CPU on a busy host, not the default five
  }, 120_000);

  it("fails the build when a photo's bytes no longer match its name", async () => {
    const image = join(dir, "a.jpg");
    writeFileSync(image, await jpeg(600, 800));
    const { photo } = await addPhoto(
      { pagePath: "/gin/olafsson-gin", image, credit: "X", source: "own" },
      { contentDir: content },
    );
    writeFileSync(join(content, "photos", photo.file), await jpeg(601, 800));
    await expect(writePhotoVariants({ contentDir: content, outDir: join(dir, "o"), cacheDir: join(dir, "c") })).rejects.toThrow(
      `content/photos/${photo.file} has changed since it was added`,
    );
  });
});
