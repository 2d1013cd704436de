import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
  vi.useRealTimers();
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
    expect(store.store(first)).toEqual("stored");
    expect(store.store(first)).toEqual("duplicate");
    expect(store.store({ ...first, formId: "popup" })).toEqual("stored");
    expect(store.list().map(({ formId, submissionId }) => [formId, submissionId])).toEqual([
      ["footer", first.submissionId],
      ["popup", first.submissionId],
    ]);
  });

  it("keeps every submission sent without an id", () => {
    store = openInboxStore(join(root, "inbox.sqlite"));
    expect(store.store(submission())).toEqual("stored");
    expect(store.store(submission())).toEqual("stored");
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

describe("a reused submission id", () => {
  it("is a conflict when the values differ: nothing is stored, and the first values stay", () => {
    store = openInboxStore(join(root, "inbox.sqlite"));
    const first = submission({ submissionId: "reused-key-1", fields: { email: "first@example.is" } });
    expect(store.store(first)).toBe("stored");
    expect(store.store({ ...first, fields: { email: "second@example.is" } })).toBe("conflict");
    expect(store.store({ ...first, fields: { email: "first@example.is", extra: "" } })).toBe("conflict");
    expect(store.list().map((row) => row.fields)).toEqual([{ email: "first@example.is" }]);
  });

  it("is a duplicate when the values are the same, in whatever order they are listed", () => {
    store = openInboxStore(join(root, "inbox.sqlite"));
    const first = submission({ submissionId: "reused-key-2", fields: { firstname: "Anna", email: "anna@example.is" } });
    expect(store.store(first)).toBe("stored");
    expect(store.store({ ...first, fields: { email: "anna@example.is", firstname: "Anna" } })).toBe("duplicate");
    expect(store.list()).toHaveLength(1);
  });
});

describe("the daily limit per client address", () => {
  // Each submission below stores 26 bytes of fields and 25 of page address and name: 51.
  const sized = (client: string, i: number) =>
    submission({ client, submissionId: `daily-${client}-${i}`, fields: { email: `n${String(i).padStart(8, "0")}@b.is` } });

  it("refuses what would take an address past its bytes for the day, and no other address", () => {
    store = openInboxStore(join(root, "inbox.sqlite"), { dailyBytesPerClient: 3 * 51 });
    const outcomes = [0, 1, 2, 3].map((i) => store!.store(sized("10.0.0.1", i)));
    expect(outcomes).toEqual(["stored", "stored", "stored", "over-daily-limit"]);
    expect(store.store(sized("10.0.0.2", 0))).toBe("stored");
    // A retry of what was stored still gets its success.
    expect(store.store(sized("10.0.0.1", 0))).toBe("duplicate");
    expect(store.list()).toHaveLength(4);
  });

  it("keeps counting across a restart, and starts again the next UTC day", () => {
    const dbPath = join(root, "inbox.sqlite");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-04T23:59:00Z") });
    store = openInboxStore(dbPath, { dailyBytesPerClient: 2 * 51 });
    expect([0, 1].map((i) => store!.store(sized("10.0.0.3", i)))).toEqual(["stored", "stored"]);
    store.close();
    store = openInboxStore(dbPath, { dailyBytesPerClient: 2 * 51 });
    expect(store.store(sized("10.0.0.3", 2))).toBe("over-daily-limit");
    vi.setSystemTime(new Date("2031-03-05T00:00:01Z"));
    expect(store.store(sized("10.0.0.3", 3))).toBe("stored");
  });

  it("writes a batch in one transaction: all of it, or nothing when it fails", () => {
    const dbPath = join(root, "inbox.sqlite");
    store = openInboxStore(dbPath);
    expect(store.storeAll([0, 1, 2].map((i) => sized("10.0.0.4", i)))).toEqual(["stored", "stored", "stored"]);
    // A NOT NULL column left empty fails the third insert: the first two are rolled back with it.
    const broken = { ...sized("10.0.0.4", 5), pageName: null as unknown as string };
    expect(() => store!.storeAll([sized("10.0.0.4", 3), sized("10.0.0.4", 4), broken])).toThrow();
    expect(store.list()).toHaveLength(3);
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
    expect(store.store(submission({ submissionId: "new" }))).toEqual("stored");
    expect(store.store(submission({ submissionId: "new" }))).toEqual("duplicate");
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
