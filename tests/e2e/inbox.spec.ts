import { expect, test } from "./fixtures";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_MAPBOX_BUILD_DIRECTORY } from "./env";

/** The local inbox of the real production server: the small test build's, whose forms post to it (the main one's post to HubSpot). */
const formIds = JSON.parse(readFileSync(join(E2E_MAPBOX_BUILD_DIRECTORY, "site-config.json"), "utf8")).formIds as Record<
  string,
  string
>;

interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function startServer(
  port: number,
  dataDir: string,
  rateLimit = "1000",
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [join(E2E_MAPBOX_BUILD_DIRECTORY, "server", "index.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: E2E_MAPBOX_BUILD_DIRECTORY,
      DATA_DIR: dataDir,
      INBOX_RATE_LIMIT: rateLimit,
      ...env,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const submit = (url: string, form: string, fields: Record<string, string>, init: RequestInit = {}) =>
  fetch(`${url}/submissions/v3/integration/submit/local/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
      context: { pageUri: `${url}/contact`, pageName: "Contact - The Gins of Iceland" },
    }),
    ...init,
  });

const listInbox = (dataDir: string) =>
  execFileSync("node", ["scripts/inbox.mjs"], { env: { ...process.env, DATA_DIR: dataDir } }).toString();

test.describe.configure({ mode: "serial" });

test("a contact message is stored and still listed by npm run inbox after a restart", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-e2e-"));
  let server = await startServer(4320, dataDir);
  const response = await submit(server.url, formIds.contact!, {
    firstname: "Guðrún",
    lastname: "Ólafsdóttir",
    email: "gudrun@example.is",
    company: "",
    message: "Is Vor Barrel Aged still available?",
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ inlineMessage: "Thanks for submitting the form." });
  await server.stop();
  server = await startServer(4320, dataDir);
  const listing = listInbox(dataDir);
  expect(listing).toContain("Guðrún");
  expect(listing).toContain("Is Vor Barrel Aged still available?");
  expect(listing).toContain("1 submission(s)");
  await server.stop();
});

test("bad requests get 400 with a message, large ones 413, bursts past the limit 429", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-e2e-"));
  const server = await startServer(4321, dataDir, "3");
  try {
    const notJson = await fetch(`${server.url}/submissions/v3/integration/submit/local/${formIds.footer}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{oops",
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe("The request is not valid JSON.");

    const badEmail = await submit(server.url, formIds.footer!, { email: "nope" });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).message).toBe("Please enter a valid email address.");

    const huge = await submit(server.url, formIds.footer!, { email: "a@b.is", extra: "x".repeat(17_000) });
    expect(huge.status).toBe(413);

    const limited = await submit(server.url, formIds.footer!, { email: "late@b.is" });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe("Too many submissions. Please try again in a minute.");
  } finally {
    await server.stop();
  }
  expect(listInbox(dataDir)).toContain("0 submission(s)");
});

test("a burst of 200 concurrent submissions loses none and stores none twice", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-e2e-"));
  // 200 connections at once from one address, more than one visitor may hold (as a proxy would).
  const server = await startServer(4322, dataDir, "1000", { MAX_CONNECTIONS_PER_CLIENT: "250" });
  try {
    const emails = Array.from({ length: 200 }, (_, i) => `burst${i}@example.is`);
    const statuses = await Promise.all(
      emails.map((email) => submit(server.url, formIds.footer!, { email }).then((r) => r.status)),
    );
    const accepted = emails.filter((_, i) => statuses[i] === 200);
    expect(accepted).toHaveLength(200);
    const listing = listInbox(dataDir);
    expect(listing).toContain("200 submission(s)");
    for (const email of accepted) expect(listing.split(`email: ${email}\n`).length - 1, email).toBe(1);
  } finally {
    await server.stop();
  }
});
