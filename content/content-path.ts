import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A content file or folder: beside the module that asks (tests, tsx scripts), or under the working
 * directory when the module has been bundled into the build.
 */
export function contentPath(relative: string, moduleUrl: string, fromRoot: string): string {
  const beside = fileURLToPath(new URL(relative, moduleUrl));
  return existsSync(beside) ? beside : join(process.cwd(), fromRoot);
}
