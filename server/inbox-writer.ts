/**
 * The local inbox's writes, on a thread of their own. node:sqlite is synchronous and every commit
 * waits for the disk (synchronous=FULL: an fsync), so on the main thread each submission would
 * stall page serving for its fsync. Here the submissions that arrive while a commit is under way
 * are written together in the next transaction (group commit: one fsync for all of them), and each
 * is answered only once the transaction holding it has committed.
 *
 * The same file is the thread's code: loaded as the writer thread it serves the queue below.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { openInboxStore, type InboxStoreOptions, type NewSubmission, type StoreOutcome } from "./inbox-store.ts";

export interface InboxWriter {
  /** Resolves once the submission's transaction has committed (or it was refused). */
  submit(submission: NewSubmission): Promise<StoreOutcome>;
  /** Writes what was submitted before, then closes the database and ends the thread. */
  close(): Promise<void>;
  /** transactions committed so far, each holding one submission or more */
  readonly commits: number;
}

interface WriterData {
  inboxWriter: { dbPath: string; options: InboxStoreOptions };
}
type ToWriter = { type: "submit"; id: number; submission: NewSubmission } | { type: "close" };
interface Failure {
  message: string;
  code?: string;
  stack?: string;
}
type FromWriter =
  | { type: "ready" }
  | { type: "open-failed"; error: Failure }
  | { type: "committed"; ids: number[]; outcomes: StoreOutcome[] }
  | { type: "failed"; ids: number[]; error: Failure };

const toFailure = (error: unknown): Failure => {
  const { message, code, stack } = error as Error & { code?: string };
  return { message: String(message ?? error), code, stack };
};
const revive = ({ message, code, stack }: Failure) => Object.assign(new Error(message), { code, stack });

// Run from the sources (tsx, Vitest) the thread loads this file; the build bundles it beside the server.
const WRITER_FILE = import.meta.url.endsWith(".ts") ? new URL(import.meta.url) : new URL("./inbox-writer.mjs", import.meta.url);

/** Starts the writer thread; resolves once it has opened (and, if need be, migrated) the database. */
export function openInboxWriter(dbPath: string, options: InboxStoreOptions = {}): Promise<InboxWriter> {
  const worker = new Worker(WRITER_FILE, { workerData: { inboxWriter: { dbPath, options } } satisfies WriterData });
  /** submissions sent to the thread, by id, until their transaction has committed or failed */
  const waiting = new Map<number, { resolve: (outcome: StoreOutcome) => void; reject: (error: Error) => void }>();
  const take = (id: number) => {
    const entry = waiting.get(id)!;
    waiting.delete(id);
    return entry;
  };
  let nextId = 0;
  let commits = 0;
  let stopped: Error | undefined;
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      stopped ??= new Error("The inbox writer has stopped.");
      for (const id of [...waiting.keys()]) take(id).reject(stopped);
      resolve();
    }),
  );
  const writer: InboxWriter = {
    submit(submission) {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: "submit", id, submission } satisfies ToWriter);
      });
    },
    async close() {
      if (!stopped) worker.postMessage({ type: "close" } satisfies ToWriter);
      await exited;
    },
    get commits() {
      return commits;
    },
  };
  return new Promise((resolve, reject) => {
    worker.on("error", (error) => {
      stopped = error;
      reject(error);
    });
    void exited.then(() => reject(stopped));
    worker.on("message", (message: FromWriter) => {
      if (message.type === "ready") resolve(writer);
      else if (message.type === "open-failed") reject((stopped = revive(message.error)));
      else if (message.type === "committed") {
        commits++;
        message.ids.forEach((id, index) => take(id).resolve(message.outcomes[index]!));
      } else for (const id of message.ids) take(id).reject(revive(message.error));
    });
  });
}

/** The writer thread: queues what arrives, and commits the queue whenever the thread is free. */
function serveWrites({ dbPath, options }: WriterData["inboxWriter"]) {
  const port = parentPort!;
  const reply = (message: FromWriter) => port.postMessage(message);
  let store: ReturnType<typeof openInboxStore>;
  try {
    store = openInboxStore(dbPath, options);
  } catch (error) {
    reply({ type: "open-failed", error: toFailure(error) });
    return port.close();
  }
  let queue: Extract<ToWriter, { type: "submit" }>[] = [];
  function commitQueue() {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const ids = batch.map((entry) => entry.id);
    try {
      reply({ type: "committed", ids, outcomes: store.storeAll(batch.map((entry) => entry.submission)) });
    } catch (error) {
      reply({ type: "failed", ids, error: toFailure(error) });
    }
  }
  port.on("message", (message: ToWriter) => {
    if (message.type === "close") {
      // Messages arrive in order: whatever was submitted before is in the queue.
      commitQueue();
      store.close();
      return port.close();
    }
    // After every message already delivered: those that came in during the last commit join this one.
    if (queue.push(message) === 1) setImmediate(commitQueue);
  });
  reply({ type: "ready" });
}

if (!isMainThread && (workerData as Partial<WriterData> | null)?.inboxWriter) serveWrites((workerData as WriterData).inboxWriter);
