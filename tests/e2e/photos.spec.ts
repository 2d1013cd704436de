import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { e2eBuildEnv, PHOTOS_COPY_PORT } from "./env";
import { expect, test, type Page } from "./fixtures";
import { copyProject, npmIn, serveBuild } from "./project-copy";

/**
 * Publishing photos end to end, as the operator does it: on a copy of the project (its files as they are, not the ignored ones),
 * `npm run photo` for Ólafsson Gin from a file and for Glacier Gin and a distillery from addresses
 * on a fake photo site, then `npm run build` and the production server. One build: slow, so the
 * tests share it (tag @photos-build selects or skips them; CI runs them with the rest).
 */
const PORT = PHOTOS_COPY_PORT;
const SITE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: SITE });

let work: string;
let npm: ReturnType<typeof npmIn>;
let server: ChildProcess | undefined;
let host: Server;
let origin: string;

/** A bottle-shaped picture, so a screenshot shows something like a photo. */
const bottleJpeg = (width: number, height: number, colour: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="#e8eef2"/>
        <rect x="${width * 0.3}" y="${height * 0.25}" width="${width * 0.4}" height="${height * 0.7}" rx="40" fill="${colour}"/>
        <rect x="${width * 0.44}" y="${height * 0.06}" width="${width * 0.12}" height="${height * 0.22}" fill="${colour}"/>
        <rect x="${width * 0.34}" y="${height * 0.5}" width="${width * 0.32}" height="${height * 0.2}" fill="#f5f1e6"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  work = mkdtempSync(join(tmpdir(), "photos-e2e-"));
  copyProject(work);
  npm = npmIn(work);

  const glacier = await sharp(await bottleJpeg(700, 1000, "#2f6f8f"))
    .png()
    .toBuffer();
  const hall = await bottleJpeg(1600, 900, "#7a5c3a");
  host = createServer((req, res) => {
    if (req.url === "/glacier-gin.png") return res.writeHead(200, { "content-type": "image/png" }).end(glacier);
    if (req.url === "/moved/hall.jpg") return res.writeHead(301, { location: "/hall.jpg" }).end();
    if (req.url === "/hall.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(hall);
    // A host that lies: an HTML page sent as a JPEG.
    if (req.url === "/liar.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><h1>Hi</h1>");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

  writeFileSync(join(work, "olafsson.jpg"), await bottleJpeg(900, 1200, "#1d3b53"));
  const added = [
    await npm([
      "run",
      "photo",
      "--",
      "/gin/olafsson-gin",
      join(work, "olafsson.jpg"),
      "--credit",
      "Photo: Test Studio",
      "--source",
      "own",
    ]),
    await npm(["run", "photo", "--", "/gin/glacier-gin", `${origin}/glacier-gin.png`, "--credit", "Glacier Test Site"]),
    await npm(["run", "photo", "--", "/all-distillery/eimverk-distillery", `${origin}/moved/hall.jpg`]),
  ];
  for (const run of added) expect(run.status, run.stderr).toBe(0);
  const liar = await npm(["run", "photo", "--", "/gin/lundey-gin", `${origin}/liar.jpg`]);
  expect(liar.status).not.toBe(0);
  expect(liar.stderr).toContain(`npm run photo: ${origin}/liar.jpg is not an image`);

  const started = Date.now();
  const build = await npm(["run", "build"], { ...e2eBuildEnv, BUILD_DIRECTORY: "build" });
  expect(build.status, build.stderr.slice(-3000)).toBe(0);
  console.log(`photos.spec: build with three photos took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(build.stdout).toMatch(/photos: 3 photo\(s\), \d+ versions/);

  server = await serveBuild(work, PORT);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  host?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The main picture of a bottle's page (its detail image). */
const detailPicture = (page: Page, name: string) =>
  page
    .locator("picture")
    .filter({ has: page.getByRole("img", { name: `Bottle of ${name}`, exact: true }) })
    .first();

test.describe("photos added with npm run photo", { tag: "@photos-build" }, () => {
  test("a bottle's page shows its photo as a responsive picture the server sends as AVIF or WebP", async ({ page }) => {
    const photos: { url: string; type: string; cache: string }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/photos/"))
        photos.push({
          url: response.url(),
          type: response.headers()["content-type"] ?? "",
          cache: response.headers()["cache-control"] ?? "",
        });
    });
    await page.goto("/gin/olafsson-gin");
    const picture = detailPicture(page, "Ólafsson Gin");
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /^\/photos\/olafsson-gin-[0-9a-f]{10}-240\.avif 240w, .*-480\.avif 480w, .*-800\.avif 800w, .*-900\.avif 900w$/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-480\.webp 480w/);
    await expect(picture.locator("source").first()).toHaveAttribute("sizes", "(min-width: 640px) 300px, 168px");
    const img = picture.getByRole("img");
    await expect(img).toHaveAttribute("width", "900");
    await expect(img).toHaveAttribute("height", "1200");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).not.toHaveAttribute("loading", "lazy");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      /\/photos\/olafsson-gin-[0-9a-f]{10}-\d+\.(avif|webp)$/,
    );
    // Its box is the artwork's: nothing moves when the photo arrives.
    expect(await img.boundingBox()).toMatchObject({ width: 300, height: 400 });
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo.type).toMatch(/^image\/(avif|webp)$/);
      expect(photo.cache).toBe("public, max-age=31536000, immutable");
    }
    // The credit: under the photo and in Sources (the operator's own photo has no outside page).
    await expect(page.getByRole("figure").getByText("Photo: Test Studio", { exact: true })).toBeVisible();
    await expect(page.locator("#source-photo")).toHaveText(/^Photo: Test Studio, our own photo, added \w+ \d{1,2}, \d{4}$/);
  });

  test("a bottle with a photo gives it to structured data and to its share card", async ({ request }) => {
    const html = await (await request.get("/gin/olafsson-gin")).text();
    const product = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map(([, json]) => JSON.parse(json!) as { "@type"?: string; image?: string })
      .find((data) => data["@type"] === "Product");
    expect(product?.image).toMatch(/\/photos\/olafsson-gin-[0-9a-f]{10}-900\.webp$/);
    const card = await request.get("/share/gin/olafsson-gin.png");
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toContain("image/png");
  });

  test("a list page shows every photographed gin's photo, one version each (bytes reported in the closing note)", async ({
    page,
  }) => {
    // The gins whose files the copy's `npm run photo` gave a photo.
    const gins = join(work, "content/products/gins");
    const photographed = readdirSync(gins)
      .map((file) => parse(readFileSync(join(gins, file), "utf8")) as { name: string; photo?: unknown })
      .filter((gin) => gin.photo)
      .map((gin) => gin.name);
    expect(photographed.length).toBeGreaterThan(0);
    const images = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "image") return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      images.set(new URL(response.url()).pathname, body.length);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/premium-gins");
    for (const name of photographed) {
      const img = page.getByRole("img", { name: `Bottle of ${name}`, exact: true });
      await img.scrollIntoViewIfNeeded();
      // loaded, and from /photos/: a photo that fails shows a placeholder that also has a width
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc), name).toMatch(
        /\/photos\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.(avif|webp)$/,
      );
    }
    const photos = () => [...images].filter(([path]) => path.startsWith("/photos/"));
    // one version per photo, never the originals
    await expect.poll(() => photos().length).toBe(photographed.length);
    expect(photos().every(([path]) => /-\d+\.(avif|webp)$/.test(path))).toBe(true);
    const total = (list: [string, number][]) => list.reduce((sum, [, bytes]) => sum + bytes, 0);
    test.info().annotations.push({
      type: "bytes",
      description: `390 px /premium-gins, each photographed card in view: ${images.size} images, ${total([...images])} B; photos ${photos().length}, ${total(photos())} B (${photos()
        .map(([p, b]) => `${p.split("/").pop()} ${b}`)
        .join(", ")})`,
    });
    console.log(test.info().annotations.at(-1)!.description);
  });

  test("a photo from the web links its credit to where it came from", async ({ page }) => {
    await page.goto("/gin/glacier-gin");
    await expect(detailPicture(page, "Glacier Gin").locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/photos\/glacier-gin-/,
    );
    const caption = page.getByRole("figure").getByRole("link", { name: /^Photo: Glacier Test Site/ });
    await expect(caption).toHaveAttribute("href", `${origin}/glacier-gin.png`);
    await expect(page.locator("#source-photo").getByRole("link", { name: /^Photo: Glacier Test Site/ })).toHaveAttribute(
      "href",
      `${origin}/glacier-gin.png`,
    );
  });

  test("the list's first card loads its photo eagerly, the later ones lazily; a bottle without a photo keeps its artwork", async ({
    page,
  }) => {
    await page.goto("/premium-gins");
    const first = page.getByRole("img", { name: "Bottle of Ólafsson Gin", exact: true });
    await expect(first.locator("xpath=..")).toHaveJSProperty("tagName", "PICTURE");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first.locator("xpath=../source[1]")).toHaveAttribute("sizes", "(min-width: 640px) 180px, 84px");
    const later = page.getByRole("img", { name: "Bottle of Glacier Gin", exact: true });
    await expect(later.locator("xpath=..")).toHaveJSProperty("tagName", "PICTURE");
    await expect(later).toHaveAttribute("loading", "lazy");
    await expect(later).not.toHaveAttribute("fetchpriority");
    const artwork = page.getByRole("img", { name: "Illustration of a bottle of Lundey Gin", exact: true });
    await expect(artwork).toHaveAttribute("src", "/images/bottles/lundey-gin.svg");
    await expect(artwork.locator("xpath=..")).not.toHaveJSProperty("tagName", "PICTURE");
  });

  for (const width of [390, 1280])
    test(`at ${width}px a photo has no Illustration caption; a drawing beside it has one`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await page.goto("/premium-gins");
      const photographed = page.locator('article[data-card="olafsson-gin"]');
      await expect(photographed.getByRole("img", { name: "Bottle of Ólafsson Gin", exact: true })).toBeVisible();
      await expect(photographed.getByText("Illustration", { exact: true })).toHaveCount(0);
      const drawn = page.locator('article[data-card="lundey-gin"]');
      await drawn.scrollIntoViewIfNeeded();
      await expect(drawn.getByText("Illustration", { exact: true })).toBeVisible();

      await page.goto("/gin/olafsson-gin");
      const figure = page.getByRole("figure").first();
      await expect(figure.getByText("Photo: Test Studio", { exact: true })).toBeVisible();
      await expect(figure.getByText("Illustration", { exact: true })).toHaveCount(0);

      // The comparison shows the same photo, not the drawing under an "Illustration" caption.
      await page.goto("/compare?items=olafsson-gin,lundey-gin");
      const table = page.getByRole("table", { name: "Bottles compared side by side" });
      const photo = table.getByRole("img", { name: "Bottle of Ólafsson Gin", exact: true });
      await expect(photo).toBeVisible();
      await expect(photo.locator("xpath=..")).toHaveJSProperty("tagName", "PICTURE");
      await expect(table.getByRole("img", { name: "Illustration of a bottle of Lundey Gin", exact: true })).toBeVisible();
      await expect(table.getByText("Illustration", { exact: true })).toHaveCount(1);
    });

  test("a distillery's photo heads its profile, credited", async ({ page }) => {
    await page.goto("/all-distillery/eimverk-distillery");
    const hero = page.locator("section picture").first();
    await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      /eimverk-distillery-[0-9a-f]{10}-1200\.webp 1200w$/,
    );
    await expect(hero.locator("img")).toHaveAttribute("width", "1600");
    await expect(page.locator("#source-photo").getByRole("link", { name: /^Photo: 127\.0\.0\.1/ })).toHaveAttribute(
      "href",
      `${origin}/moved/hall.jpg`,
    );
  });

  test("when every photo fails, the pages show the named placeholder, not a broken image", async ({ page }) => {
    await page.route("**/photos/**", (route) => route.abort());
    for (const [path, name] of [
      ["/gin/olafsson-gin", "Bottle of Ólafsson Gin"],
      ["/premium-gins", "Bottle of Ólafsson Gin"],
    ] as const) {
      await page.goto(path);
      const img = page.getByRole("img", { name, exact: true }).first();
      await expect(img).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      await expect(img.locator("xpath=../source")).toHaveCount(0);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  // Screenshots for a reviewer, in the test's output folder: SHOTS=1 npx playwright test tests/e2e/photos.spec.ts
  test("screenshots", async ({ page }) => {
    test.skip(!process.env.SHOTS, "SHOTS not set");
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, path] of [
        ["detail", "/gin/olafsson-gin"],
        ["list", "/premium-gins"],
        ["distillery", "/all-distillery/eimverk-distillery"],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        if (name === "list") await page.getByRole("img", { name: "Bottle of Ólafsson Gin" }).scrollIntoViewIfNeeded();
        else await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
      }
      await page.goto("/gin/olafsson-gin");
      await page.locator("#source-photo").scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`detail-sources-${width}.png`) });
    }
  });
});
