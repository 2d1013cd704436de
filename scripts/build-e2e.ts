// npm run build:e2e: the two production builds the end-to-end tests serve, pointed at the local
// fakes (then `npm run test:e2e -- <filter>` runs some of the tests against them).
import { spawnSync } from "node:child_process";
import { e2eBuildEnv, e2eMapboxBuildEnv, recordPortBase } from "../tests/e2e/env";

for (const env of [e2eBuildEnv, e2eMapboxBuildEnv]) {
  const { status } = spawnSync("npm", ["run", "build"], {
    cwd: new URL("..", import.meta.url).pathname,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
}
recordPortBase();
