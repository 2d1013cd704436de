import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { openInboxStore, type NewSubmission } from "./inbox-store";
import { openInboxWriter } from "./inbox-writer";

const submission = (i: number): NewSubmission => ({
  formId: "footer",
  submissionId: `group-key-${i}`,
  fields: { email: `n${i}@example.is` },
  pageUri: "http://127.0.0.1/",
  pageName: "Home",
  client: "127.0.0.1",
});
const newDbPath = () => join(mkdtempSync(join(tmpdir(), "inbox-writer-")), "data", "inbox.sqlite");

describe("the inbox writer", () => {
  it("writes submissions that arrive during a commit together, acknowledging each only once it is committed", async () => {
    const dbPath = newDbPath();
    const writer = await openInboxWriter(dbPath);
    const reader = new DatabaseSync(dbPath, { readOnly: true });
    const storedRows = (key: string) =>
      Number(reader.prepare("SELECT count(*) AS n FROM submissions WHERE submission_id = ?").get(key)!.n);
    // Another connection holds the write lock while the 50 are sent: the writer's first transaction
    // waits for it, and whatever arrives meanwhile is queued for the next one.
    const blocker = new DatabaseSync(dbPath);
    blocker.exec("BEGIN IMMEDIATE");
    const acknowledged = Array.from({ length: 50 }, (_, i) =>
      writer.submit(submission(i)).then((outcome) => ({ outcome, storedWhenAcknowledged: storedRows(`group-key-${i}`) })),
    );
    blocker.exec("COMMIT");
    blocker.close();

    expect(await Promise.all(acknowledged)).toEqual(Array(50).fill({ outcome: "stored", storedWhenAcknowledged: 1 }));
    expect(writer.commits).toBeGreaterThan(0);
    expect(writer.commits).toBeLessThanOrEqual(2);
    // Retries of the same submissions, again concurrent: the same success, nothing stored twice.
    const retries = await Promise.all(Array.from({ length: 50 }, (_, i) => writer.submit(submission(i))));
    expect(retries).toEqual(Array(50).fill("duplicate"));
    await writer.close();
    reader.close();
    const store = openInboxStore(dbPath);
    expect(
      store
        .list()
        .map((row) => row.submissionId)
        .toSorted(),
    ).toEqual(Array.from({ length: 50 }, (_, i) => `group-key-${i}`).toSorted());
    store.close();
  }, 30_000);

  it("commits what was submitted before close, then refuses more", async () => {
    const dbPath = newDbPath();
    const writer = await openInboxWriter(dbPath);
    const pending = Array.from({ length: 20 }, (_, i) => writer.submit(submission(i)));
    await writer.close();
    expect(await Promise.all(pending)).toEqual(Array(20).fill("stored"));
    await expect(writer.submit(submission(99))).rejects.toThrow("The inbox writer has stopped.");
    const store = openInboxStore(dbPath);
    expect(store.list()).toHaveLength(20);
    store.close();
    // The store's own file modes, though a thread created the files.
    expect(statSync(dbPath).mode & 0o777).toBe(0o600);
  });

  it("fails to open with the error met on the writer's thread", async () => {
    const root = mkdtempSync(join(tmpdir(), "inbox-writer-"));
    writeFileSync(join(root, "data"), "a file where the folder should be");
    await expect(openInboxWriter(join(root, "data", "inbox.sqlite"))).rejects.toMatchObject({ code: "EEXIST" });
  });
});
