import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listAllProducts, listBlogPosts, listDistilleries, listWhiskies } from "../content/index";
import { pageMeta } from "../app/lib/routing/seo";
import { TITLE_HEIGHT_LIMIT, layoutTitle, renderCard, textWidthLimit } from "./share-card-draw";
import { cardKey, dataPathOf, writeShareCards } from "./share-cards";

const options = { siteName: "The Gins of Iceland", siteUrl: "https://ginsoficeland.com" };

describe("share card titles", () => {
  const titles = [...listAllProducts(), ...listWhiskies(), ...listDistilleries()]
    .map((record) => record.name)
    .concat(listBlogPosts().map((post) => post.title));
  const longest = titles.reduce((a, b) => (b.length > a.length ? b : a));

  it("fit beside the image for the longest name in the catalogue, whole", () => {
    expect(longest.length).toBeGreaterThan(40);
    const layout = layoutTitle(longest, textWidthLimit(true));
    expect(layout.width).toBeLessThanOrEqual(textWidthLimit(true));
    expect(layout.height).toBeLessThanOrEqual(TITLE_HEIGHT_LIMIT);
    expect(layout.lines.join(" ")).toBe(longest);
  });

  it("fit for every name, and a name too long for the card is cut, never overflowing", () => {
    for (const title of titles) expect(layoutTitle(title, textWidthLimit(true)).width).toBeLessThanOrEqual(textWidthLimit(true));
    const absurd = `${"Brennivín ".repeat(40)}Supercalifragilisticexpialidociousbrennivínstöðvarinnar`;
    const layout = layoutTitle(absurd, textWidthLimit(true));
    expect(layout.width).toBeLessThanOrEqual(textWidthLimit(true));
    expect(layout.height).toBeLessThanOrEqual(TITLE_HEIGHT_LIMIT);
    expect(layout.lines.at(-1)).toMatch(/…$/);
  });
});

describe("share card cache key", () => {
  const input = {
    title: "Ólafsson Gin",
    eyebrow: "gin",
    subtitle: "by Eyland Spirits",
    image: "/images/bottles/olafsson-gin.svg",
  };
  const artwork = Buffer.from("<svg>one</svg>");

  it("changes when the name, the artwork or the site changes, and only then", () => {
    const key = cardKey(input, artwork, options);
    expect(cardKey({ ...input }, Buffer.from(artwork), { ...options })).toBe(key);
    expect(cardKey({ ...input, title: "Ólafsson Gin 2" }, artwork, options)).not.toBe(key);
    expect(cardKey(input, Buffer.from("<svg>two</svg>"), options)).not.toBe(key);
    expect(cardKey(input, artwork, { ...options, siteUrl: "https://example.org" })).not.toBe(key);
  });
});

/** A page's loader data as React Router writes it beside the pre-rendered page (`x.data`): from a one-route app. */
async function encodedLoaderData(pagePath: string, loaderData: unknown): Promise<Buffer> {
  const route = (id: string, path: string, module: object) => ({ id, path, module: { default: () => null, ...module } });
  const build = {
    routes: {
      root: route("root", "", {}),
      "routes/page": { ...route("routes/page", pagePath.slice(1), { loader: () => loaderData }), parentId: "root" },
    },
    entry: { module: { default: () => new Response("") } },
    assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  const response = await createRequestHandler(build, "production")(new Request(`http://localhost${dataPathOf(pagePath)}`));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("share cards of the build", () => {
  it("show what the page's meta says, read from its pre-rendered loader data", { timeout: 60_000 }, async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "share-cards-client-"));
    const cacheDir = mkdtempSync(join(tmpdir(), "share-cards-cache-"));
    const meta = pageMeta({ name: "Contact & Help", description: "Write to us.", path: "/contact" });
    writeFileSync(join(clientDir, "contact.data"), await encodedLoaderData("/contact", { meta, other: "data" }));
    // the app shell has no data and names no card
    expect(await writeShareCards(clientDir, ["/contact", "/__spa-fallback.html"], options, cacheDir)).toEqual({
      made: 1,
      cached: 0,
    });
    const png = readFileSync(join(clientDir, "share", "contact.png"));
    // the card made is the one whose input is the og:title's words (its cache file is named by its input)
    const ogTitle = meta.find((tag) => "property" in tag && tag.property === "og:title");
    expect(ogTitle).toEqual({ property: "og:title", content: "Contact & Help - The Gins of Iceland" });
    const key = cardKey({ title: "Contact & Help" }, undefined, options);
    expect(readdirSync(cacheDir)).toEqual([`${key}.png`]);
    expect(readFileSync(join(cacheDir, `${key}.png`)).equals(png)).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(1200);
  });

  it("stop the build when a page has no loader data beside it", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "share-cards-client-"));
    mkdirSync(join(clientDir, "gin"));
    await expect(writeShareCards(clientDir, ["/gin/x"], options)).rejects.toThrow("/gin/x has no loader data (/gin/x.data)");
    expect(existsSync(join(clientDir, "share"))).toBe(false);
  });
});

