/**
 * The real server process and its local inbox under what a client (or a build) can throw at it:
 * an inbox that should be off, a reused Idempotency-Key, one address filling the disk, failures
 * repeated many times, a shutdown during a burst. Only 127.0.0.1; every loop is bounded.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openInboxStore } from "./inbox-store";
import { baseSecurityHeaders } from "./security-headers";
import { FORM_IDS, LARGE_FILE, makeBuild, rawRequest, startServer, type RunningServer } from "./test-support";

const INBOX = "/submissions/v3/integration/submit/local";

const submission = (fields: Record<string, string>) =>
  JSON.stringify({
    fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
    context: { pageUri: "http://127.0.0.1/contact", pageName: "Contact" },
  });
const submit = (server: RunningServer, form: string, body: string, headers: Record<string, string> = {}) =>
  rawRequest(server.port, "POST", `${INBOX}/${form}`, { "Content-Type": "application/json", ...headers }, body);
const contact = (message: string) =>
  submission({ firstname: "Anna", lastname: "Jónsdóttir", email: "anna@example.is", company: "", message });

function expectSecurityHeaders(headers: IncomingHttpHeaders) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers["content-security-policy"]).toBeTruthy();
}

function storedRows(buildDir: string) {
  const store = openInboxStore(join(buildDir, "data", "inbox.sqlite"));
  try {
    return store.list();
  } finally {
    store.close();
  }
}

describe("a build whose forms post to HubSpot", () => {
  it("has no inbox: its address answers 404 with the security headers, and no database is opened", async () => {
    const { buildDir } = makeBuild();
    writeFileSync(join(buildDir, "site-config.json"), JSON.stringify({ formIds: FORM_IDS, localInbox: false }));
    const server = await startServer(buildDir);
    try {
      const response = await submit(server, FORM_IDS.footer, submission({ email: "a@b.is" }));
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body).message).toBe("This form does not exist.");
      expectSecurityHeaders(response.headers);
      expect((await rawRequest(server.port, "GET", "/")).status).toBe(200);
      expect(server.output()).toContain("local inbox off");
    } finally {
      await server.stop();
    }
    expect(existsSync(join(buildDir, "data")) ? readdirSync(join(buildDir, "data")) : []).toEqual([]);
  }, 30_000);
});

describe("a reused Idempotency-Key", () => {
  it("with other values answers 422 and stores nothing; with the same values, 200 and stored once", async () => {
    const { buildDir } = makeBuild();
    const server = await startServer(buildDir);
    const key = { "Idempotency-Key": "abuse-reused-key-1" };
    try {
      expect((await submit(server, FORM_IDS.contact, contact("The first message"), key)).status).toBe(200);
      const changed = await submit(server, FORM_IDS.contact, contact("Something else entirely"), key);
      expect(changed.status).toBe(422);
      expect(JSON.parse(changed.body)).toMatchObject({
        status: "error",
        message: "This Idempotency-Key was already used for a different submission.",
      });
      expectSecurityHeaders(changed.headers);
      expect((await submit(server, FORM_IDS.contact, contact("The first message"), key)).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(storedRows(buildDir).map((row) => row.fields.message)).toEqual(["The first message"]);
  }, 30_000);
});

describe("the daily limit per address", () => {
  it("answers 429 once an address has stored its bytes for the day, also after a restart; others go on", async () => {
    const { buildDir } = makeBuild();
    const env = { TRUST_PROXY: "127.0.0.1", INBOX_DAILY_BYTES: "2000" };
    const from = (address: string) => ({ "X-Forwarded-For": address });
    // About 800 bytes each: two fit in the day's 2,000.
    const large = (i: number) => contact(`${i} ${"x".repeat(650)}`);
    let server = await startServer(buildDir, env);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await submit(server, FORM_IDS.contact, large(i), from("10.70.0.1"))).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await server.stop();
    }
    server = await startServer(buildDir, env);
    try {
      const limited = await submit(server, FORM_IDS.contact, large(3), from("10.70.0.1"));
      expect(limited.status).toBe(429);
      expect(JSON.parse(limited.body).errors).toEqual([
        { message: "Too much has been sent from this address today. Please try again tomorrow.", errorType: "RATE_LIMITED" },
      ]);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expectSecurityHeaders(limited.headers);
      expect((await submit(server, FORM_IDS.contact, large(4), from("10.70.0.2"))).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(storedRows(buildDir).map((row) => row.fields.message!.split(" ")[0])).toEqual(["0", "1", "4"]);
  }, 30_000);
});

describe("the daily limit for IPv6", () => {
  it("counts a /64 as one client: its other addresses get 429 once its bytes are spent; another /64 goes on", async () => {
    const { buildDir } = makeBuild();
    // The rate limit raised: only the daily bytes are under test.
    const env = { TRUST_PROXY: "127.0.0.1", INBOX_DAILY_BYTES: "2000", INBOX_RATE_LIMIT: "1000" };
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const large = (i: number) => contact(`${i} ${"x".repeat(650)}`);
    const server = await startServer(buildDir, env);
    try {
      const statuses = [];
      // Ten addresses of one /64, spelled in different forms.
      const addresses = ["2001:db8:7:64::1", "2001:db8:7:64::2", "2001:0DB8:0007:0064:ffff:1:2:3"];
      for (let i = 3; i < 10; i++) addresses.push(`2001:db8:7:64:${i}::${i}`);
      for (const [i, address] of addresses.entries()) {
        statuses.push((await submit(server, FORM_IDS.contact, large(i), from(address))).status);
      }
      expect(statuses).toEqual([200, 200, ...Array(8).fill(429)]);
      const limited = await submit(server, FORM_IDS.contact, large(10), from("2001:db8:7:64:abcd::1"));
      expect(JSON.parse(limited.body).message).toBe("Too much has been sent from this address today. Please try again tomorrow.");
      expect((await submit(server, FORM_IDS.contact, large(11), from("2001:db8:7:65::1"))).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(storedRows(buildDir).map((row) => row.fields.message!.split(" ")[0])).toEqual(["0", "1", "11"]);
  }, 30_000);
});

describe("repeated failures", () => {
  it("are logged one line each, with the stack only the first time", async () => {
    const { buildDir, clientDir } = makeBuild();
    const server = await startServer(buildDir);
    try {
      rmSync(join(clientDir, LARGE_FILE));
      for (let i = 0; i < 3; i++) expect((await rawRequest(server.port, "GET", LARGE_FILE)).status).toBe(500);
      expect((await rawRequest(server.port, "GET", "/")).status).toBe(200);
    } finally {
      await server.stop();
    }
    const lines = server.output().split("\n");
    const failuresAt = lines.flatMap((line, i) => (line.startsWith("server: [ENOENT]") ? [i] : []));
    expect(failuresAt).toHaveLength(3);
    const stackLinesAt = lines.flatMap((line, i) => (/^\s+at /.test(line) ? [i] : []));
    expect(stackLinesAt.length).toBeGreaterThan(0);
    // Every stack line belongs to the first failure.
    expect(stackLinesAt.filter((i) => i < failuresAt[0]! || i > failuresAt[1]!)).toEqual([]);
  }, 30_000);
});

describe("a shutdown during a burst", () => {
  it("stores every submission it acknowledged before it stops", async () => {
    const { buildDir } = makeBuild();
    const server = await startServer(buildDir, { INBOX_RATE_LIMIT: "1000" });
    let stopping: Promise<number | null> | undefined;
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        submit(server, FORM_IDS.footer, submission({ email: `shutdown${i}@example.is` }), {
          "Idempotency-Key": `shutdown-key-${i}`,
        }).then(
          (response) => {
            stopping ??= server.stop();
            return response.status;
          },
          () => 0,
        ),
      ),
    );
    expect(await (stopping ?? server.stop())).toBe(0);
    const acknowledged = statuses.flatMap((status, i) => (status === 200 ? [`shutdown-key-${i}`] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = storedRows(buildDir).map((row) => row.submissionId);
    for (const key of acknowledged)
      expect(
        stored.filter((id) => id === key),
        key,
      ).toHaveLength(1);
  }, 30_000);
});
