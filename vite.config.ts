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
    target: "es2022",
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk of their own: it stays cached across
        // deploys of the site's code, and the bench can tell the framework's bytes from ours.
        codeSplitting: {
          groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
}));
