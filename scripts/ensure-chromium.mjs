// Finds Chromium for the end-to-end tests and Lighthouse; installs Debian's package when
// running as root, otherwise says what to install. Prints the path.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((path) => path && existsSync(path));
}

export function ensureChromium() {
  let path = findChromium();
  if (path) return path;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (install.status !== 0) throw new Error("apt-get install chromium failed");
    path = findChromium();
  }
  if (!path) {
    console.error(
      "Chromium was not found. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) " +
        "or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again.",
    );
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  console.log(`Chromium: ${path} (${execFileSync(path, ["--version"]).toString().trim()})`);
}
