/**
 * Where the local inbox keeps submissions: one SQLite file, readable by its owner only, written
 * durably before the visitor is told it was received. Every SQL statement lives here.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { basename, dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

export interface NewSubmission {
  formId: string;
  /** the client's id for this submission (Idempotency-Key); a second one with the same id is not stored */
  submissionId: string | null;
  fields: Record<string, string>;
  pageUri: string;
  pageName: string;
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

export interface InboxStore {
  store(submission: NewSubmission): { duplicate: boolean };
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
function immediateTransaction(db: DatabaseSync, work: () => void): void {
  db.exec("BEGIN IMMEDIATE");
  try {
    work();
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
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
}

export function openInboxStore(dbPath: string): InboxStore {
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
     VALUES (@formId, @submissionId, @fields, @pageUri, @pageName, @client)
     ON CONFLICT (form_id, submission_id) DO NOTHING`,
  );
  const select = db.prepare(
    "SELECT id, form_id, submission_id, fields, page_uri, page_name, created_at FROM submissions ORDER BY id",
  );
  return {
    store(submission) {
      const { changes } = insert.run({ ...submission, fields: JSON.stringify(submission.fields) });
      return { duplicate: Number(changes) === 0 };
    },
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
