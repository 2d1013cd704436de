import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { shareCardsDevServer } from "./scripts/share-cards-dev";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

// Which chunk the shared site code goes to (see codeSplitting below).
const isDetail = (id: string) =>
  /[\\/]app[\\/]components[\\/](products[\\/](product-detail|detail-copy|distillery-links|not-found)|map[\\/]distillery-map-widget)/.test(
    id,
  );
// The compare store is the root's too (the tray), so it stays in the shell.
const isCatalogue = (id: string) =>
  /[\\/]app[\\/](components[\\/](products|discovery)|lib[\\/]catalogue)[\\/]/.test(id) && !/compare-store/.test(id);
const isShell = (id: string) =>
  (/[\\/]app[\\/]/.test(id) && !isCatalogue(id) && !isDetail(id)) || /node_modules[\\/]clsx[\\/]|preload-helper/.test(id);

export default defineConfig(({ mode }) => ({
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter(), shareCardsDevServer()],
  resolve: { alias },
  // The dev server finds these only when a lazily loaded part first asks for them, then re-bundles
  // and reloads the page under the visitor (and under the dev-server test): list them up front.
  optimizeDeps: {
    include: [
      "clsx",
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
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk of their own: it stays cached across
        // deploys of the site's code, and the bench can tell the framework's bytes from ours.
        // The site's shared code goes in three chunks (shell, cards, detail) instead of about
        // twenty small ones: a phone pays a request and a script task for each (decisions.md).
        // A group also takes the dependencies of what it matches, so higher priority goes first.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            { name: "shell", test: (id: string) => isShell(id), minShareCount: 2, priority: 3 },
            { name: "cards", test: (id: string) => isCatalogue(id) && !isDetail(id), minShareCount: 2, priority: 2 },
            { name: "detail", test: (id: string) => isDetail(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
}));
