/**
 * One truth on every page: the pre-rendered HTML of the test build is read from disk (no browser),
 * and every fact a record marks "unverified" must carry the mark where the page shows it, while every
 * sourced fact's sources are listed in the page's Sources section. Each page kind has one check
 * below (`checks`): bottle pages (with their distillery card), distillery pages, lists and home, blog
 * posts, botanical pages, and the copy pages (home, Why Icelandic Gin) whose words are content/pages/*.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, relative, sep } from "node:path";
import { Window } from "happy-dom";
import { DISTILLERY_FACTS, PRODUCT_FACTS, PRODUCT_FACT_NAMES, type Facts } from "../../content/facts";
import { listAllProducts, listBlogPosts, listBotanicals, listDistilleries } from "../../content/index";
import { COPY_PAGE_SLUGS, readCopyPage, type CopySlug } from "../../content/pages";
import { E2E_BUILD_DIRECTORY } from "./env";
import { expect, test } from "./fixtures";

type Document = ReturnType<InstanceType<typeof Window>["DOMParser"]["prototype"]["parseFromString"]>;
type Element = NonNullable<ReturnType<Document["querySelector"]>>;

const CLIENT = join(E2E_BUILD_DIRECTORY, "client");
const UNVERIFIED_MARK = 'a[href="/how-we-describe-bottles#unverified"]';

const products = new Map(listAllProducts().map((product) => [product.slug, product]));
const distilleries = new Map(listDistilleries().map((distillery) => [distillery.slug, distillery]));
const posts = new Map(listBlogPosts().map((post) => [post.slug, post]));
const botanicals = new Map(listBotanicals().map((botanical) => [botanical.slug, botanical]));

/** Every pre-rendered page of the build, by its address. */
function builtPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "index.html") {
        const address = "/" + relative(CLIENT, folder).split(sep).join("/");
        pages.set(address === "/" ? "/" : address, path);
      }
    }
  };
  walk(CLIENT);
  return pages;
}

const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } });
const parse = (file: string): Document => new window.DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");

const unverified = (facts: Facts | undefined) =>
  Object.entries(facts ?? {})
    .filter(([, support]) => support === "unverified")
    .map(([field]) => field);
const sourced = (facts: Facts | undefined) =>
  Object.entries(facts ?? {}).filter((entry): entry is [string, readonly string[]] => Array.isArray(entry[1]));

/** A sourced fact's sources are each an item of the Sources section. */
function sourcesListed(document: Document, facts: Facts | undefined): string[] {
  const problems: string[] = [];
  for (const [field, ids] of sourced(facts))
    for (const id of ids)
      if (!document.querySelector(`#sources li[id="source-${id}"]`))
        problems.push(`${field}: source "${id}" is not listed under Sources`);
  return problems;
}

/** The elements showing one subject's facts (a bottle's, not its distillery card's nor its related cards'). */
const factElement = (document: Document, subject: string, field: string): Element | null =>
  [...document.querySelectorAll(`[data-fact="${field}"]`)].find(
    (element) => element.closest("[data-facts-for]")?.getAttribute("data-facts-for") === subject,
  ) ?? null;

/**
 * Where a record notes what a source says about a fact it shows unverified, the note stands beside
 * the mark with a link to that source.
 */
function markNotesShown(
  document: Document,
  subject: string,
  record: { markNotes?: Record<string, { note: string; source: string }>; sources?: { id: string; url: string }[] },
): string[] {
  const problems: string[] = [];
  for (const [field, { note, source }] of Object.entries(record.markNotes ?? {})) {
    const shown = factElement(document, subject, field)?.querySelector(`[data-mark-note="${field}"]`);
    const url = record.sources?.find((item) => item.id === source)?.url;
    if (!shown?.textContent?.includes(note)) problems.push(`${field}: the mark's note "${note}" is not shown`);
    else if (!url || !shown.querySelector(`a[href="${url}"]`))
      problems.push(`${field}: the mark's note does not link its source`);
  }
  return problems;
}

