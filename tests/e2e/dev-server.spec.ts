import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { getGin } from "../../content/index";
import { DEV_SERVER_PORT } from "./env";
import { expect, test, type Page } from "./fixtures";
import { packageBin } from "./package-bin";

/**
 * `npm run dev` (the Vite dev server) answers the files the build pre-renders from the same
 * resource routes, so search and compare work there too. This test file starts its own dev server.
 */
const DEV_PORT = DEV_SERVER_PORT;
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
const root = fileURLToPath(new URL("../..", import.meta.url));

test.describe.configure({ mode: "serial" });
test.use({ baseURL: DEV_URL });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn(
    process.execPath,
    [packageBin("@react-router/dev", "react-router"), "dev", "--host", "127.0.0.1", "--port", String(DEV_PORT), "--strictPort"],
    {
      cwd: root,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "development" },
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${DEV_URL}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 80_000, intervals: [500] },
    )
    .toBe(200);
});

/** The dev server compiles each module on first request: hydration can take longer than on the build. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 45_000 });
}

test.afterAll(() => {
  // The dev server and the processes it started form one group.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

const files = [
  { path: "/sitemap.xml", type: "application/xml", entry: "<loc>https://ginsoficeland.com/gin/lundey-gin</loc>" },
  { path: "/robots.txt", type: "text/plain", entry: "Sitemap: https://ginsoficeland.com/sitemap.xml" },
  { path: "/data/catalogue.json", type: "application/json", entry: '"slug": "lundey-gin"' },
  { path: "/data/catalogue.csv", type: "text/csv", entry: "\nlundey-gin,Lundey Gin," },
  { path: "/data/search-index.json", type: "application/json", entry: '"title":"Lundey Gin"' },
  { path: "/data/products.json", type: "application/json", entry: '"slug":"lundey-gin"' },
];

test("each file the build writes is answered by the dev server, not the app shell", async ({ request }) => {
  for (const { path, type, entry } of files) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
    const body = await response.text();
    expect(body, path).toContain(entry);
    expect(body, path).not.toContain("<html");
  }
});

test("the dev server makes a page's share card on request", async ({ request }) => {
  test.setTimeout(90_000);
  const response = await request.get("/share/gin/olafsson-gin.png", { timeout: 80_000 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the header search finds a bottle", async ({ page }) => {
  test.setTimeout(90_000);
  await openHydrated(page, "/");
  const box = page.getByRole("combobox", { name: "Search bottles, distilleries and articles" });
  const firstOption = page.getByRole("listbox", { name: "Search results" }).getByRole("option").first();
  // On its first request the dev server may still compile the search code, or re-bundle a
  // dependency and reload the page under the test: type again until the results come.
  await expect(async () => {
    await box.fill("");
    await box.fill("lundey");
    await expect(firstOption).toContainText("Lundey Gin", { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
});

test("a compare address shows both bottles", async ({ page }) => {
  test.setTimeout(90_000);
  const slugs = ["lundey-gin", "olafsson-gin"];
  await openHydrated(page, `/compare?items=${slugs.join(",")}`);
  for (const slug of slugs)
    await expect(page.getByRole("columnheader", { name: getGin(slug)!.name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("columnheader")).toHaveCount(2);
});
