/**
 * "Similar bottles": the bottles most like one bottle, each with the reason in words, computed from
 * the records alone at build time. Every point of a score is a clause of its reason, so a suggestion
 * never rests on something the visitor is not told.
 */
import { PRODUCT_FACT_NAMES, abvValue, isUnverified, type ProductFact } from "@content/facts";
import {
  botanicalSlug,
  chipLabelFor,
  distilleryNameKey,
  listAllProducts,
  listFlavourFamilies,
  summarize,
  type Product,
  type ProductSummary,
} from "@content/index";
import { familiesOf } from "./catalogue-filter";

export interface SimilarBottle extends ProductSummary {
  /** why it is suggested, in words ("Shares Arctic thyme and crowberry; same maker, Brunnur Distillery") */
  reason: string;
  /** the facts the reason rests on that either record marks unverified, as a visitor calls them */
  unconfirmed: string[];
  /** what its chips are called ("Key Botanicals", "Key Features", "Key Ingredients") */
  chipLabel: string;
}

/** One part of a reason: what it says, what it weighs, the fact it rests on. */
interface Clause {
  text: string;
  weight: number;
  fact: ProductFact;
}

/** Juniper is what makes a gin a gin: every gin lists it, so sharing it says nothing. */
const UNTELLING_BOTANICALS = new Set([botanicalSlug("Juniper")]);
/** Words that keep their capital inside a sentence ("Arctic thyme", "Icelandic moss"). */
const PROPER_WORDS = new Set(["Arctic", "Icelandic", "Iceland", "American", "Nordic"]);
/** Botanicals named one by one before "and N more". */
const NAMED_AT_MOST = 3;
/** A strength many bottles share is no reason on its own: a suggestion needs one clause more. */
const isReasonEnough = (clauses: Clause[]) => clauses.some((clause) => clause.fact !== "alcohol");

const inSentence = (name: string) =>
  name
    .split(" ")
    .map((word) => (PROPER_WORDS.has(word) ? word : word.toLowerCase()))
    .join(" ");

/** "a", "a and b", "a, b and c". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const strengthBand = (abv: number) => (abv < 40 ? 0 : abv < 43 ? 1 : abv < 50 ? 2 : 3);

/** Same or close strength; nothing when either strength is unknown (no source gives it). */
function strengthClause(product: Pick<Product, "alcohol">, other: Pick<Product, "alcohol">): Clause | undefined {
  const [mine, theirs] = [abvValue(product.alcohol), abvValue(other.alcohol)];
  if (mine === undefined || theirs === undefined) return undefined;
  if (mine === theirs) return { text: `same strength, ${other.alcohol}`, weight: 1, fact: "alcohol" };
  return strengthBand(mine) === strengthBand(theirs)
    ? { text: `close in strength (${other.alcohol} against ${product.alcohol})`, weight: 1, fact: "alcohol" }
    : undefined;
}

/** The shared botanicals (by this bottle's names, matched through their botanical page). */
function sharedBotanicals(product: Product, other: Product): string[] {
  const others = new Set(other.botanicals.map(botanicalSlug));
  const shared = product.botanicals.filter((name) => {
    const slug = botanicalSlug(name);
    return others.has(slug) && !UNTELLING_BOTANICALS.has(slug);
  });
  return [...new Map(shared.map((name) => [botanicalSlug(name), name])).values()];
}

function botanicalsClause(product: Product, other: Product): Clause | undefined {
  const shared = sharedBotanicals(product, other);
  if (shared.length === 0) return undefined;
  // A vodka's "botanicals" are its Key Features ("Unflavoured", "Clean, neutral style"): quoted as written.
  const features = chipLabelFor(product) === "Key Features";
  const names = shared.map((name) => (features ? `“${name}”` : inSentence(name)));
  const named =
    names.length > NAMED_AT_MOST
      ? `${names.slice(0, NAMED_AT_MOST).join(", ")} and ${names.length - NAMED_AT_MOST} more`
      : listInWords(names);
  return { text: features ? `both ${named}` : `shares ${named}`, weight: 2 * shared.length, fact: "botanicals" };
}

