/**
 * The one client of the scraping service: the Firecrawl JS SDK (v1.25.1, the version the
 * requirements name, which speaks the service's v1 API and runs in the browser without polyfills), created
 * with the operator's own key and the configured base URL. The SDK loads only when the operator
 * scrapes. The key goes to the scraping service and nowhere else.
 */
import { siteConfig } from "~/config/site";

export interface ScrapedPage {
  html: string;
  markdown: string;
}

export class ScrapeError extends Error {
  constructor(
    message: string,
    /** the SDK's status code: 0 when the service could not be reached */
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/**
 * One page through the SDK, as markdown and html. The image scraper keeps only img and meta
 * tags; the social scraper needs the page's links, so it asks for the whole page.
 */
export async function scrapePage(apiKey: string, url: string, { imagesOnly = true } = {}): Promise<ScrapedPage> {
  const { default: FirecrawlApp } = await import("@mendable/firecrawl-js");
  const app = new FirecrawlApp({ apiKey, apiUrl: siteConfig.firecrawlApiUrl });
  try {
    const result = await app.scrapeUrl(url, {
      formats: ["markdown", "html"],
      ...(imagesOnly ? { includeTags: ["img", "meta"] } : {}),
      excludeTags: ["script", "style"],
    });
    // The SDK throws on failures; an unsuccessful answer it returns is handled the same way.
    if (!result.success) throw new ScrapeError(result.error ?? "Unknown error", 0);
    return { html: result.html ?? "", markdown: result.markdown ?? "" };
  } catch (error) {
    if (error instanceof ScrapeError) throw error;
    const { message, statusCode } = error as { message?: string; statusCode?: number };
    throw new ScrapeError(message || "Unknown error", typeof statusCode === "number" ? statusCode : 0);
  }
}
