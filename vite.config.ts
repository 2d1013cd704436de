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
  build: {
    // Small, long-cached chunks; the budget is measured on what the first visit loads.
    assetsInlineLimit: 0,
    // Lazily loaded sections fetch their few dependencies themselves; this saves the preload
    // helper on every page (route chunks are preloaded by React Router's own links).
    modulePreload: false,
    target: "es2022",
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
}));
