import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FormKind } from "../app/lib/forms/form-schemas";
import { buildApp, readCspManifest } from "./app";
import { readServerLimits } from "./config";
import { openInboxStore } from "./inbox-store";

// The bundle lives in build/server/; the site in build/client/.
const buildDir = process.env.BUILD_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const dbPath = join(dataDir, "inbox.sqlite");

// The form ids the site was built with (written by the build).
const { formIds } = JSON.parse(readFileSync(join(buildDir, "site-config.json"), "utf8")) as {
  formIds: Record<FormKind, string>;
};
const store = openInboxStore(dbPath);
const app = buildApp({
  root: join(buildDir, "client"),
  csp: readCspManifest(buildDir),
  limits: readServerLimits(process.env),
  inbox: { store, forms: new Map(Object.entries(formIds).map(([kind, id]) => [id, kind as FormKind])) },
});

await app.listen({ port, host });
console.log(`The Gins of Iceland is served on http://${host}:${port} (local inbox: ${dbPath})`);

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server`);
  setTimeout(() => process.exit(0), 5000).unref();
  app.close().then(
    () => {
      store.close();
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
