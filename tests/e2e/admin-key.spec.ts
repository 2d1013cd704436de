/**
 * The operator's scraping key: kept for later visits, forgotten on request, and out of reach of
 * the public pages' code (only the admin route's code reads it) and of every request but the
 * scraping service's.
 */
import type { Request } from "@playwright/test";
import { expect, test, waitForQuiet, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import type { RecordedScrape } from "./fakes/firecrawl";
import { prerenderPaths } from "../../app/lib/routing/prerender-paths";

/** Where the admin page keeps the key (the name keys saved by earlier versions have too). */
const KEY_NAME = "firecrawl_api_key";
const FIRECRAWL = `http://127.0.0.1:${FAKE_PORTS.firecrawl}`;
/** The fake scraping service's pages show images on real hosts: never fetched from a test. */
const SCRAPED_IMAGES = /^https:\/\/example\.is\//;
const scrapes = async (page: Page): Promise<RecordedScrape[]> => (await page.request.get(`${FIRECRAWL}/__requests`)).json();

/** Every value either storage holds, as `storage:name=value`. */
const storedEntries = (page: Page) =>
  page.evaluate(() =>
    (["localStorage", "sessionStorage"] as const).flatMap((name) =>
      Object.entries(window[name]).map(([key, value]) => `${name}:${key}=${value}`),
    ),
  );

test.describe("Forget key", () => {
  test("a saved key is used on the next visit until Forget key removes it from the browser and both tabs", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
    await page.route(SCRAPED_IMAGES, (route) => route.abort());
    await page.goto("/admin");
    const forget = page.getByRole("button", { name: "Forget key" });
    await expect(page.getByLabel("Firecrawl API key")).toBeVisible();
    await expect(forget).toHaveCount(0);

    await page.getByLabel("Firecrawl API key").fill("fc-good");
    await page.getByRole("button", { name: "Save Key" }).click();
    await expect(page.getByText("API key saved successfully")).toBeVisible();
    await expect(forget).toBeVisible();

    // A later visit: Product Images scrapes with the stored key; the Social tab stays shut.
    await page.reload();
    await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);
    await expect(forget).toBeVisible();
    await page.getByLabel("Or Enter Custom URL").fill("https://example.is/gallery");
    await page.getByRole("button", { name: "Scrape Product Images" }).click();
    await expect(page.getByText("Found 1 product images")).toBeVisible();
    // The fake is shared by the workers: another test's scrape may come after this one, so it is found by its address.
    expect((await scrapes(page)).filter((scrape) => scrape.body.url === "https://example.is/gallery").at(-1)).toMatchObject({
      authorization: "Bearer fc-good",
    });
    // The Social tab does not read a stored key: it opens once a key is saved in this visit.
    await expect(page.getByRole("tab", { name: "Social Media" })).toBeDisabled();
    await forget.click();
    await page.getByLabel("Firecrawl API key").fill("fc-good");
    await page.getByRole("button", { name: "Save Key" }).click();
    await page.getByRole("tab", { name: "Social Media" }).click();
    await expect(forget).toBeVisible();
    await forget.click();
    await expect(page.getByRole("button", { name: "Save API Key" })).toBeVisible();
    await page.getByLabel("Firecrawl API key").fill("fc-untested");
    await page.getByRole("button", { name: "Save API Key" }).click();
    await expect(page.getByRole("button", { name: "Save API Key" })).toHaveCount(0);

    await forget.click();
    await expect(page.getByText("API key forgotten")).toBeVisible();
    await expect(forget).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save API Key" })).toBeVisible();
    await page.getByRole("button", { name: "Start Scraping All" }).click();
    await expect(page.getByText("Please set your API key first")).toBeVisible();
    await page.getByRole("tab", { name: "Product Images" }).click();
    await expect(page.getByRole("button", { name: "Save Key" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Scrape Product Images" })).toBeDisabled();
    const leftovers = (await storedEntries(page)).filter(
      (entry) => /fc-good|fc-untested/.test(entry) || entry.includes(KEY_NAME),
    );
    expect(leftovers).toEqual([]);

    // And on the next visit too.
    await page.reload();
    await expect(page.getByRole("button", { name: "Save Key" })).toBeVisible();
    await expect(forget).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Social Media" })).toBeDisabled();
    expect((await storedEntries(page)).filter((entry) => /fc-good|fc-untested/.test(entry))).toEqual([]);
  });

  test("a key saved untested on the Social tab can be forgotten from there", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Firecrawl API key").fill("fc-good");
    await page.getByRole("button", { name: "Save Key" }).click();
    await page.getByRole("tab", { name: "Social Media" }).click();
    const forget = page.getByRole("button", { name: "Forget key" });
    await forget.click();
    await page.getByLabel("Firecrawl API key").fill("fc-untested");
    await page.getByRole("button", { name: "Save API Key" }).click();
    await expect(forget).toBeVisible();
    await forget.click();
    await expect(page.getByRole("button", { name: "Save API Key" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Save Key" })).toBeVisible();
    expect((await storedEntries(page)).filter((entry) => entry.includes("fc-untested"))).toEqual([]);
  });
});

/**
 * Before any page script: the key is stored as the admin page stores it, then every way of reading
 * it by name or finding it by enumerating storage is recorded (getItem, key(), length,
 * Object.keys/for-in/spread and named property access on either storage).
 */
function watchKeyReads({ keyName, keyValue }: { keyName: string; keyValue: string }) {
  localStorage.setItem(keyName, keyValue);
  sessionStorage.setItem(keyName, keyValue);
  const report = (how: string) =>
    (window as unknown as { __recordKeyRead: (read: string) => void }).__recordKeyRead(
      `${how} at ${location.pathname}: ${(new Error().stack ?? "").split("\n").slice(2, 4).join(" / ")}`,
    );
  const proto = Storage.prototype;
  const getItem = proto.getItem;
  proto.getItem = function (this: Storage, name: string) {
    if (String(name) === keyName) report("getItem");
    return getItem.call(this, name);
  };
  const key = proto.key;
  proto.key = function (this: Storage, index: number) {
    const name = key.call(this, index);
    if (name === keyName) report("key()");
    return name;
  };
  const length = Object.getOwnPropertyDescriptor(proto, "length")!;
  Object.defineProperty(proto, "length", {
    ...length,
    get(this: Storage) {
      report("length");
      return length.get!.call(this);
    },
  });
  for (const storageName of ["localStorage", "sessionStorage"] as const) {
    const storage = window[storageName];
    const watched = new Proxy(storage, {
      get(target, property) {
        if (property === keyName) report(`${storageName}.${keyName}`);
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
      set: (target, property, value) => Reflect.set(target, property, value, target),
      has(target, property) {
        if (property === keyName) report(`"${keyName}" in ${storageName}`);
        return Reflect.has(target, property);
      },
      ownKeys(target) {
        report(`enumerating ${storageName}`);
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, property) {
        if (property === keyName) report(`descriptor of ${storageName}.${keyName}`);
        return Reflect.getOwnPropertyDescriptor(target, property);
      },
    });
    Object.defineProperty(window, storageName, { get: () => watched, configurable: true });
  }
}

/** The requests whose address, headers or body hold the value. */
async function carrying(requests: Request[], value: string): Promise<string[]> {
  const found: string[] = [];
  for (const request of requests) {
    const headers = Object.entries(await request.allHeaders()).map(([name, text]) => `${name}: ${text}`);
    const sent = [request.url(), ...headers, request.postDataBuffer()?.toString("latin1") ?? ""];
    if (sent.some((part) => part.includes(value))) found.push(`${request.method()} ${request.url()}`);
  }
  return found;
}

/** The scripts among the requests whose code names the key's storage. */
async function scriptsNamingKey(page: Page, requests: Request[]): Promise<string[]> {
  const scripts = new Set(requests.filter((request) => request.resourceType() === "script").map((request) => request.url()));
  const found: string[] = [];
  for (const url of scripts) if ((await (await page.request.get(url)).text()).includes(KEY_NAME)) found.push(url);
  return found;
}

/**
 * Load a page, let its lazy parts arrive, scroll to its end (what comes into view loads too). Quiet
 * is waited for by counting requests (fixtures' waitForQuiet), not networkidle's half second of
 * silence twice a page.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await waitForQuiet(page);
}

const KEY_VALUE = "fc-public-page-canary-7f3a";
/**
 * One page of each kind: every page under a first segment ("/gin/…", "/blog/…") runs the same route
 * module and its scripts, so one of them stands for the rest; pages of one segment are all kept
 * (several routes live at that depth). The crawl in site-sweep.spec.ts still loads every page.
 */
const publicPages = [
  ...new Map(
    prerenderPaths()
      .filter((path) => path !== "/admin")
      .map((path) => [path.split("/").length > 2 ? path.split("/")[1]! : path, path]),
  ).values(),
  "/no-such-page",
];
const GROUPS = 2;

test.describe("the key stays on the admin page", () => {
  // Pages are loaded in a few groups (the two workers share them); each group's pages one by one.
  for (let group = 0; group < GROUPS; group++) {
    const paths = publicPages.filter((_, index) => index % GROUPS === group);
    test(`public pages ${group + 1}/${GROUPS} (${paths.length}) read no key, load no code naming it, send it nowhere`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const reads: string[] = [];
      const requests: Request[] = [];
      await page.exposeFunction("__recordKeyRead", (read: string) => reads.push(read));
      await page.addInitScript(watchKeyReads, { keyName: KEY_NAME, keyValue: KEY_VALUE });
      page.on("request", (request) => requests.push(request));
      for (const path of paths) await visit(page, path);
      expect(requests.filter((request) => request.resourceType() === "script").length).toBeGreaterThan(5);
      // Soft: a failure reports all three findings.
      expect.soft(reads, "reads of the key").toEqual([]);
      expect.soft(await scriptsNamingKey(page, requests), "scripts naming the key's storage").toEqual([]);
      expect.soft(await carrying(requests, KEY_VALUE), "requests carrying the key").toEqual([]);
    });
  }

  // The instruments can fail: on the admin page they see the read, the code and the request.
  test("the same checks see the admin page read the key, load the code naming it and send it to the scraping service", async ({
    page,
  }) => {
    const reads: string[] = [];
    const requests: Request[] = [];
    await page.exposeFunction("__recordKeyRead", (read: string) => reads.push(read));
    await page.addInitScript(watchKeyReads, { keyName: KEY_NAME, keyValue: "fc-good" });
    page.on("request", (request) => requests.push(request));
    await page.route(SCRAPED_IMAGES, (route) => route.abort());
    await visit(page, "/admin");
    await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);
    expect(reads.some((read) => read.startsWith("getItem at /admin"))).toBe(true);
    expect(await scriptsNamingKey(page, requests)).toEqual([expect.stringMatching(/\/assets\/admin-[\w-]+\.js$/)]);
    await page.getByLabel("Or Enter Custom URL").fill("https://example.is/gallery");
    await page.getByRole("button", { name: "Scrape Product Images" }).click();
    await expect(page.getByText("Found 1 product images")).toBeVisible();
    expect(await carrying(requests, "fc-good")).toEqual([`POST ${FIRECRAWL}/v1/scrape`]);
  });
});
