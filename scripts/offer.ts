/**
 * npm run offer -- <page path> --shop <id> --url <product page> --price <amount> --currency <ISO>
 *                  [--size <ml>] [--sold-out] [--checked YYYY-MM-DD] [--source <url>]
 *
 * Records a price the curator checked at a shop: the bottle's YAML (the page's record, found as
 * `npm run photo` finds it) gets that shop's offer in `offers`, replacing the shop's earlier one,
 * the rest of the file kept as written. Checked today (UTC) unless --checked says otherwise;
 * in stock unless --sold-out. The price is the shop's, in its currency, never converted
 * (content/schema.ts, offerSchema); content/offers.ts says how long a checked price is shown.
 * Every value is checked, and the resulting file against the build's own schema, before anything
 * is written: on any problem the file is left as it was.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMap, isSeq, parse, type YAMLSeq } from "yaml";
import { CONTENT_DIR, DISTILLERY_FOLDER, loadShops, productFileProblems } from "../content/catalogue-files";
import { offerAddressProblems, shopHomeOf, shownAddress } from "../content/offer-address";
import { currencyCode, type Offer, type Shop } from "../content/schema";
import { bottlePagePaths, findRecordFile, nearestPagePath, readRecordDocument, topLevelKeys, YAML_OUTPUT } from "./record-file";

export class OfferError extends Error {
  override name = "OfferError";
}

const USAGE =
  "usage: npm run offer -- <page path> --shop <id> --url <product page> --price <amount> --currency <ISO> " +
  "[--size <ml>] [--sold-out] [--checked YYYY-MM-DD] [--source <url>]";

/** The command line as given (values still as typed). */
export interface OfferArgs {
  pagePath: string;
  shop: string;
  url: string;
  price: string;
  currency: string;
  size?: string;
  soldOut: boolean;
  checked?: string;
  source?: string;
}

export function parseOfferArgs(argv: string[]): OfferArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        shop: { type: "string" },
        url: { type: "string" },
        price: { type: "string" },
        currency: { type: "string" },
        size: { type: "string" },
        "sold-out": { type: "boolean", default: false },
        checked: { type: "string" },
        source: { type: "string" },
      },
    });
  } catch (error) {
    throw new OfferError(`${error instanceof Error ? error.message : error}. ${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [pagePath, ...rest] = positionals;
  if (!pagePath || rest.length > 0) throw new OfferError(USAGE);
  const required = ["shop", "url", "price", "currency"] as const;
  const missing = required.filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new OfferError(`${missing.map((name) => `--${name}`).join(", ")} missing. ${USAGE}`);
  return {
    pagePath,
    shop: values.shop!,
    url: values.url!,
    price: values.price!,
    currency: values.currency!,
    size: values.size,
    soldOut: values["sold-out"],
    checked: values.checked,
    source: values.source,
  };
}

/** An amount as a shop shows it: digits, optional thousands commas, at most two decimals; above zero. */
export function parsePrice(text: string): number | undefined {
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return undefined;
  const amount = Number(text.replaceAll(",", ""));
  return amount > 0 ? amount : undefined;
}

const isIsoDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

export interface OfferOptions {
  contentDir?: string;
  /** today's UTC day, e.g. 2026-11-26 */
  today?: string;
}

export interface OfferResult {
  yamlFile: string;
  offer: Offer;
  /** whether the shop had an offer, now replaced */
  replaced: boolean;
  /** the line the command prints */
  summary: string;
}

/** Why an address given for the offer is not its shop's (content/offer-address.ts), as the command says it. */
function addressProblem(args: OfferArgs, home: string | undefined): OfferError | undefined {
  const [problem] = offerAddressProblems(args, home);
  return problem && new OfferError(`--${problem.field} ${shownAddress(args[problem.field]!)} ${problem.reason}`);
}

/**
 * The offer the arguments describe, every value checked; keys in the schema's order. `home` is
 * where the shop's pages are: its home page, or the bottle's distillery's website.
 */
function offerFrom(args: OfferArgs, shops: Shop[], today: string, home: (shop: Shop) => string | undefined): Offer {
  const shop = shops.find((candidate) => candidate.id === args.shop);
  if (!shop)
    throw new OfferError(
      `--shop ${args.shop} is not a shop of content/shops.yaml (${shops.map((candidate) => candidate.id).join(", ")})`,
    );
  const offShop = addressProblem({ ...args, source: undefined }, home(shop));
  if (offShop) throw offShop;
  const price = parsePrice(args.price);
  if (price === undefined)
    throw new OfferError(
      `--price ${args.price} is not an amount above zero as digits, with thousands commas and at most two decimals if any (e.g. 8990, 8,990, 49.90)`,
    );
  const currency = args.currency.toUpperCase();
  if (!currencyCode.safeParse(currency).success)
    throw new OfferError(`--currency ${args.currency} is not an ISO 4217 currency code (e.g. ISK, EUR)`);
  if (args.size !== undefined && !/^[1-9]\d*$/.test(args.size))
    throw new OfferError(`--size ${args.size} is not a whole number of ml above zero (e.g. 700 for a 70 cl bottle)`);
  const checked = args.checked ?? today;
  if (!isIsoDay(checked)) throw new OfferError(`--checked ${checked} is not a date as YYYY-MM-DD`);
  if (checked > today) throw new OfferError(`--checked ${checked} is in the future (today is ${today}, UTC)`);
  const sourceOffShop = addressProblem(args, home(shop));
  if (sourceOffShop) throw sourceOffShop;
  return {
    shop: args.shop,
    url: args.url,
    price,
    currency,
    ...(args.size !== undefined ? { sizeMl: Number(args.size) } : {}),
    inStock: !args.soldOut,
    checked,
    // No source means the product page itself (offerSchema).
    ...(args.source !== undefined && args.source !== args.url ? { source: args.source } : {}),
  };
}

const amountText = (price: number) =>
  price.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(price) ? 0 : 2, maximumFractionDigits: 2 });

function summaryLine(file: string, offer: Offer, previousChecked: string | undefined): string {
  return (
    `${file}: offer ${offer.shop} ${amountText(offer.price)} ${offer.currency}` +
    (offer.sizeMl ? `, ${offer.sizeMl} ml` : "") +
    `, ${offer.inStock ? "in stock" : "sold out"}, checked ${offer.checked}` +
    (offer.source ? `, source ${offer.source}` : "") +
    (previousChecked ? ` (replaces its offer checked ${previousChecked})` : "")
  );
}

/** The website of the bottle's distillery, where the distillery's own shop is; none when its file has none. */
function distilleryWebsite(contentDir: string, distilleryRef: unknown): string | undefined {
  if (typeof distilleryRef !== "string") return undefined;
  const path = join(contentDir, DISTILLERY_FOLDER, `${distilleryRef}.yaml`);
  if (!existsSync(path)) return undefined;
  let website: unknown;
  try {
    website = (parse(readFileSync(path, "utf8")) as { website?: unknown } | null)?.website;
  } catch (error) {
    throw new OfferError(
      `content/${DISTILLERY_FOLDER}/${distilleryRef}.yaml could not be read: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
    );
  }
  return typeof website === "string" ? website : undefined;
}

