import { describe, expect, it } from "vitest";
import { readConfig } from "../app/config/site";
import { contentSecurityPolicy } from "./security-headers";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the admin page's Content-Security-Policy", () => {
  const config = readConfig({ VITE_FIRECRAWL_API_URL: "https://api.firecrawl.dev" });
  const adminCsp = contentSecurityPolicy(config, { scriptHashes: [], admin: true });

  it("shows scraped images over HTTPS, inline data and the site itself, never plain http", () => {
    expect(directive(adminCsp, "img-src")).toEqual(["'self'", "data:", "https:"]);
  });

  it("talks to the scraping service only on the admin page", () => {
    expect(directive(adminCsp, "connect-src")).toContain("https://api.firecrawl.dev");
    const pageCsp = contentSecurityPolicy(config, { scriptHashes: [] });
    expect(directive(pageCsp, "connect-src")).not.toContain("https://api.firecrawl.dev");
    expect(directive(pageCsp, "img-src")).not.toContain("https:");
  });
});
