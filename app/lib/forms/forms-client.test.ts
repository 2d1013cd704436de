import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSubmissionIds } from "./forms-client";

describe("createSubmissionIds", () => {
  let counter = 0;
  const ids = () => createSubmissionIds(() => `id-${++counter}`);

  it("reuses the id for the same values until a success, then starts a new one", () => {
    const submissions = ids();
    const first = submissions.idFor("contact", { email: "a@b.is", message: "Hi" });
    expect(submissions.idFor("contact", { email: "a@b.is", message: "Hi" })).toBe(first);
    submissions.succeeded("contact");
    expect(submissions.idFor("contact", { email: "a@b.is", message: "Hi" })).not.toBe(first);
  });

  it("gives changed values a new id, and keeps each form's apart", () => {
    const submissions = ids();
    const footer = submissions.idFor("footer", { email: "a@b.is" });
    const popup = submissions.idFor("popup", { email: "a@b.is" });
    expect(popup).not.toBe(footer);
    expect(submissions.idFor("footer", { email: "c@d.is" })).not.toBe(footer);
    expect(submissions.idFor("popup", { email: "a@b.is" })).toBe(popup);
  });

  it("makes v4 UUIDs by default", () => {
    expect(createSubmissionIds().idFor("footer", { email: "a@b.is" })).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe("submitForm", () => {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  let answer: () => Promise<Response>;
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal("window", { location: { href: "http://127.0.0.1:3000/contact" } });
    vi.stubGlobal("document", { title: "Contact" });
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock("~/config/site");
  });
  /** A fresh client (no ids left from another test), built with this environment. */
  const load = async (env: Record<string, string> = {}) => {
    vi.resetModules();
    vi.doMock("~/config/site", async () => {
      const actual = await vi.importActual<typeof import("~/config/site")>("~/config/site");
      return { ...actual, siteConfig: actual.readConfig(env) };
    });
    return (await import("./forms-client")).submitForm;
  };
  const ok = () => Promise.resolve(new Response("{}", { status: 200 }));
  const lost = () => Promise.reject(new TypeError("Failed to fetch"));
  const keys = () => sent.map((request) => request.headers["Idempotency-Key"]);

  it("sends the same key to the local inbox when a lost answer is retried, and a new one after a success", async () => {
    const submitForm = await load();
    const fields = { email: "anna@example.is" };
    answer = lost;
    expect(await submitForm("footer", fields)).toEqual({ ok: false, reason: "network" });
    answer = ok;
    expect(await submitForm("footer", fields)).toEqual({ ok: true });
    expect(await submitForm("footer", fields)).toEqual({ ok: true });
    expect(sent[0]!.url).toBe("/submissions/v3/integration/submit/local/footer-newsletter");
    const [first, retry, next] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("starts a new key when the visitor changes the values after a failure", async () => {
    const submitForm = await load();
    answer = () => Promise.resolve(new Response('{"message":"Too many submissions."}', { status: 429 }));
    await submitForm("contact", { email: "a@b.is", message: "Hi" });
    await submitForm("contact", { email: "a@b.is", message: "Hi" });
    await submitForm("contact", { email: "a@b.is", message: "Hi there" });
    const [first, retry, changed] = keys();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it("sends no custom header to HubSpot (its CORS rules would refuse the request)", async () => {
    const submitForm = await load({ VITE_HUBSPOT_PORTAL_ID: "1234567", VITE_HUBSPOT_API_URL: "http://127.0.0.1:4311" });
    answer = ok;
    await submitForm("footer", { email: "a@b.is" });
    expect(sent[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:4311\/submissions\/v3\/integration\/submit\/1234567\//);
    expect(sent[0]!.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("reads the provider's message and its list of errors from a refusal", async () => {
    const submitForm = await load();
    answer = () =>
      Promise.resolve(
        Response.json(
          {
            status: "error",
            message: "The request is not valid",
            errors: [
              { message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" },
              { nope: 1 },
              null,
            ],
          },
          { status: 400 },
        ),
      );
    expect(await submitForm("footer", { email: "a@b.is" })).toEqual({
      ok: false,
      reason: "rejected",
      message: "The request is not valid",
      errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" }],
    });
    answer = () => Promise.resolve(new Response("not json", { status: 500 }));
    expect(await submitForm("footer", { email: "a@b.is" })).toEqual({ ok: false, reason: "rejected", message: undefined });
  });
});