/** A bottle page: each unverified fact has the mark beside it, each sourced fact none, and its sources listed. */
function checkBottlePage(document: Document, slug: string): string[] {
  const product = products.get(slug);
  if (!product) return [`no bottle "${slug}" in the catalogue`];
  const problems: string[] = [];
  for (const field of PRODUCT_FACTS) {
    // a strength no source gives is said in words ("Strength not confirmed"), not shown as a fact
    if ((field === "size" && !product.size) || (field === "style" && !product.style) || (field === "alcohol" && !product.alcohol))
      continue;
    const element = factElement(document, slug, field);
    const support = product.facts?.[field];
    if (!element) problems.push(`${field}: no element shows it (data-fact="${field}")`);
    else if (support === "unverified" && !element.querySelector(UNVERIFIED_MARK)) problems.push(`${field}: unverified, no mark`);
    else if (support !== "unverified" && element.querySelector(UNVERIFIED_MARK)) problems.push(`${field}: sourced, yet marked`);
  }
  for (const field of ["heritage", "awards"] as const) {
    const element = factElement(document, slug, field);
    if (product[field]?.length && !element) problems.push(`${field}: not shown`);
    if (!product[field]?.length && element) problems.push(`${field}: shown, yet the record has none`);
  }
  // Heritage lines are history, not awards: none of them sits under an Awards heading.
  const awards = factElement(document, slug, "awards")?.textContent ?? "";
  for (const line of product.heritage ?? []) if (awards.includes(line)) problems.push(`heritage under Awards: ${line}`);
  return [
    ...problems,
    ...markNotesShown(document, slug, product),
    ...sourcesListed(document, product.facts),
    ...checkDistilleryCard(document, product.distilleryRef),
    ...checkCards(document),
  ];
}

/** A bottle page's About-the-distillery card shows its distillery record's location and description with that record's marks. */
function checkDistilleryCard(document: Document, distillerySlug: string | undefined): string[] {
  const distillery = distillerySlug ? distilleries.get(distillerySlug) : undefined;
  if (!distillery) return [`distillery card: no distillery record "${distillerySlug}"`];
  const problems: string[] = [];
  for (const field of ["location", "description"]) {
    const element = factElement(document, distillery.slug, field);
    const marked = Boolean(element?.querySelector(UNVERIFIED_MARK));
    if (!element) problems.push(`distillery card: no ${field} (data-fact="${field}")`);
    else if (marked !== (distillery.facts?.[field] === "unverified"))
      problems.push(`distillery card: ${field} is ${marked ? "marked, yet sourced" : "unverified, no mark"}`);
  }
  return problems;
}

/**
 * Every bottle card of a page (lists, home, related bottles, a distillery's spirits) names each
 * unverified fact it shows in its one summary line.
 */
function checkCards(document: Document): string[] {
  const problems: string[] = [];
  for (const card of document.querySelectorAll("[data-card]")) {
    const slug = card.getAttribute("data-card")!;
    const product = products.get(slug);
    if (!product) {
      problems.push(`card "${slug}": no such bottle`);
      continue;
    }
    const shown = PRODUCT_FACTS.filter(
      (field) =>
        (field !== "size" || product.size) && (field !== "style" || product.style) && (field !== "alcohol" || product.alcohol),
    );
    const expected = unverified(product.facts).filter((field) => (shown as string[]).includes(field));
    const summary = card.querySelector("[data-unverified-summary]");
    if (!expected.length) {
      if (summary) problems.push(`card "${slug}": a summary line, yet nothing is unverified`);
      continue;
    }
    if (!summary) {
      problems.push(`card "${slug}": no summary line for ${expected.join(", ")}`);
      continue;
    }
    const text = summary.textContent!.replace(/\s+/g, " ").trim();
    const named = text.replace(/^Not confirmed: /, "").split(/, | and /);
    if (!text.startsWith("Not confirmed: ") || named.length !== expected.length)
      problems.push(`card "${slug}": "${text}" does not name ${expected.join(", ")}`);
    for (const field of expected)
      if (field !== "botanicals" && !named.includes(PRODUCT_FACT_NAMES[field as keyof typeof PRODUCT_FACT_NAMES]))
        problems.push(`card "${slug}": "${text}" does not name ${field}`);
    // The summary line is plain text: the explanation is one click away on the bottle's own page.
    if (summary.querySelector("a, button, [tabindex]")) problems.push(`card "${slug}": the summary line holds a tab stop`);
    if (card.querySelector(UNVERIFIED_MARK)) problems.push(`card "${slug}": a mark on a card (the summary line says it)`);
  }
  return problems;
}

/**
 * A distillery page: its unverified facts carry the mark (at a `data-fact` hook where the page has
 * one, else beside the text that shows them), and its sources are listed.
 */
