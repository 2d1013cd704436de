import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { expect } from "./fixtures";

/** A copy of the project for a test that runs the curator's commands and builds the result. */
export { copyProject, PROJECT_ROOT } from "../../scripts/project-copy";

export interface NpmRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs npm in the copy without blocking this process (a fake site the command fetches from answers from it). */
export const npmIn =
  (cwd: string) =>
  (args: string[], env: Record<string, string> = {}) =>
    new Promise<NpmRun>((resolve) => {
      const child = spawn("npm", args, { cwd, env: { ...process.env, ...env } });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

/** Starts the copy's production server (its `build/`) on a port and waits until it answers. */
export async function serveBuild(cwd: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(cwd, "build/server/index.mjs")], {
    cwd,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(cwd, "data") },
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(200);
  return server;
}
