/**
 * Blog bodies: Markdown files in content/blog/posts, rendered to HTML here at build time (the
 * content module calls `renderPostMarkdown`; pages only import the `BodySegment` type, so
 * neither `marked` nor `yaml` reaches the browser). Raw HTML in Markdown is never passed
 * through: it is shown as text. Embeds are directive lines the renderer recognises, e.g.
 *
 *   ::video[Title]{id=VIDEO_ID}                       a YouTube video, played on click
 *   ::video[Title]{search="Icelandic Brennivín"}       no verified video: a labelled search link
 *
 * They become placeholders that `splitBody` cuts out, so the page renders them with the
 * VideoEmbed component. Shop links are written `[Buy X](buy:product-slug)`: they render as
 * sponsored links opening in a new tab (like the Buy Now buttons), with a `{{buy:slug}}`
 * address that the content layer fills with the product's affiliate shop link.
 *
 * Posts hold to the records' rule (every fact has a source or the unverified mark) with three
 * inline directives, rendered by `renderPost`:
 *
 *   :cite[id] or :cite[id-one,id-two]        numbered references ("[1]") to the post's `sources`
 *   :unverified[text]                         the text, then the site's unverified mark
 *   :fact[field]{bottle=slug}                 a record's value with the record's own mark or
 *   :fact[field]{distillery=slug}             references (its sources join the post's)
 *
 * Records are read through a resolver the caller passes in, so this module knows no catalogue.
 */
import { Marked, type Tokens, type TokenizerAndRendererExtension } from "marked";
import { parse as parseYaml } from "yaml";
import { decodeEntities } from "./html-entities";
import type { Source } from "./schema";
import { UNVERIFIED_MARK_HTML } from "./unverified-mark";

export type BodySegment = { type: "html"; html: string } | { type: "video"; title: string; videoId?: string; query?: string };

const VIDEO = /<div\s+data-video-embed="(youtube|youtube-search)"([^>]*)><\/div>/g;
function attribute(attributes: string, name: string): string | undefined {
  const value = new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

export function splitBody(html: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of html.matchAll(VIDEO)) {
    const before = html.slice(last, match.index).trim();
    if (before) segments.push({ type: "html", html: before });
    const attributes = match[2] ?? "";
    segments.push({
      type: "video",
      title: attribute(attributes, "data-video-title") ?? "Video",
      videoId: match[1] === "youtube" ? attribute(attributes, "data-video-id") : undefined,
      query: match[1] === "youtube-search" ? attribute(attributes, "data-video-query") : undefined,
    });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest) segments.push({ type: "html", html: rest });
  return segments;
}

/** The tags a body may use; anything else fails the content test. */
export const ALLOWED_BODY_TAGS = new Set([
  "h2",
  "h3",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "blockquote",
  "div",
  "br",
  "sup",
]);

export function disallowedTags(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
    const tag = match[1]!.toLowerCase();
    if (!ALLOWED_BODY_TAGS.has(tag)) found.add(tag);
  }
  if (/\son\w+\s*=|javascript:|style=/i.test(html)) found.add("unsafe attribute");
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// Markdown

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The rel and target of a shop (affiliate) link: the same as the Buy Now buttons (ExternalLink sponsored). */
export const SHOP_LINK_ATTRIBUTES = 'target="_blank" rel="sponsored noopener noreferrer"';
const EXTERNAL_LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';

/** A YouTube video id: 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

interface VideoToken extends Tokens.Generic {
  type: "video";
  raw: string;
  title: string;
  videoId?: string;
  query?: string;
}

function directiveAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([a-z]+)=(?:"([^"]*)"|([^\s"]+))\s*/gy;
  let rest = text.trim();
  while (rest) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match) throw new Error(`cannot read the directive attributes "${text}" (write key=value or key="value with spaces")`);
    attributes[match[1]!] = match[2] ?? match[3]!;
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

