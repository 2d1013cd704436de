import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openInboxStore } from "./inbox-store";
import { FORM_IDS, makeBuild, startServer } from "./test-support";

const submit = (url: string, email: string, idempotencyKey: string) =>
  fetch(`${url}/submissions/v3/integration/submit/local/${FORM_IDS.footer}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify({ fields: [{ name: "email", value: email }], context: { pageUri: "", pageName: "" } }),
  });

describe("server process", () => {
  it("serves, then stops cleanly on SIGTERM", async () => {
    const server = await startServer(makeBuild().buildDir);
    const response = await fetch(`${server.url}/`);
    expect(await response.text()).toBe("<h1>Home</h1>");
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
  }, 20_000);

  it("stores a burst of 200 concurrent submissions once each, retries included, and keeps them across a restart", async () => {
    const { buildDir } = makeBuild();
    // 200 connections from one address: above its share of connections by default.
    let server = await startServer(buildDir, { INBOX_RATE_LIMIT: "1000", MAX_CONNECTIONS_PER_CLIENT: "200" });
    const emails = Array.from({ length: 200 }, (_, i) => `burst${i}@example.is`);
    const statuses = await Promise.all(
      emails.map((email, i) => submit(server.url, email, `burst-key-${i}`).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Retries whose first answer was lost: the same success, nothing stored twice.
    const retries = await Promise.all(emails.slice(0, 20).map((email, i) => submit(server.url, email, `burst-key-${i}`)));
    expect(retries.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await server.stop()).toBe(0);

    server = await startServer(buildDir);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    await server.stop();
    const store = openInboxStore(join(buildDir, "data", "inbox.sqlite"));
    const stored = store.list().map((submission) => submission.fields.email);
    store.close();
    expect(stored.toSorted()).toEqual(emails.toSorted());
  }, 60_000);
});
