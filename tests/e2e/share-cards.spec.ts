import { expect, test } from "./fixtures";
import { prerenderPaths } from "../../app/lib/routing/prerender-paths";

const SITE_URL = "https://ginsoficeland.com";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

/** What X, Facebook and LinkedIn fetch for a shared page: a 1200x630 raster card the server answers. */
test.describe("share cards", () => {
  for (const path of prerenderPaths()) {
    test(`${path} names its 1200x630 PNG card, and the server answers it`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const image = metaContent(html, "og:image");
      expect(image, "og:image").toMatch(new RegExp(`^${SITE_URL}/share/.+\\.png$`));
      expect(metaContent(html, "twitter:image")).toBe(image);
      expect(metaContent(html, "og:image:width")).toBe("1200");
      expect(metaContent(html, "og:image:height")).toBe("630");
      expect(metaContent(html, "og:image:type")).toBe("image/png");
      expect(metaContent(html, "og:image:alt")?.trim().length, "og:image:alt").toBeGreaterThan(3);

      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
      const body = await response.body();
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(body.subarray(12, 16).toString("latin1")).toBe("IHDR");
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test("the Organization logo is a PNG of at least 512x512 the server answers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const organization = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, body]) => JSON.parse(body!))
      .find((data) => data["@type"] === "Organization");
    const logo = await request.get(new URL(organization.logo.url).pathname);
    expect(logo.headers()["content-type"]).toBe("image/png");
    const body = await logo.body();
    expect(body.readUInt32BE(16)).toBeGreaterThanOrEqual(512);
    expect(body.readUInt32BE(20)).toBeGreaterThanOrEqual(512);
  });
});
