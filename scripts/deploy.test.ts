// Deployable as the README says: the server bundle needs only package.json's dependencies.
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { FORM_IDS, makeBuild, startServer } from "../server/test-support";
import { bundleServer, importedPackages, packageName } from "./server-bundle";

const root = join(import.meta.dirname, "..");
const scratch: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe("packageName", () => {
  it("names the package of a bare import", () => {
    expect(packageName("zod/mini")).toBe("zod");
    expect(packageName("fastify")).toBe("fastify");
    expect(packageName("@fastify/rate-limit")).toBe("@fastify/rate-limit");
    expect(packageName("@scope/name/sub/path")).toBe("@scope/name");
  });
});

describe("the production server bundle", () => {
  it("imports no package that package.json lists only as a devDependency", async () => {
    const packages = importedPackages(await bundleServer(scratchDir("gins-bundle-")));
    const { dependencies } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // The list is read at all: the server is a Fastify app.
    expect(packages).toContain("fastify");
    expect(packages.filter((name) => !Object.hasOwn(dependencies, name))).toEqual([]);
  });

  it(
    "starts from an install without devDependencies and serves the home page and the local inbox",
    async () => {
      const app = scratchDir("gins-deploy-");
      for (const file of ["package.json", "package-lock.json"]) copyFileSync(join(root, file), join(app, file));
      cpSync(makeBuild().buildDir, join(app, "build"), { recursive: true });
      await bundleServer(join(app, "build", "server"));
      // --prefer-offline: the packages come from npm's cache, filled by this checkout's own install;
      // the registry is asked only for what the cache lacks.
      await promisify(execFile)("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline"], {
        cwd: app,
        maxBuffer: 16 * 2 ** 20,
      });
      // The install left the devDependencies out, and with them the `node` package.
      expect(existsSync(join(app, "node_modules", "vitest"))).toBe(false);
      expect(existsSync(join(app, "node_modules", "node"))).toBe(false);

      // Node 24 is the host's own here: this run's (the `node` package of the checkout's full install).
      const server = await startServer(join(app, "build"), {}, join(app, "build", "server", "index.mjs"));
      try {
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toBe("<h1>Home</h1>");
        const submission = await fetch(`${server.url}/submissions/v3/integration/submit/local/${FORM_IDS.footer}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": "deploy-check" },
          body: JSON.stringify({
            fields: [{ name: "email", value: "deploy@example.is" }],
            context: { pageUri: "", pageName: "" },
          }),
        });
        expect(submission.status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    // npm ci takes 15-20 s here; generous for a busy host.
    240_000,
  );
});
