/**
 * The local inbox: with no marketing-provider configuration the forms post the provider's
 * request shape here, and every accepted submission is stored durably in SQLite before the
 * visitor is told it was received.
 */
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname } from "node:path";

export const MAX_BODY_BYTES = 16 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PATH = /^\/submissions\/v3\/integration\/submit\/local\/([^/]+)$/;

type FieldRule = { required: boolean; max: number; email?: boolean };
type FormRules = Record<string, FieldRule>;

const NAME: FieldRule = { required: true, max: 100 };
const EMAIL_FIELD: FieldRule = { required: true, max: 254, email: true };

export const contactRules: FormRules = {
  firstname: NAME,
  lastname: NAME,
  email: EMAIL_FIELD,
  company: { required: false, max: 200 },
  message: { required: true, max: 5000 },
};
export const newsletterRules: FormRules = { email: EMAIL_FIELD };

export interface InboxOptions {
  dbPath: string;
  /** form id -> which fields it takes */
  forms: Record<string, FormRules>;
  /** submissions per client address per window */
  rateLimit: { max: number; windowMs: number };
  /** read the client address from X-Forwarded-For (only behind a proxy you run) */
  trustProxy?: boolean;
}

export interface StoredSubmission {
  id: number;
  formId: string;
  fields: Record<string, string>;
  pageUri: string;
  pageName: string;
  createdAt: string;
}

class SubmissionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorType = "INVALID_REQUEST",
  ) {
    super(message);
  }
}

export function openInboxDatabase(dbPath: string) {
  mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma("journal_mode = WAL");
  // An answered submission must survive a crash or restart.
  db.pragma("synchronous = FULL");
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id TEXT NOT NULL,
    fields TEXT NOT NULL,
    page_uri TEXT NOT NULL,
    page_name TEXT NOT NULL,
    client TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  return db;
}

export function listSubmissions(db: Database.Database): StoredSubmission[] {
  return (db.prepare("SELECT * FROM submissions ORDER BY id").all() as Record<string, string | number>[]).map((row) => ({
    id: Number(row.id),
    formId: String(row.form_id),
    fields: JSON.parse(String(row.fields)),
    pageUri: String(row.page_uri),
    pageName: String(row.page_name),
    createdAt: String(row.created_at),
  }));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) return reject(new SubmissionError(413, "The submission is too large."));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new SubmissionError(413, "The submission is too large."));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Checks a submission against its form's rules; returns the clean fields and context. */
export function validateSubmission(body: unknown, rules: FormRules) {
  if (!body || typeof body !== "object") throw new SubmissionError(400, "The request is not valid.");
  const { fields, context } = body as { fields?: unknown; context?: unknown };
  if (!Array.isArray(fields) || fields.length === 0 || fields.length > 20)
    throw new SubmissionError(400, "The request has no valid fields.");
  const values: Record<string, string> = {};
  for (const field of fields) {
    const { name, value } = (field ?? {}) as { name?: unknown; value?: unknown };
    if (typeof name !== "string" || typeof value !== "string")
      throw new SubmissionError(400, "Each field needs a name and a text value.");
    const rule = rules[name];
    if (!rule) throw new SubmissionError(400, `The field '${name}' is not part of this form.`, "FIELD_NOT_IN_FORM_DEFINITION");
    if (name in values) throw new SubmissionError(400, `The field '${name}' was sent twice.`);
    if (value.length > rule.max) throw new SubmissionError(400, `The field '${name}' is too long.`, "INPUT_TOO_LARGE");
    values[name] = value.trim();
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.required && !values[name]) throw new SubmissionError(400, `The field '${name}' is required.`, "REQUIRED_FIELD");
    if (rule.email && values[name] && !EMAIL.test(values[name]))
      throw new SubmissionError(400, "Please enter a valid email address.", "INVALID_EMAIL");
  }
  const { pageUri = "", pageName = "" } = (context ?? {}) as { pageUri?: unknown; pageName?: unknown };
  if (typeof pageUri !== "string" || typeof pageName !== "string" || pageUri.length > 2000 || pageName.length > 300) {
    throw new SubmissionError(400, "The request context is not valid.");
  }
  return { values, pageUri, pageName };
}

export function createInbox(options: InboxOptions) {
  const db = openInboxDatabase(options.dbPath);
  const insert = db.prepare(
    "INSERT INTO submissions (form_id, fields, page_uri, page_name, client) VALUES (@formId, @fields, @pageUri, @pageName, @client)",
  );
  const hits = new Map<string, { count: number; resetAt: number }>();

  function clientOf(req: IncomingMessage): string {
    const forwarded = options.trustProxy
      ? String(req.headers["x-forwarded-for"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
    return forwarded || req.socket.remoteAddress || "unknown";
  }

  function allow(client: string): boolean {
    const now = Date.now();
    const entry = hits.get(client);
    if (!entry || entry.resetAt <= now) {
      hits.set(client, { count: 1, resetAt: now + options.rateLimit.windowMs });
      if (hits.size > 10_000) for (const [key, value] of hits) if (value.resetAt <= now) hits.delete(key);
      return true;
    }
    entry.count++;
    return entry.count <= options.rateLimit.max;
  }

  function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = PATH.exec(url.pathname);
    if (!match) return false;
    if (req.method !== "POST") {
      res.writeHead(405, { Allow: "POST" }).end();
      return true;
    }
    try {
      const formId = decodeURIComponent(match[1]!);
      const rules = options.forms[formId];
      if (!rules) throw new SubmissionError(404, "This form does not exist.");
      if (!/^application\/json\b/i.test(String(req.headers["content-type"] ?? ""))) {
        throw new SubmissionError(400, "Submissions must be sent as JSON.");
      }
      const client = clientOf(req);
      if (!allow(client)) {
        res.setHeader("Retry-After", String(Math.ceil(options.rateLimit.windowMs / 1000)));
        throw new SubmissionError(429, "Too many submissions. Please try again in a minute.", "RATE_LIMITED");
      }
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new SubmissionError(400, "The request is not valid JSON.");
      }
      const { values, pageUri, pageName } = validateSubmission(body, rules);
      insert.run({ formId, fields: JSON.stringify(values), pageUri, pageName, client });
      answer(res, 200, { inlineMessage: "Thanks for submitting the form." });
    } catch (error) {
      if (error instanceof SubmissionError) {
        answer(res, error.status, {
          status: "error",
          message: error.message,
          errors: [{ message: error.message, errorType: error.errorType }],
        });
      } else {
        console.error(error);
        answer(res, 500, { status: "error", message: "The submission could not be stored." });
      }
    }
    return true;
  }

  return { handle, close: () => db.close(), db };
}
