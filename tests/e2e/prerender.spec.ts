import { expect, test } from "./fixtures";
import { prerenderPaths } from "../../app/lib/routing/prerender-paths";
import { decodeEntities as decode } from "../../app/lib/routing/seo";
import { canonicalProductPath } from "../../content/canonical";
import { listSpiritTable } from "../../content/index";

/** Twins name one address: /whisky/ its /spirit/ page, a gin of the spirit table its /gin/ page. */
const spiritTableGins = new Set(
  listSpiritTable()
    .filter((p) => canonicalProductPath(p) !== `/spirit/${p.slug}`)
    .map((p) => p.slug),
);
const canonicalPath = (path: string) => {
  const [, section, slug = ""] = path.split("/");
  if ((section === "spirit" || section === "whisky") && spiritTableGins.has(slug)) return `/gin/${slug}`;
  return path.replace(/^\/whisky\//, "/spirit/");
};

/** What a crawler receives before any script runs. */
test.describe("pre-rendered HTML", () => {
  for (const path of prerenderPaths()) {
    test(`${path} has its title, description, canonical, social tags and h1`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === "/404" ? 404 : 200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, "title").toBeTruthy();
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toBe(`https://ginsoficeland.com${canonicalPath(path)}`);
      expect(html).toContain(`<meta property="og:title" content="`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      expect(h1s, "exactly one h1").toHaveLength(1);
      expect(decode(title!)).not.toContain("undefined");
    });
  }
});
