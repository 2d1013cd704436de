/**
 * Where the local inbox keeps submissions: one SQLite file, readable by its owner only, written
 * durably before the visitor is told it was received. Every SQL statement lives here; the server
 * writes through `inbox-writer.ts`, on a thread of its own.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { basename, dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

export interface NewSubmission {
  formId: string;
  /** the client's id for this submission (Idempotency-Key); a second one with the same id is not stored */
  submissionId: string | null;
  /** the values as parsed; a second submission with the same id must carry the same ones */
  fields: Record<string, string>;
  pageUri: string;
  pageName: string;
  /** who sent it, as the limits count clients (`clientKey`: an IPv6 address by its /64); its daily bytes are counted under it */
  client: string;
}

export interface StoredSubmission {
  id: number;
  formId: string;
  submissionId: string | null;
  fields: Record<string, string>;
  pageUri: string;
  pageName: string;
  createdAt: string;
}

/**
 * What became of a submission: stored; a duplicate (its id was stored before with the same
 * values: a retry); a conflict (its id was stored with other values); over the daily limit
 * (its client has stored `dailyBytesPerClient` today). Only `stored` writes anything.
 */
export type StoreOutcome = "stored" | "duplicate" | "conflict" | "over-daily-limit";

export interface InboxStoreOptions {
  /** bytes of stored submissions (fields, page address and name) per client per UTC day */
  dailyBytesPerClient?: number;
}

export interface InboxStore {
  store(submission: NewSubmission): StoreOutcome;
  /** All in one transaction, so one fsync for them all; when it throws, none is stored. */
  storeAll(submissions: readonly NewSubmission[]): StoreOutcome[];
  list(): StoredSubmission[];
  close(): void;
}

/** The database and its WAL files: SQLite gives the latter the database file's own mode. */
const DATABASE_FILES = ["", "-wal", "-shm", "-journal"];

/** Creates the folder (0700) and the database file (0600) before SQLite does, and tightens earlier ones. */
function prepareFiles(dbPath: string): void {
  const folder = dirname(dbPath);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Tighten a folder that holds only the inbox (one made before modes were set), never a
  // shared folder someone pointed DATA_DIR at, such as /tmp.
  if (readdirSync(folder).every((name) => name.startsWith(basename(dbPath)))) chmodSync(folder, 0o700);
  closeSync(openSync(dbPath, "a", 0o600));
  for (const suffix of DATABASE_FILES) if (existsSync(dbPath + suffix)) chmodSync(dbPath + suffix, 0o600);
}

/** Runs `work` in one `BEGIN IMMEDIATE` transaction: the write lock is taken before anything is read. */
function immediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    // A failed COMMIT may have ended the transaction already.
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

function migrate(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id TEXT NOT NULL,
    submission_id TEXT,
    fields TEXT NOT NULL,
    page_uri TEXT NOT NULL,
    page_name TEXT NOT NULL,
    client TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const columns = db
    .prepare("SELECT name FROM pragma_table_info('submissions')")
    .all()
    .map((row) => row.name);
  // Databases from before idempotent submissions: their rows keep a null id.
  if (!columns.includes("submission_id")) db.exec("ALTER TABLE submissions ADD COLUMN submission_id TEXT");
  // Null ids never collide, so submissions sent without one are all kept.
  db.exec("CREATE UNIQUE INDEX IF NOT EXISTS submissions_submission_id ON submissions (form_id, submission_id)");
  // In the database rather than in memory: a restart does not hand out a fresh allowance, and the
  // table holds one row per client for the current day only (earlier days are deleted).
  db.exec(`CREATE TABLE IF NOT EXISTS daily_bytes (
    day TEXT NOT NULL,
    client TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    PRIMARY KEY (day, client)
  ) WITHOUT ROWID`);
}

/** The values in one order, so the same ones compare equal however they were listed. */
const canonical = (fields: Record<string, string>) =>
  JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const storedBytes = (submission: NewSubmission, fieldsJson: string) =>
  Buffer.byteLength(fieldsJson) + Buffer.byteLength(submission.pageUri) + Buffer.byteLength(submission.pageName);

export function openInboxStore(dbPath: string, options: InboxStoreOptions = {}): InboxStore {
  const dailyBytesPerClient = options.dailyBytesPerClient ?? Infinity;
  prepareFiles(dbPath);
  // Waits up to 5 s for another connection's write lock, as better-sqlite3 did, instead of failing at once.
  const db = new DatabaseSync(dbPath, { timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL");
  // An answered submission must survive a crash or a power cut.
  db.exec("PRAGMA synchronous = FULL");
  // Immediate: the server and `npm run inbox` may open an old database at the same moment.
  immediateTransaction(db, () => migrate(db));
  const insert = db.prepare(
    `INSERT INTO submissions (form_id, submission_id, fields, page_uri, page_name, client)
     VALUES (@formId, @submissionId, @fields, @pageUri, @pageName, @client)`,
  );
  const storedWithId = db.prepare("SELECT fields FROM submissions WHERE form_id = ? AND submission_id = ?");
  const bytesToday = db.prepare("SELECT bytes FROM daily_bytes WHERE day = ? AND client = ?");
  const addBytes = db.prepare(
    `INSERT INTO daily_bytes (day, client, bytes) VALUES (?, ?, ?)
     ON CONFLICT (day, client) DO UPDATE SET bytes = bytes + excluded.bytes`,
  );
  const forgetEarlierDays = db.prepare("DELETE FROM daily_bytes WHERE day < ?");

  function storeOne(submission: NewSubmission, day: string): StoreOutcome {
    const fields = JSON.stringify(submission.fields);
    if (submission.submissionId !== null) {
      const earlier = storedWithId.get(submission.formId, submission.submissionId);
      if (earlier) {
        const same = canonical(JSON.parse(String(earlier.fields))) === canonical(submission.fields);
        return same ? "duplicate" : "conflict";
      }
    }
    const bytes = storedBytes(submission, fields);
    const used = Number(bytesToday.get(day, submission.client)?.bytes ?? 0);
    if (used + bytes > dailyBytesPerClient) return "over-daily-limit";
    insert.run({ ...submission, fields });
    addBytes.run(day, submission.client, bytes);
    return "stored";
  }

  function storeAll(submissions: readonly NewSubmission[]): StoreOutcome[] {
    const day = new Date().toISOString().slice(0, 10);
    return immediateTransaction(db, () => {
      forgetEarlierDays.run(day);
      return submissions.map((submission) => storeOne(submission, day));
    });
  }
  const select = db.prepare(
    "SELECT id, form_id, submission_id, fields, page_uri, page_name, created_at FROM submissions ORDER BY id",
  );
  return {
    store: (submission) => storeAll([submission])[0]!,
    storeAll,
    list() {
      return select.all().map((row) => ({
        id: Number(row.id),
        formId: String(row.form_id),
        submissionId: row.submission_id === null ? null : String(row.submission_id),
        fields: JSON.parse(String(row.fields)) as Record<string, string>,
        pageUri: String(row.page_uri),
        pageName: String(row.page_name),
        createdAt: String(row.created_at),
      }));
    },
    close() {
      db.close();
    },
  };
}
