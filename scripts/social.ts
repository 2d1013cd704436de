/**
 * npm run social -- /all-distillery/<slug> [--facebook URL] [--instagram URL] [--linkedin URL]
 *                   [--youtube URL] [--source URL]
 *
 * Writes social profile links the admin's social scraper found into content/distilleries/<slug>.yaml
 * (the rest of the file kept as written) and records the page they were found on as a source, so
 * each link is a sourced fact (docs/decisions.md, "Content honesty"). The page defaults to the
 * distillery's own website; an address content/admin.ts lists as unconfirmed is refused, so a lead
 * never becomes public this way. Each link must be https on its network's host, by the same rules
 * the scraper uses (app/lib/catalogue/social-links.ts). The whole folder is validated after writing;
 * on any problem the file is put back.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { isMap, isSeq, type Document, type YAMLMap } from "yaml";
import { WRITABLE_NETWORKS } from "../app/lib/admin/publish-commands";
import { extractSocialLinks, type Network, type SocialMedia } from "../app/lib/catalogue/social-links";
import { unconfirmedWebsites } from "../content/admin";
import { CONTENT_DIR } from "../content/catalogue-files";
import { socialLinksSchema } from "../content/schema";
import { findRecordFile, readRecordDocument, topLevelKeys, YAML_OUTPUT } from "./record-file";

export class SocialError extends Error {
  override name = "SocialError";
}

export interface SocialUpdate {
  /** e.g. /all-distillery/eimverk-distillery */
  pagePath: string;
  links: SocialMedia;
  /** the page the links were found on; defaults to the distillery's website */
  source?: string;
  /** ISO date the source was checked (today by default) */
  checked?: string;
  contentDir?: string;
}

export interface SocialResult {
  file: string;
  written: Network[];
  sourceId: string;
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, "").toLowerCase();
const SOCIAL_KEYS = ["website", ...Object.keys(socialLinksSchema.shape)];

/** The network a link belongs to by the scraper's own rules, or undefined. */
function networkOf(link: string): Network | undefined {
  const found = extractSocialLinks("", `[](${link})`);
  return (Object.keys(found) as Network[]).find((network) => found[network] === link);
}

function checkLink(network: Network, link: string): void {
  if (!WRITABLE_NETWORKS.includes(network) || !(network in socialLinksSchema.shape))
    throw new SocialError(`--${network}: the site does not show ${network} links (it writes ${WRITABLE_NETWORKS.join(", ")})`);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new SocialError(`--${network}: "${link}" is not a web address`);
  }
  if (url.protocol !== "https:") throw new SocialError(`--${network}: "${link}" must be an https address`);
  if (networkOf(link) !== network) throw new SocialError(`--${network}: "${link}" is not a ${network} profile address`);
}

function checkSource(source: string): void {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new SocialError(`--source: "${source}" is not a web address`);
  }
  if (url.protocol !== "https:") throw new SocialError(`--source: "${source}" must be an https address`);
  const host = hostOf(source);
  if (Object.values(unconfirmedWebsites).some((website) => hostOf(website!) === host))
    throw new SocialError(
      `--source: ${host} is listed as unconfirmed in content/admin.ts: no public source says it is the distillery's site, so links found there are not published`,
    );
}

/** A source id not yet used in the file, from the page's host: "flokiwhisky-is", "flokiwhisky-is-2". */
function freeId(base: string, used: Set<string>): string {
  const slug = base.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "site";
  let id = slug;
  for (let n = 2; used.has(id); n++) id = `${slug}-${n}`;
  return id;
}

function mapAt(doc: Document, key: string): YAMLMap | undefined {
  const node = doc.get(key, true);
  return isMap(node) ? node : undefined;
}

/** Puts a new top-level key after the last social key present, else before `sources`, else last. */
function insertKey(doc: Document, key: string, value: unknown): void {
  const root = doc.contents as YAMLMap;
  const keys = topLevelKeys(doc);
  const lastSocial = keys.reduce((last, k, index) => (SOCIAL_KEYS.includes(k) ? index : last), -1);
  const sources = keys.indexOf("sources");
  const at = lastSocial >= 0 ? lastSocial + 1 : sources >= 0 ? sources : root.items.length;
  root.items.splice(at, 0, doc.createPair(key, value));
}

