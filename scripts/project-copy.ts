import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's folder (this script's parent's parent). */
export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * A copy of the project for running the curator's commands and building the result without
 * touching the project's own files: its files as they are (tracked and new, not the ignored ones),
 * with the shared node_modules linked in.
 */
export function copyProject(to: string, from = PROJECT_ROOT): void {
  const files = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: from,
    encoding: "utf8",
  })
    .stdout.split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(from, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(from, file), join(to, file));
  }
  symlinkSync(join(from, "node_modules"), join(to, "node_modules"), "dir");
}
