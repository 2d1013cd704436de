/** The admin page's messages, word for word as the requirements give them. */
export const adminMessages = {
  keyRequired: "Please enter your Firecrawl API key",
  keyInvalid: "Invalid API key. Please check and try again.",
  keySaved: "API key saved successfully",
  keyForgotten: "API key forgotten",
  keyForgottenDetail: "It is no longer stored in this browser.",
  setKeyFirst: "Please set your API key first",
  errorTitle: "Error",
  keyNotFound: "API key not found",
  scrapeProductFailed: "Failed to scrape product page",
  scrapePageFailed: "Failed to scrape page",
  noDistilleryImages: "No images found on distillery website",
  connectFailed: "Failed to connect to Firecrawl API",
  unknown: "Unknown error",
  foundImages: (count: number) => `Found ${count} product images`,
  foundDistilleryImages: (count: number) => `Found ${count} product images from distillery website`,
  scrapingTitle: "Scraping",
  processing: (name: string) => `Processing ${name}...`,
  completeTitle: "Complete",
  finished: (count: number) => `Finished scraping ${count} distillery websites`,
  ready: (count: number) => `Ready to scrape ${count} distillery websites for social media links`,
  noLinks: "No social media links found",
} as const;

/** Error toast text for a failed scrape: the required title for the situation and the SDK's own words. */
export function scrapeErrorText(situation: string, error: unknown): string {
  if (!(error instanceof Error)) return adminMessages.unknown;
  const statusCode = (error as Error & { statusCode?: number }).statusCode;
  const lead = statusCode === 0 ? adminMessages.connectFailed : situation;
  return `${lead}: ${error.message}`;
}