const videoDirective: TokenizerAndRendererExtension = {
  name: "video",
  level: "block",
  start: (src: string) => src.match(/^::video\[/m)?.index,
  tokenizer(src: string): VideoToken | undefined {
    const match = /^::video\[([^\]\n]+)\]\{([^}\n]*)\}[ \t]*(?:\n+|$)/.exec(src);
    if (!match) {
      if (/^::/.test(src)) throw new Error(`unknown or malformed directive: ${src.split("\n")[0]}`);
      return undefined;
    }
    const attributes = directiveAttributes(match[2]!);
    const unknown = Object.keys(attributes).filter((key) => key !== "id" && key !== "search");
    if (unknown.length) throw new Error(`::video: unknown attribute ${unknown.join(", ")} (use id= or search=)`);
    if (!attributes.id === !attributes.search) throw new Error(`::video[${match[1]}]: give exactly one of id= or search=`);
    if (attributes.id && !YOUTUBE_ID.test(attributes.id))
      throw new Error(`::video: "${attributes.id}" is not a YouTube video id`);
    return { type: "video", raw: match[0], title: match[1]!.trim(), videoId: attributes.id, query: attributes.search };
  },
  renderer(token) {
    const { title, videoId, query } = token as VideoToken;
    return videoId
      ? `<div data-video-embed="youtube" data-video-id="${escapeHtml(videoId)}" data-video-title="${escapeHtml(title)}"></div>\n`
      : `<div data-video-embed="youtube-search" data-video-query="${escapeHtml(query ?? title)}" data-video-title="${escapeHtml(title)}"></div>\n`;
  },
};

