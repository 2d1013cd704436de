// npm run build:e2e: the two production builds the end-to-end tests serve, pointed at the local
// fakes (then `npm run test:e2e -- <filter>` runs some of the tests against them). The steps of
// `npm run build` but the type generation (types only); the photo versions are made once, then the
// two builds run side by side: each is mostly one thread, and the machine may have two cores.
import { spawn, spawnSync } from "node:child_process";
import { e2eBuildEnv, e2eMapboxBuildEnv, recordPortBase } from "../tests/e2e/env";

const root = new URL("..", import.meta.url).pathname;
const photos = spawnSync("npx", ["tsx", "scripts/photo-variants.ts"], { cwd: root, stdio: "inherit" });
if (photos.status !== 0) process.exit(photos.status ?? 1);

const build = (env: Record<string, string>) =>
  new Promise<number>((resolve) => {
    const child = spawn("sh", ["-c", "npx react-router build && npx tsx scripts/postbuild.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
const statuses = await Promise.all([e2eBuildEnv, e2eMapboxBuildEnv].map(build));
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed);
recordPortBase();
