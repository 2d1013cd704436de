// npm run test:curator [-- --e2e] [--keep]: the suite against a curator's next day of work. On a copy
// of the project (scripts/project-copy.ts) it records an offer as the README teaches, adds a gin and a
// blog post, regenerates the artwork, and runs the unit tests there (with --e2e, the end-to-end
// build and tests too, on a port block of their own). Tests that pinned today's content fail here;
// tests that check rules pass. The project's own files are never touched.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { claimPortBlock } from "./e2e-ports.ts";
import { ensureChromium } from "./ensure-chromium.mjs";
import { copyProject } from "./project-copy.ts";

const e2e = process.argv.includes("--e2e");
const keep = process.argv.includes("--keep");
const work = mkdtempSync(join(tmpdir(), "curator-check-"));
const run = (command, args, env = {}) => {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { cwd: work, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
};
const must = (status, what) => {
  if (status !== 0) throw new Error(`${what} failed in ${work}`);
};

/** The top-level `key: value` lines of a record file, rewritten. */
const withFields = (text, fields) =>
  Object.entries(fields).reduce((out, [key, value]) => out.replace(new RegExp(`^${key}: .*$`, "m"), `${key}: ${value}`), text);
const highest = (files, key) =>
  Math.max(...files.map((file) => Number(new RegExp(`^${key}: (\\d+)$`, "m").exec(readFileSync(file, "utf8"))?.[1] ?? 0)));

let status = 1;
try {
  copyProject(work);
  console.log(`curator check in ${work}`);

  // 1. The README's example: a price checked today at Nammi.
  must(
    run("npm", [
      ...["run", "offer", "--", "/gin/vor-gin", "--shop", "nammi", "--url", "https://nammi.is/vara/vor-gin/"],
      ...["--price", "8990", "--currency", "ISK", "--size", "700"],
    ]),
    "npm run offer",
  );

  // 2. A new gin: the last gin of the gin list (not the spirit table's) under a new slug, name, id and order.
  const gins = join(work, "content/products/gins");
  const ginFiles = readdirSync(gins).map((file) => join(gins, file));
  const products = readdirSync(join(work, "content/products"), { recursive: true })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => join(work, "content/products", file));
  const lastGin = ginFiles
    .filter((file) => !/^category: gin$/m.test(readFileSync(file, "utf8")))
    .sort((a, b) => highest([a], "order") - highest([b], "order"))
    .at(-1);
  writeFileSync(
    join(gins, "curator-check-gin.yaml"),
    withFields(readFileSync(lastGin, "utf8"), {
      order: highest(ginFiles, "order") + 1,
      id: highest(products, "id") + 1,
      slug: "curator-check-gin",
      name: "Curator Check Gin",
    }),
  );

  // 3. A new blog post: the latest post under a new slug, title, order and a later date (a new post
  // has not been updated since: the copy's `updated` line goes).
  const posts = join(work, "content/blog/posts");
  const postFiles = readdirSync(posts).map((file) => join(posts, file));
  const latest = postFiles.sort((a, b) => highest([a], "order") - highest([b], "order")).at(-1);
  writeFileSync(
    join(posts, "a-curators-check-post.md"),
    withFields(readFileSync(latest, "utf8").replace(/^updated: .*\n/m, ""), {
      order: highest(postFiles, "order") + 1,
      title: "A Curator's Check, One More Post",
      publishedDate: new Date().toISOString().slice(0, 10),
    }),
  );

  must(run("npm", ["run", "artwork"]), "npm run artwork");
  status = run("npx", ["vitest", "run"]);
  if (e2e) {
    const chromium = ensureChromium();
    const ports = process.env.E2E_PORT_BASE ? undefined : await claimPortBlock();
    const env = { E2E_PORT_BASE: String(ports?.base ?? process.env.E2E_PORT_BASE), CHROME_PATH: chromium };
    try {
      must(run("npm", ["run", "build:e2e"], env), "npm run build:e2e");
      status = run("npx", ["playwright", "test"], env) || status;
    } finally {
      ports?.release();
    }
  }
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(status === 0 ? "\ncurator check: passed" : "\ncurator check: FAILED (the tests above pin today's content?)");
process.exit(status);
