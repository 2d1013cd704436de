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
 */
import { Marked, type Tokens, type TokenizerAndRendererExtension } from "marked";
import { parse as parseYaml } from "yaml";

export type BodySegment = { type: "html"; html: string } | { type: "video"; title: string; videoId?: string; query?: string };

const VIDEO = /<div\s+data-video-embed="(youtube|youtube-search)"([^>]*)><\/div>/g;
const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(attributes)?.[1]
    ?.replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

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
export const ALLOWED_BODY_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "div", "br"]);

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

const markdown = new Marked({
  gfm: true,
  async: false,
  extensions: [videoDirective],
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

/** A post's Markdown body as HTML (build time only). Throws on raw-HTML-free but unsupported input. */
export function renderPostMarkdown(source: string): string {
  return (markdown.parse(source) as string).trim();
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
