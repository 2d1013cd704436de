/**
 * The flavour families (content/flavour-families.yaml): each a published list of botanicals. The
 * gin list's Flavour family filter and How We Describe Bottles both read this one file.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import { contentPath } from "./content-path";

const botanicalNames = z.array(z.string().min(1)).min(1);

export const flavourFamiliesSchema = z
  .object({
    families: z
      .array(
        z.object({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/), name: z.string().min(1), botanicals: botanicalNames }).strict(),
      )
      .min(1),
    noFamily: z.object({ botanicals: botanicalNames, reason: z.string().min(1) }).strict(),
  })
  .strict()
  .superRefine((data, context) => {
    const seen = new Set<string>();
    const ids = new Set<string>();
    for (const family of data.families) {
      if (ids.has(family.id)) context.addIssue({ code: "custom", message: `family id "${family.id}" is used twice` });
      ids.add(family.id);
    }
    // A botanical in one place only: its family is then a plain fact of the list.
    for (const name of [...data.families.flatMap((family) => family.botanicals), ...data.noFamily.botanicals]) {
      const key = name.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: "custom", message: `"${name}" is listed twice` });
      seen.add(key);
    }
  });

export type FlavourFamilies = z.infer<typeof flavourFamiliesSchema>;
export type FlavourFamily = FlavourFamilies["families"][number];

const FILE = "content/flavour-families.yaml";

export function readFlavourFamilies(
  text = readFileSync(contentPath("./flavour-families.yaml", import.meta.url, FILE), "utf8"),
): FlavourFamilies {
  const result = flavourFamiliesSchema.safeParse(parse(text));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${FILE}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  }
  return result.data;
}

/** The families as Markdown, for How We Describe Bottles: one line per family naming its botanicals. */
export function flavourFamiliesMarkdown({ families, noFamily }: FlavourFamilies = readFlavourFamilies()): string {
  return [
    ...families.map((family) => `- **${family.name}**: ${family.botanicals.join(", ")}`),
    "",
    `${noFamily.reason} (${noFamily.botanicals.join(", ")}.)`,
  ].join("\n");
}
