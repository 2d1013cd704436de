import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FormKind } from "../app/lib/forms/form-schemas";
import { buildApp, readCspManifest } from "./app";
import { readServerLimits } from "./config";
import { openInboxWriter } from "./inbox-writer";

// The bundle lives in build/server/; the site in build/client/.
const buildDir = process.env.BUILD_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const dbPath = join(dataDir, "inbox.sqlite");

// The form ids the site was built with, and whether its forms post here (both written by the build).
const { formIds, localInbox } = JSON.parse(readFileSync(join(buildDir, "site-config.json"), "utf8")) as {
  formIds: Record<FormKind, string>;
  localInbox?: boolean;
};
const limits = readServerLimits(process.env);
// Only when the forms post here: otherwise the inbox would only ever receive what no form sends.
const writer = localInbox === true ? await openInboxWriter(dbPath, { dailyBytesPerClient: limits.inboxDailyBytes }) : undefined;
const app = buildApp({
  root: join(buildDir, "client"),
  csp: readCspManifest(buildDir),
  limits,
  inbox: writer && { writer, forms: new Map(Object.entries(formIds).map(([kind, id]) => [id, kind as FormKind])) },
});

await app.listen({ port, host });
console.log(
  `The Gins of Iceland is served on http://${host}:${port} (${writer ? `local inbox: ${dbPath}` : "local inbox off: the forms post to HubSpot"})`,
);

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server`);
  setTimeout(() => process.exit(0), 5000).unref();
  // The answers under way are sent first; then the writer commits what is left before closing.
  app.close().then(
    async () => {
      await writer?.close();
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