function linkHtml(href: string, inner: string, title?: string | null): string {
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  const shop = /^buy:([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(href);
  if (shop) return `<a href="{{buy:${shop[1]}}}" ${SHOP_LINK_ATTRIBUTES}${titleAttribute}>${inner}</a>`;
  if (/^https?:\/\//.test(href)) return `<a href="${escapeHtml(href)}" ${EXTERNAL_LINK_ATTRIBUTES}${titleAttribute}>${inner}</a>`;
  if (/^(\/(?!\/)|#|mailto:)/.test(href)) return `<a href="${escapeHtml(href)}"${titleAttribute}>${inner}</a>`;
  throw new Error(`link "${href}": use https://…, a site path (/…), mailto: or buy:product-slug`);
}

// ---------------------------------------------------------------------------------------------
// Sources, marks and record facts

/** A numbered reference's look: small, in the link colour, underlined on hover. */
export const CITE_CLASS = "ml-0.5 font-sans text-xs font-semibold text-primary no-underline hover:underline";

/** A record's value for a field, with what backs it: the record's sources for it, or "unverified". */
export interface FactResolution {
  value: string;
  support: "unverified" | readonly Source[];
}
/** Reads a record's field; throws (with a message naming what is missing) when there is no such record or field. */
export type FactResolver = (kind: "bottle" | "distillery", slug: string, field: string) => FactResolution;

export interface PostBodyOptions {
  /** the post's front-matter sources */
  sources?: readonly Source[];
  resolveFact?: FactResolver;
}
export interface RenderedPost {
  html: string;
  /** every cited source, in the order of first citation (the numbers of the references) */
  sources: Source[];
}

/** The numbers of one post's references: one per source address, in the order of first citation. */
class Citations {
  readonly cited: Source[] = [];
  private readonly numberByUrl = new Map<string, number>();
  readonly usedIds = new Set<string>();

  /** The source's number, given at its first citation; a source already cited under another id keeps its first id. */
  cite(source: Source): number {
    const known = this.numberByUrl.get(source.url);
    if (known) return known;
    this.cited.push(source);
    this.numberByUrl.set(source.url, this.cited.length);
    return this.cited.length;
  }

  references(sources: readonly Source[]): string {
    const links = sources.map((source) => {
      const number = this.cite(source);
      const id = this.cited[number - 1]!.id;
      return `<a href="#source-${escapeHtml(id)}" data-mark="cite" aria-label="Source ${number}" class="${CITE_CLASS}">[${number}]</a>`;
    });
    return `<sup>${links.join("")}</sup>`;
  }
}

interface CiteToken extends Tokens.Generic {
  type: "cite";
  ids: string[];
}
interface UnverifiedToken extends Tokens.Generic {
  type: "unverified";
  tokens: Tokens.Generic[];
}
interface FactToken extends Tokens.Generic {
  type: "fact";
  field: string;
  kind: "bottle" | "distillery";
  slug: string;
}

const INLINE_DIRECTIVES = ["cite", "unverified", "fact"];

function inlineDirectives(options: PostBodyOptions, citations: Citations): TokenizerAndRendererExtension[] {
  const sourceById = new Map<string, Source>();
  for (const source of options.sources ?? []) {
    if (sourceById.has(source.id)) throw new Error(`sources: source "${source.id}" is listed twice`);
    sourceById.set(source.id, source);
  }
  const postSourceByUrl = new Map([...sourceById.values()].map((source) => [source.url, source]));
  // Marked asks each extension where its next match may start; any ":word[" is checked, so a misspelt directive fails.
  const start = (src: string) => src.match(/:[a-z]+\[/)?.index;
  const unknown = (src: string) => {
    const name = /^:([a-z]+)\[/.exec(src)?.[1];
    if (name && !INLINE_DIRECTIVES.includes(name))
      throw new Error(`unknown directive ":${name}[" (use :cite[id], :unverified[text] or :fact[field]{bottle=slug})`);
  };
  return [
    {
      name: "cite",
      level: "inline",
      start,
      tokenizer(src): CiteToken | undefined {
        unknown(src);
        const match = /^:cite\[([^\]\n]*)\]/.exec(src);
        if (!match) return undefined;
        const ids = match[1]!.split(",").map((id) => id.trim());
        for (const id of ids)
          if (!sourceById.has(id)) throw new Error(`:cite[${match[1]}]: unknown source "${id}" (list it under sources:)`);
        return { type: "cite", raw: match[0], ids };
      },
      renderer(token) {
        const { ids } = token as CiteToken;
        for (const id of ids) citations.usedIds.add(id);
        return citations.references(ids.map((id) => sourceById.get(id)!));
      },
    },
    {
      name: "unverified",
      level: "inline",
      start,
      tokenizer(src): UnverifiedToken | undefined {
        const match = /^:unverified\[([^\]\n]+)\]/.exec(src);
        if (!match) return undefined;
        return { type: "unverified", raw: match[0], tokens: this.lexer.inlineTokens(match[1]!) };
      },
      renderer(token) {
        return `${this.parser.parseInline((token as UnverifiedToken).tokens)}${UNVERIFIED_MARK_HTML}`;
      },
    },
    {
      name: "fact",
      level: "inline",
      start,
      tokenizer(src): FactToken | undefined {
        const match = /^:fact\[([^\]\n]*)\]\{([^}\n]*)\}/.exec(src);
        if (!match) {
          if (src.startsWith(":fact["))
            throw new Error(`${src.split("\n")[0]}: write :fact[field]{bottle=slug} or :fact[field]{distillery=slug}`);
          return undefined;
        }
        const attributes = directiveAttributes(match[2]!);
        const kinds = Object.keys(attributes);
        if (kinds.length !== 1 || (kinds[0] !== "bottle" && kinds[0] !== "distillery"))
          throw new Error(`${match[0]}: give exactly one of bottle= or distillery=`);
        const kind = kinds[0] as FactToken["kind"];
        return { type: "fact", raw: match[0], field: match[1]!.trim(), kind, slug: attributes[kind]! };
      },
      renderer(token) {
        const { field, kind, slug, raw } = token as FactToken;
        if (!options.resolveFact) throw new Error(`${raw}: no records to read facts from`);
        let fact: FactResolution;
        try {
          fact = options.resolveFact(kind, slug, field);
        } catch (error) {
          throw new Error(`${raw}: ${(error as Error).message}`);
        }
        const value = escapeHtml(fact.value);
        if (fact.support === "unverified") return `${value}${UNVERIFIED_MARK_HTML}`;
        if (!fact.support.length) throw new Error(`${raw}: the record gives no source for ${field}`);
        // A record's source ids are its own: the record's slug keeps them apart from the post's, and
        // a source the post lists too (the same address) is the post's.
        const sources = fact.support.map((source) => {
          const own = postSourceByUrl.get(source.url);
          if (own) citations.usedIds.add(own.id);
          return own ?? { ...source, id: `${slug}-${source.id}` };
        });
        return `${value}${citations.references(sources)}`;
      },
    },
  ];
}

function markdownFor(extensions: TokenizerAndRendererExtension[]) {
  return new Marked({
    gfm: true,
    async: false,
    extensions: [videoDirective, ...extensions],
    renderer: {
      // Raw HTML is text, never markup.
      html: ({ text }) => escapeHtml(text),
      link({ href, title, tokens }) {
        return linkHtml(href, this.parser.parseInline(tokens), title);
      },
      image: ({ href }) => {
        throw new Error(`image "${href}": posts take their picture from the blog image, not from the body`);
      },
    },
  });
}

/**
 * A post's Markdown body as HTML, with its Sources in the order of first citation (build time
 * only). Throws on an unknown source id, a listed source never cited, or a record or field the
 * resolver does not know.
 */
export function renderPost(source: string, options: PostBodyOptions = {}): RenderedPost {
  const { html, sources } = renderParts([source], options);
  return { html: html[0]!, sources };
}

/**
 * Several Markdown texts of one page (an editorial page's sections) as HTML, numbered as one text:
 * a source keeps its number across them, and every listed source must be cited in one of them.
 */
export function renderParts(parts: readonly string[], options: PostBodyOptions = {}): { html: string[]; sources: Source[] } {
  const citations = new Citations();
  const markdown = markdownFor(inlineDirectives(options, citations));
  const html = parts.map((part) =>
    (markdown.parse(part) as string)
      .trim()
      // a reference sits right after the word it follows, and references side by side share one <sup>
      .replace(/[ \t]+(<sup><a href="#source-)/g, "$1")
      .replace(/<\/sup><sup>/g, ""),
  );
  // A mark the Markdown could not read (one broken over two lines) would show as its raw text.
  for (const part of html) {
    const raw = /:(cite|unverified|fact)\[[^<]{0,40}/.exec(part);
    if (raw) throw new Error(`"${raw[0]}": a directive left unread (keep each on one line)`);
  }
  for (const { id } of options.sources ?? [])
    if (!citations.usedIds.has(id))
      throw new Error(`sources: source "${id}" is listed but never cited (cite it with :cite[${id}] or remove it)`);
  return { html, sources: citations.cited };
}

/**
 * A body for plain-text uses (the page description): the mark becomes the word "(unverified)" after
 * its statement, and reference numbers are dropped.
 */
export const withPlainMarks = (html: string): string =>
  html
    .replace(/\s*<sup><a href="#source-[^]*?<\/sup>/g, "")
    .replace(/<a href="[^"]*" data-mark="unverified"[^>]*>unverified<\/a>/g, " (unverified)");

/** A Markdown body without sources as HTML (build time only). */
export function renderPostMarkdown(source: string): string {
  return renderPost(source).html;
}

/** Splits a Markdown file into its YAML front matter (as data) and its body. */
export function parseFrontMatter(text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error("the file must start with YAML front matter between two --- lines");
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new Error(`front matter is not valid YAML: ${(error as Error).message}`);
  }
  return { data, body: text.slice(match[0].length) };
}
