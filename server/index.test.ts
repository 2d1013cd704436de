import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("server process", () => {
  it("serves, then stops cleanly on SIGTERM", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "gins-build-"));
    mkdirSync(join(buildDir, "client"));
    writeFileSync(join(buildDir, "client", "index.html"), "<h1>Home</h1>");
    writeFileSync(join(buildDir, "csp.json"), JSON.stringify({ pages: {}, default: "default-src 'self'" }));
    writeFileSync(join(buildDir, "site-config.json"), JSON.stringify({ formIds: { contact: "c", footer: "f", popup: "p" } }));
    const port = 4390 + Math.floor(Math.random() * 9);
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "index.ts")], {
      env: { ...process.env, BUILD_DIR: buildDir, DATA_DIR: join(buildDir, "data"), PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    await vi.waitFor(() => expect(output).toContain("served on"), { timeout: 10_000 });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe("<h1>Home</h1>");

    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM received");
  }, 20_000);
});