/**
 * The flavour families both bottles belong to (content/flavour-families.yaml) that their shared
 * botanicals do not already show: lemon peel beside grapefruit peel is citrus in both.
 */
function familiesClause(product: Product, other: Product): Clause | undefined {
  const families = listFlavourFamilies();
  const theirs = familiesOf(other, families);
  const shown = familiesOf({ botanicals: sharedBotanicals(product, other) }, families);
  const shared = families.filter(
    (family) => theirs.has(family.id) && familiesOf(product, families).has(family.id) && !shown.has(family.id),
  );
  if (shared.length === 0) return undefined;
  const names = listInWords(shared.map((family) => family.name.toLowerCase()));
  return { text: `both in the ${names} famil${shared.length > 1 ? "ies" : "y"}`, weight: 2 * shared.length, fact: "botanicals" };
}

/** The clauses of one bottle's likeness to another, strongest first. */
function clausesOf(product: Product, other: Product): Clause[] {
  const sameStyle = product.style !== undefined && product.style === other.style;
  // "same Old Tom style; same type: Old Tom" would say one thing twice
  const typeSaidByStyle = sameStyle && other.type.toLowerCase() === other.style!.toLowerCase();
  const clauses: (Clause | undefined)[] = [
    botanicalsClause(product, other),
    familiesClause(product, other),
    sameStyle ? { text: `same ${other.style} style`, weight: 2, fact: "style" } : undefined,
    product.type.toLowerCase() === other.type.toLowerCase() && !typeSaidByStyle
      ? { text: `same type: ${other.type}`, weight: 1, fact: "type" }
      : undefined,
    product.distilleryRef === other.distilleryRef || distilleryNameKey(product.distillery) === distilleryNameKey(other.distillery)
      ? { text: `same maker, ${other.distillery}`, weight: 1, fact: "producer" }
      : undefined,
    strengthClause(product, other),
  ];
  return clauses.filter((clause): clause is Clause => clause !== undefined);
}

/** What a bottle's botanicals are called in a sentence ("botanicals", "features", "ingredients"). */
const chipNoun = (product: Product) => chipLabelFor(product).replace(/^Key /, "").toLowerCase();

/** The reason as one sentence: its clauses joined by semicolons, the first letter capital. */
const sentence = (clauses: Clause[]) => {
  const text = clauses.map((clause) => clause.text).join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Whether a public source confirms who makes the bottle. */
const makerConfirmed = (product: Product) => !isUnverified(product.facts, "producer");

/**
 * Up to `limit` bottles like this one (never itself): bottles whose maker a source confirms before
 * the others, then the most alike first, each with its reason. A fact either record marks
 * unverified is named in `unconfirmed`, so the reason keeps the mark.
 */
export function similarBottles(product: Product, candidates: Product[] = listAllProducts(), limit = 4): SimilarBottle[] {
  return candidates
    .filter((other) => other.slug !== product.slug)
    .map((other) => {
      const clauses = clausesOf(product, other);
      return { other, clauses, score: clauses.reduce((sum, clause) => sum + clause.weight, 0) };
    })
    .filter(({ clauses }) => isReasonEnough(clauses))
    .sort(
      (a, b) =>
        Number(makerConfirmed(b.other)) - Number(makerConfirmed(a.other)) ||
        b.score - a.score ||
        a.other.name.localeCompare(b.other.name),
    )
    .slice(0, limit)
    .map(({ other, clauses }) => ({
      ...summarize(other),
      reason: sentence(clauses),
      unconfirmed: clauses
        .filter(({ fact }) => isUnverified(product.facts, fact) || isUnverified(other.facts, fact))
        .map(({ fact }) => (fact === "botanicals" ? chipNoun(product) : PRODUCT_FACT_NAMES[fact])),
      chipLabel: chipLabelFor(other),
    }));
}
