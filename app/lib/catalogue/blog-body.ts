/**
 * A blog body is trusted HTML from the repository's content modules, checked at build time
 * (see content tests) to hold only a small set of tags. Video placeholders are cut out here
 * so the page can render them as click-to-load players.
 */
export type BodySegment = { type: "html"; html: string } | { type: "video"; title: string; videoId?: string; query?: string };

const VIDEO = /<div\s+data-video-embed="(youtube|youtube-search)"([^>]*)><\/div>/g;
const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(attributes)?.[1]
    ?.replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');

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
