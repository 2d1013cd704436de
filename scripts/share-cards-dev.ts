/**
 * `npm run dev`: answers /share/<page>.png by making the card on request from the page's loader
 * data as the dev server answers it (`/<page>.data`), as the build does from the pre-rendered
 * `.data` files (scripts/postbuild.ts). Add `shareCardsDevServer()` to vite.config.ts's plugins.
 * The renderer loads through the dev server (for the app's import aliases) only when a card is
 * first asked for.
 */
import type { Plugin } from "vite";
import { join } from "node:path";

const publicDir = join(import.meta.dirname, "..", "public");
const CARD_URL = /^\/share\/.+\.png$/;

export function shareCardsDevServer(): Plugin {
  return {
    name: "share-cards-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? "").split("?")[0]!;
        if (!CARD_URL.test(url) || !req.headers.host) return next();
        try {
          const seo = (await server.ssrLoadModule("/app/lib/routing/seo.ts")) as typeof import("../app/lib/routing/seo");
          const cards = (await server.ssrLoadModule("/scripts/share-cards.ts")) as typeof import("./share-cards");
          const { siteConfig } = (await server.ssrLoadModule("/app/config/site.ts")) as typeof import("../app/config/site");
          const page = seo.cardPathOfPage(url);
          if (!page) return next();
          const response = await fetch(`http://${req.headers.host}${cards.dataPathOf(page)}`);
          const { siteName, siteUrl } = siteConfig;
          const card =
            response.ok && response.body ? await cards.shareCardOfData(response.body, { siteName, siteUrl }) : undefined;
          if (!card) return next();
          const { png } = await cards.cachedCard(card.input, { siteName, siteUrl, readImage: cards.siteFileReader(publicDir) });
          res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-cache" });
          res.end(png);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
