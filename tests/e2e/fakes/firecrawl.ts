/**
 * A fake of the Firecrawl v1 API's single-page scrape (POST /v1/scrape with a Bearer key),
 * answering in the real response shape: { success, data: { markdown, html, metadata } }.
 *   key "fc-bad"                      -> 401 { success: false, error }
 *   "unreachable" URLs, glacierspirits.is -> 500 { success: false, error }
 *   nammi.is pages                    -> a shop page with product uploads, logos and other hosts
 *   flokiwhisky.is (and other sites)  -> a distillery page with photos and social links
 * GET /__requests lists the bodies and Authorization headers received.
 */
import type { Server } from "node:http";
import { readJson, sendJson, startFake } from "./http";

export const shopPage = (url: string) => `
<meta property="og:image" content="https://nammi.is/wp-content/uploads/2024/05/floki-single-malt-product.jpg">
<img src="/wp-content/uploads/2024/05/floki-single-malt-600x600.jpg">
<img src="https://nammi.is/wp-content/uploads/2024/05/floki-single-malt-600x600.jpg">
<img src="https://nammi.is/wp-content/themes/nammi/images/nammi-logo.png">
<img src="https://nammi.is/wp-content/uploads/2024/05/cart-icon.png">
<img src="https://cdn.other-host.com/uploads/product-9.jpg">
<p>${url}</p>`;

export const distilleryPage = `
<img src="https://flokiwhisky.is/media/gallery/distillery-hall.jpg">
<img src="/media/floki-single-malt-bottle.png">
<img src="https://flokiwhisky.is/media/floki-logo.png">
<img src="https://flokiwhisky.is/media/team.gif">
<a href="https://www.instagram.com/flokiwhisky/">Instagram</a>
<a href="https://www.facebook.com/EimverkDistillery">Facebook</a>
<a href="https://x.com/flokiwhisky">X</a>
<a href="https://www.linkedin.com/company/eimverk">LinkedIn</a>
<a href="https://www.youtube.com/channel/UCfloki">YouTube</a>
<a href="https://www.tiktok.com/@flokiwhisky">TikTok</a>`;

export const plainPage = `<img src="https://example.is/gallery/one.jpg"><p>No profiles here.</p>`;

export interface RecordedScrape {
  authorization: string;
  body: { url: string; formats?: string[]; includeTags?: string[]; excludeTags?: string[]; origin?: string };
}

export function startFirecrawlFake(port: number, pages: (url: string) => string | null = () => null): Promise<Server> {
  const requests: RecordedScrape[] = [];
  return startFake(port, async (req, res, url) => {
    if (url.pathname === "/__requests") return sendJson(res, 200, requests);
    if (req.method !== "POST" || url.pathname !== "/v1/scrape") return sendJson(res, 404, { success: false, error: "Not found" });
    const body = (await readJson(req)) as RecordedScrape["body"] | null;
    const authorization = String(req.headers.authorization ?? "");
    requests.push({ authorization, body: body ?? { url: "" } });
    if (authorization !== "Bearer fc-good" && authorization !== "Bearer fc-untested")
      return sendJson(res, 401, { success: false, error: "Unauthorized: Invalid token" });
    if (!body?.url) return sendJson(res, 400, { success: false, error: "url is required" });
    if (body.url.includes("unreachable") || body.url.includes("glacierspirits.is"))
      return sendJson(res, 500, { success: false, error: "Request failed: site did not respond" });
    const host = new URL(body.url).hostname;
    const html =
      pages(body.url) ??
      (host.endsWith("nammi.is") ? shopPage(body.url) : host.endsWith("flokiwhisky.is") ? distilleryPage : plainPage);
    return sendJson(res, 200, {
      success: true,
      data: { markdown: "", html, metadata: { title: "Page", sourceURL: body.url, statusCode: 200 } },
    });
  });
}
