import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "./fixtures";

/**
 * A copy of the project for a test that runs the curator's commands and builds the result, as the
 * curator does, without touching the project's own files: its files as they are (tracked and new,
 * not the ignored ones), with the shared node_modules linked in.
 */
export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function copyProject(to: string): void {
  const files = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  })
    .stdout.split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(PROJECT_ROOT, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(to, file));
  }
  symlinkSync(join(PROJECT_ROOT, "node_modules"), join(to, "node_modules"), "dir");
}

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
