/**
 * The commands that bring what the admin scrapers found onto the site (the admin's publish loop): the operator
 * copies one and runs it in the project folder; the scripts (scripts/photo.ts, scripts/social.ts)
 * check and write the content. Pure functions, shared by the admin page and the tests.
 */
import { DISTILLERY_FACTS } from "@content/facts";
import type { Network, SocialMedia } from "../catalogue/social-links";
import { shellQuote, shellWord } from "./shell";

/** A page a photo can go on: a bottle's or a distillery's. */
export interface PhotoTarget {
  path: string;
  label: string;
  group: "Bottles" | "Distilleries";
}

export const distilleryPagePath = (slug: string) => `/all-distillery/${slug}`;

/** The credit a photo from the web gets: the site it came from, without "www.". */
export const creditFor = (imageUrl: string): string => new URL(imageUrl).hostname.replace(/^www\./, "");

/** `npm run photo -- <page path> <image URL> --credit <site host>` (the source defaults to the URL). */
export function photoCommand(pagePath: string, imageUrl: string): string {
  return ["npm run photo --", shellWord(pagePath), shellQuote(imageUrl), "--credit", shellQuote(creditFor(imageUrl))].join(" ");
}

/**
 * The networks `npm run social` writes: those a distillery page shows and sources (the facts list).
 * A network found but not listed there (X, TikTok today) is left out of the command.
 */
export const WRITABLE_NETWORKS: readonly Network[] = (
  ["facebook", "instagram", "twitter", "linkedin", "youtube", "tiktok"] as const
).filter((network) => (DISTILLERY_FACTS as readonly string[]).includes(network));

export const writableLinks = (links: SocialMedia): [Network, string][] =>
  WRITABLE_NETWORKS.flatMap((network) => (links[network] ? [[network, links[network]!] as [Network, string]] : []));

/** `npm run social -- /all-distillery/<slug> --facebook <url> ...`, or null when nothing can be written. */
export function socialCommand(distilleryId: string, links: SocialMedia): string | null {
  const found = writableLinks(links);
  if (found.length === 0) return null;
  return [
    "npm run social --",
    shellWord(distilleryPagePath(distilleryId)),
    ...found.flatMap(([network, url]) => [`--${network}`, shellQuote(url)]),
  ].join(" ");
}

/**
 * `npm run offer -- <page path> --shop <id> --url <product page> --price <amount> --currency <ISO>
 * [--size <ml>] [--sold-out]`: records what a shop showed for a bottle, checked today.
 */
export function offerCommand(
  pagePath: string,
  offer: { shop: string; url: string; price: number; currency: string; sizeMl?: number; inStock: boolean },
): string {
  return [
    "npm run offer --",
    shellWord(pagePath),
    "--shop",
    shellWord(offer.shop),
    "--url",
    shellQuote(offer.url),
    "--price",
    shellWord(String(offer.price)),
    "--currency",
    shellWord(offer.currency),
    ...(offer.sizeMl !== undefined ? ["--size", shellWord(String(offer.sizeMl))] : []),
    ...(offer.inStock ? [] : ["--sold-out"]),
  ].join(" ");
}
