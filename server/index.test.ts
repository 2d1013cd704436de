import { describe, expect, it } from "vitest";
import { makeBuild, startServer } from "./test-support";

describe("server process", () => {
  it("serves, then stops cleanly on SIGTERM", async () => {
    const server = await startServer(makeBuild().buildDir);
    const response = await fetch(`${server.url}/`);
    expect(await response.text()).toBe("<h1>Home</h1>");
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
  }, 20_000);
});
