// Usage: npx tsx scripts/check-content-file.ts content/products/gins.ts [...]
// Validates every exported record of the given content files against its schema.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import {
  productSchema,
  distilleryProfileSchema,
  botanicalSchema,
  blogPostSchema,
  predefinedSpiritSchema,
} from "../content/schema";
import type { ZodType } from "zod";

const schemaFor = (value: unknown): ZodType | null => {
  const v = value as Record<string, unknown>;
  if (!v || typeof v !== "object") return null;
  if ("tastingNotes" in v) return productSchema;
  if ("specialties" in v) return distilleryProfileSchema;
  if ("shopUrl" in v) return predefinedSpiritSchema;
  if ("readTime" in v) return blogPostSchema;
  if ("description" in v && "name" in v && "slug" in v) return botanicalSchema;
  return null;
};

let failures = 0;
for (const file of process.argv.slice(2)) {
  const mod = await import(pathToFileURL(resolve(file)).href);
  for (const [exportName, value] of Object.entries(mod)) {
    const records = Array.isArray(value) ? value : [value];
    records.forEach((record, i) => {
      const schema = schemaFor(record);
      if (!schema) return;
      const result = schema.safeParse(record);
      if (!result.success) {
        failures++;
        console.error(`${file} ${exportName}[${i}] (${(record as { slug?: string }).slug}):`, result.error.issues);
      }
    });
    console.log(`${file} ${exportName}: ${records.length} record(s) checked`);
  }
}
if (failures) {
  console.error(`${failures} invalid record(s)`);
  process.exit(1);
}
console.log("all valid");
