/**
 * A fake of the Firecrawl v1 API's single-page scrape (POST /v1/scrape with a Bearer key),
 * answering in the real response shape: { success, data: { markdown, html, metadata } }.
 *   key "fc-bad"                      -> 401 { success: false, error }
 *   "unreachable" URLs, glacierspirits.is -> 500 { success: false, error }
 *   nammi.is pages                    -> a shop page with product uploads, logos and other hosts
 *   flokiwhisky.is (and other sites)  -> a distillery page with photos and social links
 * A request with formats ["json"] (structured extraction) gets { success, data: { json, metadata } }:
 * what `extractions` says for its URL, or by default, for a search at the shop, its first hit.
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
  body: {
    url: string;
    formats?: string[];
    includeTags?: string[];
    excludeTags?: string[];
    origin?: string;
    jsonOptions?: { schema?: unknown; prompt?: string };
    timeout?: number;
  };
}

/** How the fake answers a structured-extraction request for one URL. */
export type FakeExtraction =
  /** a page read: the extracted fields and, when it differs, where the page ended (a redirect) */
  | { json: unknown; finalUrl?: string; statusCode?: number; title?: string }
  /** the service failed: this HTTP status and error */
  | { failStatus: number; error: string }
  /** a body that is no JSON at all */
  | { malformed: true };

/** The first product a search at the shop shows by default: the words searched for, in stock. */
export function defaultExtraction(url: string): FakeExtraction {
  const query = new URL(url).searchParams.get("s");
  if (!query) return { json: { productName: null, price: null, currency: null, sizeMl: null, inStock: null } };
  const slug = query
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  return {
    json: {
      productName: `${query} 70cl`,
      price: 8990,
      currency: "ISK",
      sizeMl: 700,
      inStock: true,
      productUrl: `https://nammi.is/vara/${slug}/`,
    },
    title: `You searched for ${query} – Nammi`,
  };
}

export function startFirecrawlFake(
  port: number,
  pages: (url: string) => string | null = () => null,
  extractions: (url: string) => FakeExtraction | null = () => null,
): Promise<Server> {
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
    if (body.formats?.includes("json")) {
      const answer = extractions(body.url) ?? defaultExtraction(body.url);
      if ("failStatus" in answer) return sendJson(res, answer.failStatus, { success: false, error: answer.error });
      if ("malformed" in answer) {
        res.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
        return res.end('{"success": true, "data": {"json": {"price": 89');
      }
      const metadata = {
        title: answer.title ?? "Nammi",
        sourceURL: body.url,
        url: answer.finalUrl ?? body.url,
        statusCode: answer.statusCode ?? 200,
      };
      return sendJson(res, 200, { success: true, data: { json: answer.json, metadata } });
    }
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
