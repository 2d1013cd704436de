/**
 * `npm run dev`: answers /share/<page>.png by making the card on request from the page the dev
 * server renders (the build makes them all in scripts/postbuild.ts). Add `shareCardsDevServer()`
 * to vite.config.ts's plugins; the renderer loads only when a card is first asked for.
 */
import type { Plugin } from "vite";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readConfig } from "../app/config/site";
import { cardPathOfPage } from "../app/lib/routing/seo";

const publicDir = join(import.meta.dirname, "..", "public");

export function shareCardsDevServer(): Plugin {
  return {
    name: "share-cards-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const page = cardPathOfPage((req.url ?? "").split("?")[0]!);
        if (!page || !req.headers.host) return next();
        try {
          const { cachedCard, cardInputFromHtml } = await import("./share-cards");
          const { siteName, siteUrl } = readConfig(process.env);
          const html = await (await fetch(`http://${req.headers.host}${page}`)).text();
          const readImage = (sitePath: string) => {
            const file = join(publicDir, decodeURIComponent(sitePath.split(/[?#]/)[0]!));
            return file.startsWith(publicDir) && existsSync(file) ? readFileSync(file) : undefined;
          };
          const { png } = await cachedCard(cardInputFromHtml(html, siteName, siteUrl), { siteName, siteUrl, readImage });
          res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-cache" });
          res.end(png);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
