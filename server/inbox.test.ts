import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRules, createInbox, listSubmissions, newsletterRules, validateSubmission } from "./inbox";

const body = (fields: Record<string, string>, context = { pageUri: "http://x/contact", pageName: "Contact" }) => ({
  fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
  context,
});
const contact = { firstname: "Anna", lastname: "Jónsdóttir", email: "anna@example.is", company: "", message: "Halló!" };

describe("validateSubmission", () => {
  it("accepts a complete contact message and trims values", () => {
    expect(validateSubmission(body({ ...contact, firstname: " Anna " }), contactRules).values.firstname).toBe("Anna");
  });
  it.each([
    ["a missing required field", { ...contact, message: "" }, /'message' is required/],
    ["an unknown field", { ...contact, phone: "1" }, /'phone' is not part of this form/],
    ["a bad email", { ...contact, email: "anna@example" }, /valid email/],
    ["a too long message", { ...contact, message: "x".repeat(5001) }, /too long/],
  ])("rejects %s", (_name, fields, message) => {
    expect(() => validateSubmission(body(fields), contactRules)).toThrow(message);
  });
  it("rejects shapes that are not the provider's", () => {
    expect(() => validateSubmission({ email: "a@b.is" }, newsletterRules)).toThrow(/no valid fields/);
    expect(() => validateSubmission({ fields: [{ name: "email", value: 5 }] }, newsletterRules)).toThrow(/text value/);
  });
});

describe("inbox endpoint", () => {
  let server: Server;
  let base: string;
  let inbox: ReturnType<typeof createInbox>;
  beforeAll(async () => {
    inbox = createInbox({
      dbPath: join(mkdtempSync(join(tmpdir(), "inbox-")), "inbox.sqlite"),
      forms: { contact: contactRules, footer: newsletterRules },
      rateLimit: { max: 3, windowMs: 60_000 },
    });
    server = createServer((req, res) => {
      void inbox.handle(req, res, new URL(req.url!, "http://x")).then((handled) => handled || res.writeHead(418).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/submissions/v3/integration/submit/local`;
  });
  afterAll(() => {
    server.close();
    inbox.close();
  });
  const post = (form: string, payload: unknown, type = "application/json") =>
    fetch(`${base}/${form}`, {
      method: "POST",
      headers: { "Content-Type": type },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("stores an accepted submission and answers like the provider", async () => {
    const response = await post("contact", body(contact));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ inlineMessage: "Thanks for submitting the form." });
    const stored = listSubmissions(inbox.db).at(-1)!;
    expect(stored).toMatchObject({ formId: "contact", pageUri: "http://x/contact", pageName: "Contact" });
    expect(stored.fields).toMatchObject({ firstname: "Anna", email: "anna@example.is" });
  });

  it("answers 400 with a message for malformed input, 404 for an unknown form, 413 for a large body", async () => {
    const bad = await post("footer", "{not json");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/not valid JSON/);
    expect((await post("footer", body({ email: "x" }), "text/plain")).status).toBe(400);
    expect((await post("nope", body({ email: "a@b.is" }))).status).toBe(404);
    const large = await post("footer", body({ email: "a@b.is" }, { pageUri: "x".repeat(17_000), pageName: "" }));
    expect(large.status).toBe(413);
  });

  it("limits submissions per client with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post("footer", body({ email: `n${i}@b.is` }))).status);
    const limited = await post("footer", body({ email: "late@b.is" }));
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many submissions/);
    expect(limited.headers.get("retry-after")).toBe("60");
  });
});
