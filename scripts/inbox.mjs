// npm run inbox: prints the submissions the local inbox has stored (DATA_DIR, default ./data).
import Database from "better-sqlite3";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const dbPath = join(resolve(process.env.DATA_DIR ?? "data"), "inbox.sqlite");
if (!existsSync(dbPath)) {
  console.log(`No submissions yet (${dbPath} does not exist).`);
  process.exit(0);
}
const db = new Database(dbPath, { readonly: true });
const rows = db.prepare("SELECT id, form_id, fields, page_uri, page_name, created_at FROM submissions ORDER BY id").all();
for (const row of rows) {
  const fields = JSON.parse(row.fields);
  console.log(`#${row.id} ${row.created_at} [${row.form_id}] from ${row.page_uri || "(no page)"}`);
  for (const [name, value] of Object.entries(fields)) console.log(`    ${name}: ${String(value).replace(/\n/g, "\n      ")}`);
}
console.log(`${rows.length} submission(s) in ${dbPath}`);
db.close();
