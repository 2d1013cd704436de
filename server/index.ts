import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp, readCspManifest } from "./app";
import { contactRules, createInbox, newsletterRules } from "./inbox";

// The bundle lives in build/server/; the site in build/client/.
const buildDir = process.env.BUILD_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = resolve(process.env.DATA_DIR ?? "data");

const csp = readCspManifest(buildDir);
// The form ids the site was built with (written by the build).
const { formIds } = JSON.parse(readFileSync(join(buildDir, "site-config.json"), "utf8")) as {
  formIds: { contact: string; footer: string; popup: string };
};
const inbox = createInbox({
  dbPath: join(dataDir, "inbox.sqlite"),
  forms: { [formIds.contact]: contactRules, [formIds.footer]: newsletterRules, [formIds.popup]: newsletterRules },
  rateLimit: { max: Number(process.env.INBOX_RATE_LIMIT ?? 10), windowMs: Number(process.env.INBOX_RATE_WINDOW_MS ?? 60_000) },
  trustProxy: process.env.TRUST_PROXY === "true",
});
const handle = createApp({
  root: join(buildDir, "client"),
  cspByPage: csp.pages,
  defaultCsp: csp.default,
  handlers: [inbox.handle],
});

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("Internal server error");
  });
});

server.listen(port, host, () => {
  console.log(`The Gins of Iceland is served on http://${host}:${port} (local inbox: ${join(dataDir, "inbox.sqlite")})`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server`);
  server.close(() => {
    inbox.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
