import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { shareCardsDevServer } from "./scripts/share-cards-dev.ts";
import { defineConfig, loadEnv } from "vite";
import { readConfig } from "./app/config/site.ts";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter(), shareCardsDevServer()],
  resolve: { alias },
  // The dev server finds these only when a lazily loaded part first asks for them, then re-bundles
  // and reloads the page under the visitor (and under the dev-server test): list them up front.
  optimizeDeps: {
    include: [
      "clsx/lite",
      "sonner",
      "zod/mini",
      // What the site-file route's modules import (the catalogue: YAML, zod, Markdown), asked for
      // when the router first transforms that route for the browser.
      "marked",
      "yaml",
      "zod",
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
            // The framework and the site's shared code, each in one chunk (scripts/chunk-groups.ts).
            codeSplitting: { groups: chunkGroups(fileURLToPath(new URL(".", import.meta.url))) },
          },
        },
      },
    },
  },
  test: mode === "test" ? unitTestConfig() : undefined,
}));

const UNIT_TESTS = ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];
/** What a test file does that must not outlive it: replace a module, a global, the clock or a method. */
const REPLACES_SHARED_STATE = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers|spyOn)\(/;
const IN_HAPPY_DOM = /@vitest-environment happy-dom/;

/**
 * Most test files share their worker and its loaded modules (isolate: false), so the content YAML is
 * read and checked once per worker, not once per file: half the suite's time on 2 cores. A file
 * that replaces shared state runs in a fresh worker of its own, where nothing it replaces can reach
 * or miss the files after it. Vitest keeps a worker only for a next file of the same environment,
 * so the happy-dom files are a project of their own, run together rather than between node files.
 */
function unitTestConfig() {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const files = globSync(UNIT_TESTS, { cwd: root }).map((file) => ({ file, text: readFileSync(`${root}${file}`, "utf8") }));
  const alone = files.filter(({ text }) => REPLACES_SHARED_STATE.test(text)).map(({ file }) => file);
  const dom = files.filter(({ file, text }) => IN_HAPPY_DOM.test(text) && !alone.includes(file)).map(({ file }) => file);
  return {
    environment: "node",
    // Vitest's default leaves one core to itself: on CI's 2 that is one worker, idle while a test
    // waits on a server or a child process.
    maxWorkers: Math.max(2, availableParallelism()),
    // A guard against a hung test, not a speed check: on a 2-core machine at load 20 (other suites
    // beside this one), rendering a list of 65 cards in happy-dom took 7-9 s against Vitest's 5 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "alone", include: alone } },
      { extends: true, test: { name: "happy-dom", include: dom, isolate: false } },
      { extends: true, test: { name: "node", include: UNIT_TESTS, exclude: [...alone, ...dom], isolate: false } },
    ],
  };
}
