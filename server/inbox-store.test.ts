import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openInboxStore, type InboxStore, type NewSubmission } from "./inbox-store";

const mode = (path: string) => statSync(path).mode & 0o777;
const submission = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  formId: "footer",
  submissionId: null,
  fields: { email: "anna@example.is" },
  pageUri: "http://127.0.0.1/blog",
  pageName: "Blog",
  client: "127.0.0.1",
  ...overrides,
});

let root: string;
let store: InboxStore | undefined;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "inbox-store-"));
  // The most permissive umask: the modes must not depend on the operator's.
  umask = process.umask(0);
});
afterEach(() => {
  store?.close();
  store = undefined;
  process.umask(umask);
});

describe("file modes", () => {
  it("creates the folder 0700 and the database, its WAL and shared-memory files 0600", () => {
    const dbPath = join(root, "data", "nested", "inbox.sqlite");
    store = openInboxStore(dbPath);
    store.store(submission());
    expect(mode(join(root, "data", "nested"))).toBe(0o700);
    expect(mode(dbPath)).toBe(0o600);
    expect(mode(`${dbPath}-wal`)).toBe(0o600);
    expect(mode(`${dbPath}-shm`)).toBe(0o600);
  });

  it("tightens a folder and database an earlier version left world-readable", () => {
    const folder = join(root, "data");
    mkdirSync(folder, { mode: 0o755 });
    const dbPath = join(folder, "inbox.sqlite");
    new DatabaseSync(dbPath).close();
    chmodSync(dbPath, 0o644);
    store = openInboxStore(dbPath);
    store.store(submission());
    expect(mode(folder)).toBe(0o700);
    expect(mode(dbPath)).toBe(0o600);
    expect(mode(`${dbPath}-wal`)).toBe(0o600);
  });

  it("leaves a shared folder's mode alone (DATA_DIR pointed at a folder with other files)", () => {
    chmodSync(root, 0o755);
    writeFileSync(join(root, "notes.txt"), "not the inbox's");
    store = openInboxStore(join(root, "inbox.sqlite"));
    expect(mode(root)).toBe(0o755);
    expect(mode(join(root, "inbox.sqlite"))).toBe(0o600);
  });
});

describe("idempotency", () => {
  it("stores a submission id once per form and says the second was a duplicate", () => {
    store = openInboxStore(join(root, "inbox.sqlite"));
    const first = submission({ submissionId: "0b7a2f4e-1111-4222-8333-444455556666" });
    expect(store.store(first)).toEqual({ duplicate: false });
    expect(store.store(first)).toEqual({ duplicate: true });
    expect(store.store({ ...first, formId: "popup" })).toEqual({ duplicate: false });
    expect(store.list().map(({ formId, submissionId }) => [formId, submissionId])).toEqual([
      ["footer", first.submissionId],
      ["popup", first.submissionId],
    ]);
  });

  it("keeps every submission sent without an id", () => {
    store = openInboxStore(join(root, "inbox.sqlite"));
    expect(store.store(submission())).toEqual({ duplicate: false });
    expect(store.store(submission())).toEqual({ duplicate: false });
    expect(store.list()).toHaveLength(2);
  });

  it("lists what it stored", () => {
    store = openInboxStore(join(root, "inbox.sqlite"));
    store.store(submission({ submissionId: "id-1", fields: { email: "a@b.is", message: "Line one\nLine two" } }));
    expect(store.list()).toEqual([
      {
        id: 1,
        formId: "footer",
        submissionId: "id-1",
        fields: { email: "a@b.is", message: "Line one\nLine two" },
        pageUri: "http://127.0.0.1/blog",
        pageName: "Blog",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
  });
});

describe("migration", () => {
  it("adds the submission id to a database from before, keeping its rows", () => {
    const dbPath = join(root, "inbox.sqlite");
    const old = new DatabaseSync(dbPath);
    old.exec(`CREATE TABLE submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT, form_id TEXT NOT NULL, fields TEXT NOT NULL, page_uri TEXT NOT NULL,
      page_name TEXT NOT NULL, client TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`);
    old
      .prepare("INSERT INTO submissions (form_id, fields, page_uri, page_name, client) VALUES (?, ?, ?, ?, ?)")
      .run("contact", JSON.stringify({ firstname: "Old" }), "http://x/contact", "Contact", "127.0.0.1");
    old.close();

    store = openInboxStore(dbPath);
    expect(store.list()).toMatchObject([{ id: 1, formId: "contact", submissionId: null, fields: { firstname: "Old" } }]);
    expect(store.store(submission({ submissionId: "new" }))).toEqual({ duplicate: false });
    expect(store.store(submission({ submissionId: "new" }))).toEqual({ duplicate: true });
    store.close();
    // A second opening finds nothing left to migrate.
    store = openInboxStore(dbPath);
    expect(store.list()).toHaveLength(2);
  });
});

describe("durability", () => {
  it("keeps a stored submission when the process is killed right after storing it", () => {
    const dbPath = join(root, "inbox.sqlite");
    const script = join(root, "store-and-die.ts");
    writeFileSync(
      script,
      `import { openInboxStore } from ${JSON.stringify(new URL("./inbox-store.ts", import.meta.url).pathname)};
       openInboxStore(${JSON.stringify(dbPath)}).store(${JSON.stringify(submission({ submissionId: "survivor" }))});
       process.kill(process.pid, "SIGKILL");`,
    );
    const child = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8" });
    expect(child.signal, child.stderr).toBe("SIGKILL");
    store = openInboxStore(dbPath);
    expect(store.list().map((row) => row.submissionId)).toEqual(["survivor"]);
    const check = new DatabaseSync(dbPath, { readOnly: true });
    expect(check.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    check.close();
  });
});
