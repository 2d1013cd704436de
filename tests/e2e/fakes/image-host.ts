/**
 * A fake photo site on loopback: GET /gallery is a page whose <img> tags point at its own
 * /photos/..., and every /photos/... answers a real PNG (made with sharp), so the admin's grid
 * shows decoded images and a test can count what was fetched. Listens on a free port.
 */
import type { AddressInfo, Server } from "node:net";
import sharp from "sharp";
import { sendJson, startFake } from "./http";

export const GALLERY_PHOTOS = ["olafsson-gin-bottle.png", "olafsson-$(id)$HOME-gin-bottle.png"] as const;

export interface ImageHost {
  server: Server;
  origin: string;
  galleryUrl: string;
  /** the gallery's HTML, as a scraper would receive it */
  galleryHtml: string;
  /** paths of the photos served so far */
  served: string[];
}

export async function startImageHost(): Promise<ImageHost> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 24, g: 86, b: 130 } } })
    .png()
    .toBuffer();
  const served: string[] = [];
  const host = { served } as ImageHost;
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
  host.origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  host.galleryUrl = `${host.origin}/gallery`;
  host.galleryHtml = GALLERY_PHOTOS.map((name) => `<img src="${host.origin}/photos/${name}">`).join("\n");
  return host;
}
