import { describe, expect, it } from "vitest";
import { isPagePath } from "./client-links";
import { NOT_SAME_SITE } from "~/lib/routing/same-site-path.test-fixtures";

describe("isPagePath: which links in kept or Markdown markup the router opens", () => {
  it("takes the site's pages, with a query or a fragment", () => {
    for (const href of ["/", "/blog", "/gin/olafsson-gin", "/premium-gins?sort=name", "/cookie-policy#analytics"]) {
      expect(isPagePath(href), href).toBe(true);
    }
  });

  it("leaves files, other sites, other schemes and protocol-relative addresses to the browser", () => {
    for (const href of [
      "/data/catalogue.json",
      "/data/catalogue.csv",
      "/sitemap.xml",
      "//example.com/blog",
      "https://example.com/",
      "mailto:hello@ginsoficeland.com",
      "#main",
      "blog",
      ...NOT_SAME_SITE,
    ]) {
      expect(isPagePath(href), href).toBe(false);
    }
  });
});
