import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp, readCspManifest } from "./app";

// The bundle lives in build/server/; the site in build/client/.
const buildDir = process.env.BUILD_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const csp = readCspManifest(buildDir);
const handle = createApp({ root: join(buildDir, "client"), cspByPage: csp.pages, defaultCsp: csp.default });

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("Internal server error");
  });
});

server.listen(port, host, () => {
  console.log(`The Gins of Iceland is served on http://${host}:${port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
