/**
 * What a row of the comparison says in one line on a phone ("Only one with Honey: Himbrimi Old Tom
 * Gin"), and whether a row differs at all ("Show differences only"), computed from the records alone.
 */
import { abvValue } from "@content/facts";
import type { ComparableProduct } from "~/lib/routing/site-files";

/** A summary line; `unverified` when a fact it rests on is not confirmed by a public source. */
export interface RowSummary {
  text: string;
  unverified: boolean;
}

type Product = Pick<ComparableProduct, "name" | "unverified">;

const anyUnverified = (products: Product[], field: string) => products.some((p) => p.unverified.includes(field));

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** Whether every bottle shows the same value (a row "Show differences only" hides). */
export const allSame = <P>(products: P[], value: (p: P) => string) =>
  products.length > 1 && products.every((p) => value(p) === value(products[0]!));

/** One value per bottle (type, maker): the same for all, the one that differs, or how many differ. */
export function valueSummary<P extends Product>(products: P[], value: (p: P) => string, field: string): RowSummary | null {
  if (products.length < 2) return null;
  const unverified = anyUnverified(products, field);
  const groups = new Map<string, P[]>();
  for (const p of products) groups.set(value(p), [...(groups.get(value(p)) ?? []), p]);
  if (groups.size === 1) return { text: `Same for all: ${value(products[0]!)}`, unverified };
  if (groups.size === products.length)
    return { text: products.length === 2 ? "The two differ" : `All ${products.length} differ`, unverified };
  const odd = [...groups].filter(([, members]) => members.length === 1);
  if (groups.size === 2 && odd.length === 1) {
    const [v, [p]] = odd[0]!;
    return { text: `Only ${p!.name} differs: ${v}`, unverified };
  }
  const [common, members] = [...groups].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { text: `${common} for ${members.length} of ${products.length}`, unverified };
}

/** "40% vol" as 40; NaN when the record says it otherwise, undefined when no source gives it. */
const strength = (alcohol: string | undefined) => abvValue(alcohol);

/** Strongest and lightest; none when a bottle's strength is unknown (it cannot be ranked). */
export function strengthSummary(products: Pick<ComparableProduct, "name" | "unverified" | "alcohol">[]): RowSummary | null {
  const values = products.map((p) => strength(p.alcohol));
  if (products.length < 2 || values.some((v) => v === undefined || Number.isNaN(v))) return null;
  const known = values as number[];
  const unverified = anyUnverified(products, "alcohol");
  const [max, min] = [Math.max(...known), Math.min(...known)];
  if (max === min) return { text: `Same for all: ${products[0]!.alcohol}`, unverified };
  const at = (v: number) => products.filter((p) => strength(p.alcohol) === v);
  const strongest = at(max);
  const lightest = at(min);
  return {
    text: `Strongest: ${listNames(strongest.map((p) => p.name))} (${strongest[0]!.alcohol}); lightest: ${listNames(lightest.map((p) => p.name))} (${lightest[0]!.alcohol})`,
    unverified,
  };
}

export function priceSummary(products: Pick<ComparableProduct, "name" | "shownOffer">[]): RowSummary | null {
  if (products.length < 2) return null;
  const priced = products.flatMap((p) => (p.shownOffer?.price ? [{ name: p.name, price: p.shownOffer.price }] : []));
  if (priced.length === 0) return { text: "No price checked for any of them", unverified: false };
  const unchecked = products.length - priced.length;
  const tail = unchecked ? `; ${unchecked} not checked` : "";
  // prices are never converted: the lowest is named only within one currency
  if (new Set(priced.map((p) => p.price.currency)).size > 1)
    return { text: `Checked in different currencies${tail}`, unverified: false };
  const lowest = priced.reduce((a, b) => (b.price.amount < a.price.amount ? b : a));
  return {
    text:
      priced.length === 1
        ? `Only ${lowest.name} has a checked price (${lowest.price.text})`
        : `Lowest checked price: ${lowest.name} (${lowest.price.text})${tail}`,
    unverified: false,
  };
}

/** Botanicals found in one bottle only, named with it: what sets each apart. */
export function botanicalsSummary(products: Pick<ComparableProduct, "name" | "unverified" | "botanicals">[]): RowSummary | null {
  if (products.length < 2) return null;
  const unverified = anyUnverified(products, "botanicals");
  const counts = new Map<string, number>();
  for (const p of products) for (const b of new Set(p.botanicals)) counts.set(b, (counts.get(b) ?? 0) + 1);
  // the first botanical of each bottle that no other lists, in the table's order
  const own = products.flatMap((p) => {
    const first = p.botanicals.find((b) => counts.get(b) === 1);
    return first ? [`${first}: ${p.name}`] : [];
  });
  if (own.length > 0) {
    const more = own.length > 2 ? ` (+${own.length - 2} more)` : "";
    return { text: `Only one with ${own.slice(0, 2).join("; ")}${more}`, unverified };
  }
  const inAll = [...counts].filter(([, n]) => n === products.length).map(([b]) => b);
  if (inAll.length === counts.size) return { text: "The same botanicals in all", unverified };
  return {
    text: inAll.length ? `In all: ${inAll.slice(0, 4).join(", ")}${inAll.length > 4 ? "…" : ""}` : "No botanical in all of them",
    unverified,
  };
}

export function awardsSummary(products: Pick<ComparableProduct, "name" | "awards">[]): RowSummary | null {
  if (products.length < 2) return null;
  const awarded = products.filter((p) => p.awards.length > 0);
  if (awarded.length === 0) return { text: "No awards listed for any", unverified: false };
  if (awarded.length === 1)
    return { text: `Only ${awarded[0]!.name} lists awards (${awarded[0]!.awards.length})`, unverified: false };
  const most = Math.max(...awarded.map((p) => p.awards.length));
  const top = awarded.filter((p) => p.awards.length === most);
  return { text: `Most awards: ${listNames(top.map((p) => p.name))} (${most})`, unverified: false };
}

/** Something only some bottles have (heritage, a confirmed recipe): "Only Brennivín lists heritage". */
export function presenceSummary<P extends Pick<ComparableProduct, "name">>(
  products: P[],
  has: (p: P) => boolean,
  [singular, plural]: [string, string],
): RowSummary | null {
  if (products.length < 2) return null;
  const having = products.filter(has);
  const text =
    having.length === products.length
      ? `All ${plural}`
      : having.length === 0
        ? `None ${singular}`
        : `Only ${listNames(having.map((p) => p.name))} ${having.length === 1 ? singular : plural}`;
  return { text, unverified: false };
}