export function recordOffer(args: OfferArgs, options: OfferOptions = {}): OfferResult {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const target = findRecordFile(args.pagePath, contentDir);
  if (target?.kind !== "bottle") {
    const nearest = nearestPagePath(args.pagePath, bottlePagePaths(contentDir));
    throw new OfferError(
      `${args.pagePath} is not a bottle's page.${nearest ? ` Nearest: ${nearest}.` : ""} ` +
        "Bottle pages are /gin/<slug>, /vodka/<slug>, /whisky/<slug> or /spirit/<slug> of a file in content/products",
    );
  }
  let shops: Shop[];
  try {
    shops = loadShops(contentDir);
  } catch (error) {
    throw new OfferError(
      `content/shops.yaml could not be read: ${error instanceof Error ? error.message.replaceAll("\n", " ") : error}`,
    );
  }
  const { doc } = readRecordDocument(target.yamlFile, (message) => new OfferError(message));
  const offer = offerFrom(args, shops, today, (shop) =>
    shopHomeOf(shop, () => distilleryWebsite(contentDir, doc.get("distilleryRef"))),
  );
  const file = relative(dirname(contentDir), target.yamlFile).split("\\").join("/");

  const offers = doc.get("offers", true);
  let previousChecked: string | undefined;
  if (isSeq(offers) && offers.items.length > 0) {
    const items = (offers as YAMLSeq).items;
    const index = items.findIndex((item) => isMap(item) && item.get("shop") === offer.shop);
    const old = items[index];
    if (isMap(old)) {
      previousChecked = String(old.get("checked"));
      // The curator's notes about this shop's offer stay with it.
      const node = doc.createNode(offer);
      node.commentBefore = old.commentBefore;
      node.comment = old.comment;
      items[index] = node;
    } else offers.add(doc.createNode(offer));
  } else if (doc.has("offers")) {
    doc.set("offers", doc.createNode([offer]));
  } else {
    // Beside the record's other sourced data: before `sources`, else `facts`, else last.
    const keys = topLevelKeys(doc);
    const before = [keys.indexOf("sources"), keys.indexOf("facts")].find((index) => index >= 0) ?? keys.length;
    (doc.contents as { items: unknown[] }).items.splice(before, 0, doc.createPair("offers", doc.createNode([offer])));
  }

  const text = doc.toString(YAML_OUTPUT);
  const problems = productFileProblems(parse(text), file);
  if (problems.length > 0) throw new OfferError(`the result would not be valid, nothing written: ${problems.join("; ")}`);
  writeFileSync(target.yamlFile, text);
  return {
    yamlFile: target.yamlFile,
    offer,
    replaced: previousChecked !== undefined,
    summary: summaryLine(file, offer, previousChecked),
  };
}

/** The command: what it prints (one line) and its exit status. */
export function runOfferCommand(argv: string[], options: OfferOptions = {}): { status: 0 | 1; line: string } {
  try {
    return { status: 0, line: recordOffer(parseOfferArgs(argv), options).summary };
  } catch (error) {
    if (!(error instanceof OfferError)) throw error;
    return { status: 1, line: `npm run offer: ${error.message.replaceAll("\n", " ")}` };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { status, line } = runOfferCommand(process.argv.slice(2));
  if (status === 0) console.log(line);
  else console.error(line);
  process.exit(status);
}
