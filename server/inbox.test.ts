import type { FastifyInstance, InjectOptions } from "fastify";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, readCspManifest } from "./app";
import { readServerLimits } from "./config";
import { openInboxStore, type InboxStore } from "./inbox-store";
import { openInboxWriter, type InboxWriter } from "./inbox-writer";
import { BLANK_LOOKING } from "../app/lib/forms/blank-values.test-fixtures";
import { baseSecurityHeaders } from "./security-headers";
import { DEFAULT_CSP, FORM_IDS, makeBuild } from "./test-support";

const body = (fields: Record<string, string>, context = { pageUri: "http://x/contact", pageName: "Contact" }) => ({
  fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
  context,
});
const contact = { firstname: "Anna", lastname: "Jónsdóttir", email: "anna@example.is", company: "", message: "Halló!" };
const PATH = "/submissions/v3/integration/submit/local";

const DAILY_BYTES = 2000;
let app: FastifyInstance;
let writer: InboxWriter;
/** The same database, for reading what was stored. */
let store: InboxStore;

beforeAll(async () => {
  const { buildDir, clientDir } = makeBuild();
  const dbPath = join(mkdtempSync(join(tmpdir(), "inbox-")), "inbox.sqlite");
  const limits = readServerLimits({ INBOX_RATE_LIMIT: "3", TRUST_PROXY: "127.0.0.1", INBOX_DAILY_BYTES: String(DAILY_BYTES) });
  writer = await openInboxWriter(dbPath, { dailyBytesPerClient: limits.inboxDailyBytes });
  store = openInboxStore(dbPath);
  app = buildApp({
    root: clientDir,
    csp: readCspManifest(buildDir),
    limits,
    inbox: {
      writer,
      forms: new Map([
        [FORM_IDS.contact, "contact"],
        [FORM_IDS.footer, "footer"],
        [FORM_IDS.popup, "popup"],
      ]),
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await writer.close();
  store.close();
});

let client = 0;
/** Each test posts from its own address (the limiter counts per address). */
const post = (form: string, payload: unknown, init: Partial<InjectOptions> & { from?: string } = {}) =>
  app.inject({
    method: "POST",
    url: `${PATH}/${form}`,
    ...init,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": init.from ?? `10.0.0.${++client}`,
      ...init.headers,
    },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

function expectInboxHeaders(response: { headers: Record<string, unknown> }) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(response.headers[name.toLowerCase()], name).toBe(value);
  expect(response.headers["content-security-policy"]).toBe(DEFAULT_CSP);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
}

describe("inbox off (the forms post to HubSpot)", () => {
  it("answers its address 404 in the provider's shape with the security headers, for POST as for GET", async () => {
    const { buildDir, clientDir } = makeBuild();
    const off = buildApp({ root: clientDir, csp: readCspManifest(buildDir), limits: readServerLimits({}) });
    for (const method of ["POST", "GET"] as const) {
      const response = await off.inject({
        method,
        url: `${PATH}/${FORM_IDS.footer}`,
        headers: { "content-type": "application/json" },
        ...(method === "POST" ? { payload: body({ email: "a@b.is" }) } : {}),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe("This form does not exist.");
      expect(response.headers.connection).toBe("close");
      expectInboxHeaders(response);
    }
    await off.close();
  });
});

describe("inbox route", () => {
  it("stores an accepted submission and answers like the provider", async () => {
    const response = await post(FORM_IDS.contact, body(contact));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ inlineMessage: "Thanks for submitting the form." });
    expectInboxHeaders(response);
    const stored = store.list().at(-1)!;
    expect(stored).toMatchObject({ formId: FORM_IDS.contact, pageUri: "http://x/contact", pageName: "Contact" });
    expect(stored.fields).toMatchObject({ firstname: "Anna", email: "anna@example.is" });
  });

  it("stores a retried submission once and answers it with the same success", async () => {
    const before = store.list().length;
    const headers = { "idempotency-key": "retry-key-0001" };
    const first = await post(FORM_IDS.footer, body({ email: "retry@example.is" }), { headers });
    const retry = await post(FORM_IDS.footer, body({ email: "retry@example.is" }), { headers });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(store.list().length).toBe(before + 1);
    expect(store.list().at(-1)!.submissionId).toBe("retry-key-0001");
  });

  it("answers a reused Idempotency-Key with other values 422 in the provider's shape, and stores nothing", async () => {
    const headers = { "idempotency-key": "reused-key-0001" };
    const first = await post(FORM_IDS.contact, body(contact), { headers });
    expect(first.statusCode).toBe(200);
    const before = store.list().length;
    const changed = await post(FORM_IDS.contact, body({ ...contact, message: "Another message" }), { headers });
    expect(changed.statusCode).toBe(422);
    const message = "This Idempotency-Key was already used for a different submission.";
    expect(changed.json()).toEqual({ status: "error", message, errors: [{ message, errorType: "INVALID_REQUEST" }] });
    expectInboxHeaders(changed);
    // The same key with the same values is still the retry it always was.
    const retry = await post(FORM_IDS.contact, body(contact), { headers });
    expect(retry.statusCode).toBe(200);
    expect(store.list().length).toBe(before);
    expect(
      store
        .list()
        .filter((row) => row.submissionId === "reused-key-0001")
        .map((row) => row.fields.message),
    ).toEqual(["Halló!"]);
  });

  it("answers 429 in the provider's shape once an address has stored its bytes for the day; others go on", async () => {
    // About 800 bytes each: two fit in the day's 2,000, a third does not.
    const large = (i: number) => body({ ...contact, message: `${i} ${"x".repeat(DAILY_BYTES / 3)}` });
    const first = await post(FORM_IDS.contact, large(0), { from: "10.8.8.8" });
    const second = await post(FORM_IDS.contact, large(1), { from: "10.8.8.8" });
    const third = await post(FORM_IDS.contact, large(2), { from: "10.8.8.8" });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
    const message = "Too much has been sent from this address today. Please try again tomorrow.";
    expect(third.json()).toEqual({ status: "error", message, errors: [{ message, errorType: "RATE_LIMITED" }] });
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(third.headers["retry-after"])).toBeLessThanOrEqual(24 * 3600);
    expectInboxHeaders(third);
    expect((await post(FORM_IDS.contact, large(3), { from: "10.8.8.9" })).statusCode).toBe(200);
    const stored = store.list().filter((row) => row.fields.message?.endsWith("x".repeat(100)));
    expect(stored.map((row) => row.fields.message!.split(" ")[0])).toEqual(["0", "1", "3"]);
  });

  it.each(["short", "has spaces in it", "x".repeat(101), "semi;colon;key"])(
    "refuses the Idempotency-Key %j with 400",
    async (key) => {
      const response = await post(FORM_IDS.footer, body({ email: "a@b.is" }), { headers: { "idempotency-key": key } });
      expect(response.statusCode).toBe(400);
      expectInboxHeaders(response);
    },
  );

  it("answers 400 with the provider's message for malformed JSON and invalid fields", async () => {
    const bad = await post(FORM_IDS.footer, "{not json");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The request is not valid JSON.");
    expectInboxHeaders(bad);
    const poisoned = await post(FORM_IDS.footer, '{"fields":[],"__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
    const invalid = await post(FORM_IDS.footer, body({ email: "nope" }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: "Please enter a valid email address.",
      errors: [{ errorType: "INVALID_EMAIL" }],
    });
    expectInboxHeaders(invalid);
  });

  it.each(BLANK_LOOKING)(
    "refuses a required value of only %s as it refuses an empty one, and stores nothing",
    async (_, blank) => {
      const before = store.list().length;
      const empty = await post(FORM_IDS.contact, body({ ...contact, firstname: "" }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        message: "The field 'firstname' is required.",
        errors: [{ errorType: "REQUIRED_FIELD" }],
      });
      const blankLooking = await post(FORM_IDS.contact, body({ ...contact, firstname: blank }));
      expect(blankLooking.statusCode).toBe(empty.statusCode);
      expect(blankLooking.json()).toEqual(empty.json());
      expectInboxHeaders(blankLooking);
      expect(store.list().length).toBe(before);
    },
  );

  it("refuses anything but JSON with 415, before reading the body", async () => {
    const response = await post(FORM_IDS.footer, "email=a@b.is", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Submissions must be sent as JSON.");
    expect(response.headers.connection).toBe("close");
    expectInboxHeaders(response);
  });

  it.each(["nope", "constructor", "__proto__", "toString", "hasOwnProperty", "%5F%5Fproto%5F%5F"])(
    "answers the form id %s with 404 and stores nothing",
    async (form) => {
      const before = store.list().length;
      const response = await post(form, body({ email: "a@b.is" }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This form does not exist.");
      expect(response.headers.connection).toBe("close");
      expectInboxHeaders(response);
      expect(store.list().length).toBe(before);
    },
  );

  it.each(["%E0%A4%A", "%", "contact%"])("answers the malformed form id %s with 400 and the security headers", async (form) => {
    const response = await post(form, body({ email: "a@b.is" }));
    expect(response.statusCode).toBe(400);
    for (const name of Object.keys(baseSecurityHeaders)) expect(response.headers[name.toLowerCase()]).toBeDefined();
  });

  it("answers 413 to a body over 16 KiB, declared or not", async () => {
    const large = body({ email: "a@b.is" }, { pageUri: "x".repeat(17_000), pageName: "" });
    const declared = await post(FORM_IDS.footer, large);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe("The submission is too large.");
    expect(declared.headers.connection).toBe("close");
    expectInboxHeaders(declared);
  });

  it("limits submissions per client with 429 and Retry-After, counting the address the proxy saw", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(FORM_IDS.footer, body({ email: `n${i}@b.is` }), { from: "10.9.9.9" })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    // Prepending addresses does not make a new client: only the rightmost entry (our proxy's) counts.
    const limited = await post(FORM_IDS.footer, body({ email: "late@b.is" }), { from: "1.2.3.4, 10.9.9.9" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: "Too many submissions. Please try again in a minute.",
      errors: [{ errorType: "RATE_LIMITED" }],
    });
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.headers.connection).toBe("close");
    expectInboxHeaders(limited);
    expect((await post(FORM_IDS.footer, body({ email: "other@b.is" }), { from: "10.9.9.10" })).statusCode).toBe(200);
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await app.inject({ method: "GET", url: `${PATH}/${FORM_IDS.footer}` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expectInboxHeaders(response);
  });

  it("answers 500 with the security headers when storing fails, logging one line each time, the stack once", async () => {
    const diskFull = () => Object.assign(new Error("database or disk is full"), { code: "ERR_SQLITE_ERROR" });
    const failing = buildApp({
      root: join(makeBuild().clientDir),
      csp: { pages: {}, default: DEFAULT_CSP },
      limits: readServerLimits({}),
      inbox: {
        writer: {
          submit: async () => {
            throw diskFull();
          },
        },
        forms: new Map([[FORM_IDS.footer, "footer"]]),
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i++) {
        const response = await failing.inject({
          method: "POST",
          url: `${PATH}/${FORM_IDS.footer}`,
          headers: { "content-type": "application/json" },
          payload: body({ email: "a@b.is" }),
        });
        expect(response.statusCode).toBe(500);
        expect(response.json().message).toBe("The submission could not be stored.");
        expectInboxHeaders(response);
      }
      const lines = logged.mock.calls.map((args) => args.map(String).join(" "));
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain("database or disk is full");
      expect(lines[0]).toContain("at diskFull");
      expect(lines.slice(1)).toEqual(Array(2).fill("inbox: [ERR_SQLITE_ERROR] database or disk is full"));
    } finally {
      logged.mockRestore();
    }
    expect((await failing.inject("/")).statusCode).toBe(200);
    await failing.close();
  });
});
