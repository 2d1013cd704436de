/**
 * Which displayed facts a record can back with a source. Each record's `facts` maps a field to the
 * ids of its sources, or to "unverified"; pages put the unverified mark beside those fields, and
 * the content test fails when a shown fact has neither.
 */
export type FactSupport = readonly string[] | "unverified";
export type Facts = Readonly<Record<string, FactSupport>>;

/**
 * The facts a bottle shows that are not common knowledge. A price is not among them: it is shown
 * only from an offer, which carries its own shop page and checked day (content/offers.ts).
 */
export const PRODUCT_FACTS = ["producer", "type", "style", "alcohol", "size", "botanicals", "description"] as const;
/** The facts a distillery profile shows that are not common knowledge. */
export const DISTILLERY_FACTS = [
  "founded",
  "location",
  "coordinates",
  "people",
  "description",
  "productionMethods",
  "specialties",
  "highlights",
  "facilities",
  "website",
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
  "bookTour",
] as const;

export type ProductFact = (typeof PRODUCT_FACTS)[number];

/** How a bottle's fact is named to a visitor (a card's "Not confirmed: …" line). */
export const PRODUCT_FACT_NAMES: Record<ProductFact, string> = {
  producer: "producer",
  type: "type",
  style: "style",
  description: "description",
  botanicals: "botanicals",
  alcohol: "strength",
  size: "bottle size",
};
export type DistilleryFact = (typeof DISTILLERY_FACTS)[number];

/** What a record gives for a field: its own entry only (a post may name any field, "constructor" too). */
export const factSupport = (facts: Facts | undefined, field: string): FactSupport | undefined =>
  facts && Object.hasOwn(facts, field) ? facts[field] : undefined;

export const isUnverified = (facts: Facts | undefined, field: string): boolean => factSupport(facts, field) === "unverified";

/** What a record's sources do say about a fact it shows unverified (schema `markNotes`). */
export interface MarkNotes {
  readonly [field: string]: { readonly note: string; readonly source: string };
}

/**
 * The note beside a field's unverified mark, with the source it rests on; none when the field is
 * not marked or has no note.
 */
export function markNoteOf<S extends { id: string }>(
  record: { facts?: Facts; markNotes?: MarkNotes; sources?: readonly S[] },
  field: string,
): { note: string; source: S | undefined } | undefined {
  const entry = record.markNotes?.[field];
  if (!entry || !isUnverified(record.facts, field)) return undefined;
  return { note: entry.note, source: record.sources?.find((source) => source.id === entry.source) };
}

/** The fields marked unverified, in a fixed order (for cards, compare and the open data). */
export const unverifiedFields = <Field extends string>(facts: Facts | undefined, fields: readonly Field[]): Field[] =>
  fields.filter((field) => isUnverified(facts, field));

/**
 * What a bottle shows for its strength. No public source gives some bottles' strength and we never
 * invent a figure (DECISIONS "Content honesty"), so the record has none and the pages say so.
 */
export const STRENGTH_NOT_CONFIRMED = "Strength not confirmed";
export const strengthText = (alcohol: string | undefined) => alcohol ?? STRENGTH_NOT_CONFIRMED;
/** A strength in % vol, or undefined when no source gives one (it is then in no ABV band and sorts last). */
export const abvValue = (alcohol: string | undefined): number | undefined =>
  alcohol === undefined ? undefined : Number.parseFloat(alcohol.replace(",", "."));
