// npm start: build when the build is missing or older than the sources, then serve it.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const serverBundle = join(root, "build", "server", "index.mjs");
const sources = ["app", "content", "server", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed since the last build: building." : "No build yet: building.");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [serverBundle], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
