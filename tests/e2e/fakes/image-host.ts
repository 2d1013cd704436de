/**
 * A fake photo site: GET /gallery is a page whose <img> tags point at its own /photos/..., and
 * every /photos/... answers a real PNG (made with sharp), so the admin's grid shows decoded images
 * and a test can count what was fetched. It listens on loopback (a free port), over http; pages see
 * it under an https address (`origin`, a reserved name that never resolves) because the admin
 * page, like the web it scrapes, shows https images only: `serveTo(page)` answers that address
 * from the loopback server.
 */
import type { AddressInfo, Server } from "node:net";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { sendJson, startFake } from "./http";

export const GALLERY_PHOTOS = ["olafsson-gin-bottle.png", "olafsson-$(id)$HOME-gin-bottle.png"] as const;
const PUBLIC_ORIGIN = "https://photos.example";

export interface ImageHost {
  server: Server;
  /** the photo site's address as pages and the scraper see it */
  origin: string;
  galleryUrl: string;
  /** the gallery's HTML, as a scraper would receive it */
  galleryHtml: string;
  /** paths of the photos served so far */
  served: string[];
  /** lets the page reach `origin`: its requests are answered by the loopback server */
  serveTo: (page: Page) => Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 24, g: 86, b: 130 } } })
    .png()
    .toBuffer();
  const served: string[] = [];
  const host = { served, origin: PUBLIC_ORIGIN, galleryUrl: `${PUBLIC_ORIGIN}/gallery` } as ImageHost;
  host.galleryHtml = GALLERY_PHOTOS.map((name) => `<img src="${PUBLIC_ORIGIN}/photos/${name}">`).join("\n");
  host.server = await startFake(0, (req, res, url) => {
    if (url.pathname === "/gallery") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(host.galleryHtml);
    }
    if (url.pathname.startsWith("/photos/")) {
      served.push(decodeURIComponent(url.pathname));
      res.writeHead(200, { "Content-Type": "image/png", "Content-Length": png.length, "Access-Control-Allow-Origin": "*" });
      return res.end(png);
    }
    return sendJson(res, 404, { error: "Not found" });
  });
  const loopback = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  host.serveTo = async (page) => {
    await page.route(`${PUBLIC_ORIGIN}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({ response: await page.request.get(`${loopback}${pathname}${search}`) });
    });
  };
  return host;
}
