import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter()],
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
    // Lazily loaded sections fetch their few dependencies themselves; this saves the preload
    // helper on every page (route chunks are preloaded by React Router's own links).
    modulePreload: false,
    target: "es2022",
    rollupOptions: {
      output: {
        // Small shared modules travel together: one request and one gzip stream instead of a
        // dozen tiny chunks, each with its own overhead.
        manualChunks(id) {
          // Icons stay with the code that draws them (the shell draws its own, see ui/core-icons).
          if (/node_modules\/clsx\//.test(id)) return "core";
          if (
            /\/app\/(config\/|components\/(ui|common)\/|lib\/(consent|hydration|cn|notify|newsletter-events|newsletter-popup|lazy-section|route-meta|route-errors|retired-gin|analytics)\.ts)/.test(
              id,
            )
          )
            return "core";
          if (/\/app\/components\/layout\/(page-header|site-header|deferred-island|toast-host)\.tsx/.test(id)) return "core";
          return undefined;
        },
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
}));
