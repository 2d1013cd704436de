/**
 * The one client of the scraping service: the Firecrawl JS SDK (v1.25.1, the version the
 * requirements name, which speaks the service's v1 API and runs in the browser without polyfills), created
 * with the operator's own key and the configured base URL. The SDK loads only when the operator
 * scrapes. The key goes to the scraping service and nowhere else.
 */
import type { ScrapeParams } from "@mendable/firecrawl-js";
import { siteConfig } from "~/config/site";

export interface ScrapedPage {
  html: string;
  markdown: string;
}

/** What the service says about the page it read (the fields the admin uses). */
export interface PageMetadata {
  /** the address asked for */
  sourceURL?: string;
  /** the address the page ended on, after redirects */
  url?: string;
  statusCode?: number;
  title?: string;
}

/** A page read with structured extraction: the service's answer to the schema, as sent (unchecked). */
export interface ExtractedPage {
  json: unknown;
  metadata: PageMetadata;
}

/** A JSON schema for structured extraction (sent as it is; the SDK converts only zod schemas). */
export type JsonSchema = Record<string, unknown>;

export class ScrapeError extends Error {
  constructor(
    message: string,
    /** the SDK's status code: 0 when the service could not be reached */
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/** How long the service may spend on one page; the SDK gives up 5 s after it. */
const EXTRACT_TIMEOUT_MS = 60_000;

/** One POST /v1/scrape through the SDK; every failure becomes a ScrapeError. */
async function scrape(apiKey: string, url: string, params: ScrapeParams) {
  const { default: FirecrawlApp } = await import("@mendable/firecrawl-js");
  const app = new FirecrawlApp({ apiKey, apiUrl: siteConfig.firecrawlApiUrl });
  try {
    const result = await app.scrapeUrl(url, params);
    // The SDK throws on failures; an unsuccessful answer it returns is handled the same way.
    if (!result.success) throw new ScrapeError(result.error ?? "Unknown error", 0);
    return result;
  } catch (error) {
    if (error instanceof ScrapeError) throw error;
    const { message, statusCode } = error as { message?: string; statusCode?: number };
    throw new ScrapeError(message || "Unknown error", typeof statusCode === "number" ? statusCode : 0);
  }
}

/**
 * One page through the SDK, as markdown and html. The image scraper keeps only img and meta
 * tags; the social scraper needs the page's links, so it asks for the whole page.
 */
export async function scrapePage(apiKey: string, url: string, { imagesOnly = true } = {}): Promise<ScrapedPage> {
  const result = await scrape(apiKey, url, {
    formats: ["markdown", "html"],
    ...(imagesOnly ? { includeTags: ["img", "meta"] } : {}),
    excludeTags: ["script", "style"],
  });
  return { html: result.html ?? "", markdown: result.markdown ?? "" };
}

/**
 * One page read by the service against a JSON schema (structured extraction): the answer comes
 * back as `json`, with the page's metadata (final address, status code, title).
 */
export async function extractPage(apiKey: string, url: string, schema: JsonSchema, prompt?: string): Promise<ExtractedPage> {
  const result = await scrape(apiKey, url, {
    formats: ["json"],
    jsonOptions: { schema, ...(prompt ? { prompt } : {}) },
    timeout: EXTRACT_TIMEOUT_MS,
  });
  const metadata = (result.metadata ?? {}) as PageMetadata;
  // The address the page ended on after redirects, wherever the service puts it.
  return { json: result.json, metadata: { ...metadata, url: metadata.url ?? result.url } };
}
