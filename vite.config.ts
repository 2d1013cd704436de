import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { shareCardsDevServer } from "./scripts/share-cards-dev.ts";
import { defineConfig, loadEnv } from "vite";
import { readConfig } from "./app/config/site.ts";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

// Which chunk the shared site code goes to (see codeSplitting below). A page loads the shell and
// only the groups it uses: a blog post does not pay for the catalogue's cards and sources.
const app = (pattern: string) => new RegExp(`[\\\\/]app[\\\\/]${pattern.replaceAll("/", "[\\\\/]")}`);
// The root layout's own code (header, footer, hosts, forms, search field) and the buttons and badges
// nearly every page draws: on every page.
const SHELL = app(
  "(root\\.tsx|config/|components/(layout/(site-|toast|footer-style|page-header)|common/(prerendered|client-links)|search/|forms/|newsletter/newsletter-popup|consent/consent-host|compare/compare-tray-host|ui/(icons|button|badge))|lib/(browser/(?!consent-choice|image-fallback)|forms/)|lib/clients/(analytics|forms-client)|lib/routing/(route-meta|route-errors)|lib/catalogue/compare-keys)",
);
const isShell = (id: string) => SHELL.test(id) || /node_modules[\\/]clsx[\\/]/.test(id);
const DETAIL = app(
  "components/(products/(product-detail|detail-copy|distillery-links|not-found)|map/distillery-map-widget)|lib/map/locator",
);
// Bottles and their facts: cards, prices, compare buttons (not the list pages' own copy). The
// botanical chips are a group of their own: the map page shows them without any card.
const CATALOGUE = app(
  "(components/(products/(?!list-copy|botanical-chips)|discovery/|sources/|compare/compare-button)|lib/catalogue/)",
);
const isCatalogue = (id: string) => !DETAIL.test(id) && !KIT.test(id) && CATALOGUE.test(id);
// What the browser draws only on pages it renders itself (see common/prerendered.tsx) or on a
// detail page's not-found state: the breadcrumb trail and h1, and that state. The detail routes'
// client loaders are left to Rolldown (a tiny chunk each; their 404 check is the shell's), so a
// blog post does not load this group to hydrate.
const KIT = app("components/(layout/page-heading|ui/breadcrumb|common/not-found-state)");
// Pictures with their placeholder swap, and outside links: what cards and detail pages show (most
// pages but the legal, contact and map ones).
const MEDIA = app("(components/common/(fallback-image|external-link)|lib/(catalogue/photos|browser/image-fallback))");
// The map service's client and projection: the map page and the detail pages' locator.
const MAPS = app("(lib/clients/mapbox|lib/map/web-mercator)");
const CHIPS = app("components/products/botanical-chips");

export default defineConfig(({ mode }) => ({
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter(), shareCardsDevServer()],
  resolve: { alias },
  // The dev server finds these only when a lazily loaded part first asks for them, then re-bundles
  // and reloads the page under the visitor (and under the dev-server test): list them up front.
  optimizeDeps: {
    include: [
      "clsx/lite",
      "lucide-react",
      "sonner",
      "zod/mini",
      "@radix-ui/react-dialog",
      "@radix-ui/react-select",
      "@radix-ui/react-tabs",
    ],
  },
  build: {
    // Small, long-cached chunks; the budget is measured on what the first visit loads.
    assetsInlineLimit: 0,
    target: "es2022",
  },
  // The code split is the browser's concern; the pre-render server keeps its own.
  environments: {
    client: {
      // What config/site.ts would read, read once here: the browser gets the values, not the reading.
      define: { __SITE_CONFIG__: JSON.stringify(readConfig(loadEnv(mode, process.cwd(), "VITE_"))) },
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one chunk of their own: it stays cached across
            // deploys of the site's code, and the bench can tell the framework's bytes from ours.
            // The site's shared code goes in a few chunks by who uses it (shell, kit, media, maps,
            // cards, detail) instead of about twenty small ones: a phone pays a request and a
            // script task for each (decisions.md).
            // A group also takes the dependencies of what it matches, so higher priority goes first.
            codeSplitting: {
              groups: [
                // Vite's preload helper is the bundler's runtime, like Rolldown's: it goes with the framework.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/,
                  priority: 5,
                },
                { name: "shell", test: isShell, minShareCount: 2, priority: 4 },
                { name: "kit", test: KIT, minShareCount: 2, priority: 3 },
                { name: "media", test: MEDIA, minShareCount: 2, priority: 3 },
                { name: "maps", test: MAPS, minShareCount: 2, priority: 3 },
                { name: "chips", test: CHIPS, minShareCount: 2, priority: 3 },
                { name: "cards", test: isCatalogue, minShareCount: 2, priority: 2 },
                { name: "detail", test: DETAIL, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
}));
