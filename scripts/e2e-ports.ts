/**
 * The block of loopback ports one end-to-end run uses (tests/e2e/env.ts says which port is
 * which), so that two runs side by side, in two checkouts, do not meet on the same ports.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const DEFAULT_PORT_BASE = 4310;
/** Ports from the base a run may use: base + 0 … base + PORT_BLOCK - 1. */
export const PORT_BLOCK = 40;

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Claims the first block, from DEFAULT_PORT_BASE on, whose every port is free now and that no other
 * live run has claimed: a run's servers bind only after its build, minutes later, so a probe alone
 * would let two runs started together pick the same block. The claim is a file in the system's
 * temporary folder holding this process's id, created exclusively; `release` removes it.
 */
export async function claimPortBlock(): Promise<{ base: number; release: () => void }> {
  for (let base = DEFAULT_PORT_BASE; base + PORT_BLOCK <= 65_535; base += PORT_BLOCK) {
    const claim = join(tmpdir(), `gins-e2e-ports-${base}.pid`);
    let fd: number;
    try {
      fd = openSync(claim, "wx");
    } catch {
      const owner = Number(readFileSync(claim, "utf8").trim());
      // an empty file is a claim being written
      if (!owner || alive(owner)) continue;
      // left by a run that ended without releasing it
      rmSync(claim, { force: true });
      base -= PORT_BLOCK;
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    const ports = Array.from({ length: PORT_BLOCK }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return { base, release: () => rmSync(claim, { force: true }) };
    rmSync(claim, { force: true });
  }
  throw new Error("no free block of end-to-end ports on 127.0.0.1");
}