function checkDistilleryPage(document: Document, slug: string): string[] {
  const distillery = distilleries.get(slug);
  if (!distillery) return [`no distillery "${slug}"`];
  const problems: string[] = [];
  const byText = (text: string) =>
    [...document.querySelectorAll("main p, main span, main dd")].find(
      (element) => element.textContent?.includes(text) && element.querySelector(UNVERIFIED_MARK),
    );
  for (const field of unverified(distillery.facts)) {
    if (!(DISTILLERY_FACTS as readonly string[]).includes(field)) continue;
    const hooked = factElement(document, slug, field);
    const marked =
      hooked?.querySelector(UNVERIFIED_MARK) ??
      (field === "location"
        ? byText(distillery.location)
        : field === "description"
          ? byText((distillery.longDescription ?? distillery.description).slice(0, 40))
          : field === "coordinates"
            ? document.body.textContent?.includes("Approximate position")
            : undefined);
    if (!marked) problems.push(`${field}: unverified, no mark`);
  }
  // The record's own lists (specialties, production methods, highlights, facilities) carry their mark, or none when sourced.
  for (const field of ["specialties", "productionMethods", "highlights", "facilities"] as const) {
    const list = factElement(document, slug, field);
    if (!distillery[field] || !list) continue;
    const marked = Boolean(list.querySelector(UNVERIFIED_MARK));
    if (marked !== (distillery.facts?.[field] === "unverified"))
      problems.push(`${field}: ${marked ? "sourced, yet marked" : "unverified, no mark"}`);
  }
  return [
    ...problems,
    ...markNotesShown(document, slug, distillery),
    ...sourcesListed(document, distillery.facts),
    ...checkCards(document),
  ];
}

const POSTS_FOLDER = fileURLToPath(new URL("../../content/blog/posts/", import.meta.url));