export function applySocialLinks(update: SocialUpdate): SocialResult {
  const contentDir = update.contentDir ?? CONTENT_DIR;
  const target = findRecordFile(update.pagePath, contentDir);
  if (target?.kind !== "distillery")
    throw new SocialError(
      `${update.pagePath} is not a distillery page (expected /all-distillery/<slug> of a file in content/distilleries)`,
    );

  const entries = Object.entries(update.links).filter(([, link]) => link) as [Network, string][];
  if (entries.length === 0) throw new SocialError(`no links given (use ${WRITABLE_NETWORKS.map((n) => `--${n}`).join(", ")})`);
  for (const [network, link] of entries) checkLink(network, link);

  const file = target.yamlFile;
  const { original, doc } = readRecordDocument(file, (message) => new SocialError(message));
  const name = String(doc.get("name"));
  const website = doc.get("website") as string | undefined;
  const source = update.source ?? website;
  if (!source)
    throw new SocialError(
      `${name} has no confirmed website in its profile: pass --source with the public page the links were found on`,
    );
  checkSource(source);

  for (const [network, link] of entries) {
    if (doc.has(network)) doc.set(network, link);
    else insertKey(doc, network, link);
  }

  // The source: reused when the file already cites this page, else added.
  if (!isSeq(doc.get("sources", true))) insertKey(doc, "sources", doc.createNode([]));
  const sources = doc.get("sources", true) as unknown as { items: YAMLMap[] };
  const existing = sources.items.find((item) => isMap(item) && item.get("url") === source);
  let sourceId = existing?.get("id") as string | undefined;
  if (!sourceId) {
    const used = new Set(sources.items.map((item) => String(item.get("id"))));
    sourceId = freeId(hostOf(source), used);
    const where = `${hostOf(source)}${new URL(source).pathname.replace(/\/$/, "")}`;
    const checked = update.checked ?? new Date().toISOString().slice(0, 10);
    doc.addIn(
      ["sources"],
      doc.createNode({ id: sourceId, title: `${name}: social media links on ${where}`, url: source, checked }),
    );
  }

  // Each written link rests on that source (an "unverified" mark gives way to it).
  if (!mapAt(doc, "facts")) doc.set("facts", doc.createNode({}));
  for (const [network] of entries) {
    const support = doc.getIn(["facts", network], true);
    const ids = isSeq(support) ? support.items.map((item) => String((item as { value?: unknown }).value ?? item)) : [];
    if (!ids.includes(sourceId)) ids.push(sourceId);
    doc.setIn(["facts", network], doc.createNode(ids, { flow: true }));
  }

  writeFileSync(file, doc.toString(YAML_OUTPUT));
  try {
    target.validate();
  } catch (error) {
    writeFileSync(file, original);
    throw new SocialError(
      `the result does not validate, ${file} left unchanged: ${error instanceof Error ? error.message : error}`,
    );
  }
  return { file, written: entries.map(([network]) => network), sourceId };
}

/** The command line as an update (the admin page builds it: app/lib/admin/publish-commands.ts). */
export function parseSocialArgs(argv: string[]): SocialUpdate {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        ["facebook", "instagram", "twitter", "linkedin", "youtube", "tiktok"].map((n) => [n, { type: "string" as const }]),
      ),
      source: { type: "string" },
      checked: { type: "string" },
    },
  });
  const [pagePath, ...rest] = positionals;
  if (!pagePath || rest.length > 0)
    throw new SocialError("usage: npm run social -- /all-distillery/<slug> --facebook URL --instagram URL ... [--source URL]");
  const { source, checked, ...links } = values as Record<string, string | undefined>;
  return { pagePath, links: links as SocialMedia, source, checked };
}

function main(argv: string[]): void {
  const result = applySocialLinks(parseSocialArgs(argv));
  console.log(`${result.file}: wrote ${result.written.join(", ")} with source "${result.sourceId}"`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? `npm run social: ${error.message}` : error);
    process.exit(1);
  }
}
