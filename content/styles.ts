/**
 * The gin styles: the gin list's one category facet (Style) and each gin's `style`, the categories a
 * buyer recognises. Every gin has one. A style is a fact like any other: sourced, or shown with the
 * unverified mark (a gin no source places is Contemporary, marked, unless its record points closer).
 * The type badge is a separate, older field and stays as it is; it is no filter.
 */
import type { Facts } from "./facts";

export const GIN_STYLES = [
  {
    id: "london-dry",
    name: "London Dry",
    means:
      "all its flavour comes from distilling with its botanicals; afterwards only water and at most a trace of sugar are added",
  },
  { id: "distilled", name: "Distilled", means: "distilled with its botanicals, but flavourings may be added afterwards" },
  { id: "old-tom", name: "Old Tom", means: "a sweetened gin, the older style that came before London Dry" },
  { id: "navy-strength", name: "Navy Strength", means: "bottled at about 57% vol or more" },
  { id: "sloe", name: "Sloe", means: "gin with sloes steeped in it, usually sweeter and lower in strength" },
  { id: "barrel-aged", name: "Barrel Aged or Rested", means: "rested in wooden casks before bottling" },
  {
    id: "flavoured",
    name: "Pink or Flavoured",
    means: "coloured or flavoured after distilling: pink, fruit, blue and colour-changing gins",
  },
  {
    id: "contemporary",
    name: "Contemporary",
    means: "a modern gin whose own botanicals stand beside the juniper, in none of the classic styles",
  },
] as const;

export type GinStyleDefinition = (typeof GIN_STYLES)[number];
export type GinStyle = GinStyleDefinition["name"];

export const GIN_STYLE_NAMES = GIN_STYLES.map((style) => style.name) as [GinStyle, ...GinStyle[]];

/**
 * The types whose badge names a style, for an address from when the gin list had a Type filter
 * (`?type=Old Tom`): it finds that style. Other types name no style and such an address filters nothing.
 */
const STYLE_OF_TYPE = new Map<string, GinStyleDefinition["id"]>([
  ["Old Tom", "old-tom"],
  ["Navy Strength", "navy-strength"],
  ["Barrel Aged", "barrel-aged"],
  ["Pink", "flavoured"],
  ["Rosé", "flavoured"],
  ["Flavored", "flavoured"],
]);

export const styleOfType = (type: string): GinStyleDefinition["id"] | undefined => STYLE_OF_TYPE.get(type);

/**
 * What is wrong with a gin's style: every gin has one of GIN_STYLES, resting on sources the record
 * lists or marked unverified. None when it is right.
 */
export function ginStyleProblems(gin: { style?: string; facts?: Facts; sources?: readonly { id: string }[] }): string[] {
  if (!gin.style) return ["style: every gin has one (mark it unverified when no source names it)"];
  if (!(GIN_STYLE_NAMES as readonly string[]).includes(gin.style))
    return [`style: "${gin.style}" is not one of ${GIN_STYLE_NAMES.join(", ")}`];
  const support = gin.facts && Object.hasOwn(gin.facts, "style") ? gin.facts.style : undefined;
  if (support === "unverified") return [];
  if (!support || support.length === 0) return ['style: neither a source nor "unverified"'];
  const ids = new Set((gin.sources ?? []).map((source) => source.id));
  return support.filter((id) => !ids.has(id)).map((id) => `style: unknown source id "${id}"`);
}