describe("share card rendering", () => {
  // Renders in a child process whose fontconfig knows no font at all (a machine with none installed).
  function renderWithFontconfig(fontconfigFile: string | undefined): Buffer {
    const dir = mkdtempSync(join(tmpdir(), "share-card-"));
    const out = join(dir, "card.png");
    const script = join(dir, "render.mts");
    writeFileSync(
      script,
      `import { renderCard } from ${JSON.stringify(join(import.meta.dirname, "share-card-draw.ts"))};
import { writeFileSync } from "node:fs";
const png = await renderCard({ title: "Þórsmörk Ólafsson Gin", eyebrow: "gin", subtitle: "by Eyland Spirits" },
  { siteName: "The Gins of Iceland", siteUrl: "https://ginsoficeland.com", readImage: () => undefined });
writeFileSync(${JSON.stringify(out)}, png);`,
    );
    const env = { ...process.env };
    if (fontconfigFile) env.FONTCONFIG_FILE = fontconfigFile;
    execFileSync(process.execPath, [join(import.meta.dirname, "..", "node_modules", "tsx", "dist", "cli.mjs"), script], {
      env,
      cwd: join(import.meta.dirname, ".."),
    });
    return readFileSync(out);
  }

  it("draws the text in the shipped font with no system fonts, the same as with them", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "no-fonts-"));
    const emptyConfig = join(dir, "fonts.conf");
    writeFileSync(
      emptyConfig,
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><cachedir>${dir}</cachedir></fontconfig>`,
    );
    const withoutFonts = renderWithFontconfig(emptyConfig);
    const withFonts = renderWithFontconfig(undefined);
    expect(withoutFonts.equals(withFonts)).toBe(true);

    const { data, info } = await sharp(withoutFonts).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    // The title's white strokes: many near-white pixels in its band, none in the empty band below the subtitle.
    const white = (x0: number, x1: number, y0: number, y1: number) => {
      let count = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * info.width + x) * info.channels;
          if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230) count++;
        }
      return count;
    };
    expect(white(72, 900, 250, 340)).toBeGreaterThan(3000);
    expect(white(72, 1128, 490, 520)).toBe(0);
  });
});

describe("share card of a bottle drawing", () => {
  it("says Illustration at the foot of the picture; the same picture as a photo says nothing", { timeout: 60_000 }, async () => {
    const drawing = readFileSync(join(import.meta.dirname, "..", "public", "images", "bottles", "lundey-gin.svg"));
    const render = async (image: string) =>
      sharp(await renderCard({ title: "Lundey Gin", eyebrow: "gin", image }, { ...options, readImage: () => drawing }))
        .raw()
        .toBuffer({ resolveWithObject: true });
    // the same bytes: once at the artwork's address, once at a photo's
    const illustrated = await render("/images/bottles/lundey-gin.svg");
    const photographed = await render("/photos/lundey-gin-3f9a1c2b7d-800.svg");
    const { width, channels } = illustrated.info;
    const changed = { foot: 0, elsewhere: 0 };
    for (let i = 0; i < illustrated.data.length; i += channels) {
      if (illustrated.data.subarray(i, i + channels).equals(photographed.data.subarray(i, i + channels))) continue;
      const [x, y] = [(i / channels) % width, Math.floor(i / channels / width)];
      if (x >= 740 && y >= 630 - 60) changed.foot++;
      else changed.elsewhere++;
    }
    expect(changed.foot).toBeGreaterThan(2000);
    expect(changed.elsewhere).toBe(0);
  });
});

describe("site logo", () => {
  it("is a raster image of at least 512x512, named by the Organization JSON-LD", async () => {
    const { organizationJsonLd, SITE_LOGO } = await import("../app/lib/routing/structured-data");
    const data = (organizationJsonLd() as { "script:ld+json": { logo: { url: string; width: number } } })["script:ld+json"];
    expect(data.logo.url).toBe(`https://ginsoficeland.com${SITE_LOGO.path}`);
    const meta = await sharp(join(import.meta.dirname, "..", "public", SITE_LOGO.path)).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([SITE_LOGO.width, SITE_LOGO.height]);
    expect(meta.width).toBeGreaterThanOrEqual(512);
  });
});
