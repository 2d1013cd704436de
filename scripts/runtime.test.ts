import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)![1]);

describe("the Node the project runs on", () => {
  it("is Node 24, the one the `node` package pins, and what engines asks for", () => {
    expect(major(pkg.devDependencies.node!)).toBe(24);
    expect(pkg.engines.node).toBe(">=24");
    expect(major(process.versions.node)).toBe(24);
  });

  it("is also the `node` that scripts and tests find on PATH", () => {
    // Specs and scripts spawn `node` by name: npm puts node_modules/.bin (the pinned Node) first.
    const child = execFileSync("node", ["-p", "process.versions.node"]).toString().trim();
    expect(major(child)).toBe(24);
  });
});

describe("the framework the site is built with", () => {
  const installed = (name: string) =>
    (JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), "utf8")) as { version: string })
      .version;

  it("is React Router 8 (all three packages on the same release), Vite 8 and Lighthouse 13", () => {
    const router = installed("react-router");
    expect(major(router)).toBe(8);
    expect(installed("@react-router/dev")).toBe(router);
    expect(installed("@react-router/node")).toBe(router);
    expect(major(installed("vite"))).toBe(8);
    expect(major(installed("lighthouse"))).toBe(13);
  });
});