/** How many unverified marks a post's Markdown asks for: each :unverified[...] and each :fact[...] of an unverified record field. */
function marksAskedFor(markdown: string): number {
  let count = (markdown.match(/:unverified\[/g) ?? []).length;
  for (const [, field, kind, slug] of markdown.matchAll(/:fact\[(\w+)\]\{(bottle|distillery)=([a-z0-9-]+)\}/g)) {
    const record = kind === "bottle" ? products.get(slug!) : distilleries.get(slug!);
    if (record?.facts?.[field!] === "unverified") count++;
  }
  return count;
}

/**
 * A post: every mark its Markdown asks for is in the body, every numbered reference leads to an
 * item of its Sources section, which lists exactly the post's sources and ends the article.
 */
function checkPostPage(document: Document, slug: string): string[] {
  const post = posts.get(slug);
  if (!post) return [`no post "${slug}"`];
  if (!post.isLocal) return [];
  const problems: string[] = [];
  const body = document.querySelector(".prose-article");
  if (!body) return ["no post body (.prose-article)"];
  const asked = marksAskedFor(readFileSync(join(POSTS_FOLDER, `${slug}.md`), "utf8"));
  const shown = body.querySelectorAll(UNVERIFIED_MARK).length;
  if (shown !== asked) problems.push(`${shown} unverified marks in the body, the Markdown asks for ${asked}`);
  const listed = [...document.querySelectorAll('#sources li[id^="source-"]')].map((item) => item.id.replace(/^source-/, ""));
  if (!listed.length) problems.push("no Sources section");
  const ids = post.sources.map((source) => source.id);
  if (listed.join() !== ids.join()) problems.push(`Sources lists ${listed.join(", ")}; the post has ${ids.join(", ")}`);
  for (const reference of body.querySelectorAll('sup a[href^="#source-"]')) {
    const id = reference.getAttribute("href")!.slice("#source-".length);
    if (!listed.includes(id)) problems.push(`reference ${reference.textContent} leads to no source ("${id}")`);
  }
  if (!body.querySelector('sup a[href^="#source-"]')) problems.push("no numbered reference in the body");
  return problems;
}

const PAGES_FOLDER = fileURLToPath(new URL("../../content/pages/", import.meta.url));
/** Where each copy page is shown. */
const COPY_PAGE_ADDRESSES: Record<CopySlug, string> = { home: "/", "why-icelandic-gin": "/why-icelandic-gin" };

/**
 * A copy page: every part of its file is on the page (data-copy), with every mark the Markdown asks
 * for; every numbered reference leads to an item of its Sources, which lists exactly the sources it cites.
 */
function checkCopyPage(document: Document, slug: string): string[] {
  const problems: string[] = [];
  const copy = readCopyPage(slug as CopySlug, { gins: 0, botanicals: 0 });
  const texts = Object.values(copy.sections)
    .flatMap((section) => [section.html, ...section.items.map((item) => item.html)])
    .filter(Boolean);
  const parts = [...document.querySelectorAll("[data-copy]")];
  if (parts.length !== texts.length) problems.push(`${parts.length} copy parts on the page, the file has ${texts.length}`);
  const asked = marksAskedFor(readFileSync(join(PAGES_FOLDER, `${slug}.md`), "utf8"));
  const shown = parts.reduce((count, part) => count + part.querySelectorAll(UNVERIFIED_MARK).length, 0);
  if (shown !== asked) problems.push(`${shown} unverified marks in the copy, the Markdown asks for ${asked}`);
  const listed = [...document.querySelectorAll('#sources li[id^="source-"]')].map((item) => item.id.replace(/^source-/, ""));
  const ids = copy.sources.map((source) => source.id);
  if (listed.join() !== ids.join()) problems.push(`Sources lists ${listed.join(", ")}; the page cites ${ids.join(", ")}`);
  const references = parts.flatMap((part) => [...part.querySelectorAll('sup a[href^="#source-"]')]);
  for (const reference of references) {
    const id = reference.getAttribute("href")!.slice("#source-".length);
    if (!listed.includes(id)) problems.push(`reference ${reference.textContent} leads to no source ("${id}")`);
  }
  if (!references.length) problems.push("no numbered reference in the copy");
  return problems;
}

/** A botanical page: an entry's statement carries the mark when unverified, and its sources are listed. */
function checkBotanicalPage(document: Document, slug: string): string[] {
  const botanical = botanicals.get(slug);
  // A botanical without an entry shows only what the catalogue says: how many of its bottles list it.
  if (!botanical) return checkCards(document);
  const marked = Boolean(document.querySelector(`main ${UNVERIFIED_MARK}`));
  const problems: string[] = [];
  if (botanical.facts?.description === "unverified" && !marked) problems.push("description: unverified, no mark");
  if (!botanical.facts?.description) problems.push("description: neither a source nor unverified");
  return [...problems, ...sourcesListed(document, botanical.facts), ...checkCards(document)];
}

/** Pages whose facts this file checks, one function per kind. */
const checks: { kind: string; matches: (address: string) => string | undefined; check: (d: Document, s: string) => string[] }[] =
  [
    { kind: "bottle page", matches: (a) => /^\/(gin|vodka|spirit|whisky)\/([^/]+)$/.exec(a)?.[2], check: checkBottlePage },
    { kind: "distillery page", matches: (a) => /^\/all-distillery\/([^/]+)$/.exec(a)?.[1], check: checkDistilleryPage },
    {
      kind: "list page or home",
      matches: (a) =>
        ["/", "/premium-gins", "/premium-whiskies", "/premium-vodkas", "/premium-brennivins"].includes(a) ? a : undefined,
      check: (document) => (document.querySelector("[data-card]") ? checkCards(document) : ["no bottle card (data-card)"]),
    },
    { kind: "blog post", matches: (a) => /^\/blog\/([^/]+)$/.exec(a)?.[1], check: checkPostPage },
    { kind: "botanical page", matches: (a) => /^\/botanicals\/([^/]+)$/.exec(a)?.[1], check: checkBotanicalPage },
    {
      kind: "copy page",
      matches: (a) => COPY_PAGE_SLUGS.find((slug) => COPY_PAGE_ADDRESSES[slug] === a),
      check: checkCopyPage,
    },
  ];

test.describe("facts on the built pages", () => {
  test.skip(!existsSync(CLIENT), "needs the test build (npm run build:e2e)");
  const pages = existsSync(CLIENT) ? builtPages() : new Map<string, string>();
  for (const { kind, matches, check } of checks) {
    test(`every ${kind}: unverified facts marked, sourced facts' sources listed`, () => {
      const problems: string[] = [];
      let checked = 0;
      for (const [address, file] of pages) {
        const subject = matches(address);
        if (subject === undefined) continue;
        checked++;
        for (const problem of check(parse(file), subject)) problems.push(`${address}: ${problem}`);
      }
      expect(checked, `${kind}s found in ${CLIENT}`).toBeGreaterThan(0);
      if (kind === "copy page") expect(checked, "every copy page is built").toBe(COPY_PAGE_SLUGS.length);
      expect(problems).toEqual([]);
    });
  }
});
