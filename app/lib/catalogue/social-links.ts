/** Social network profiles linked from a distillery's site, one per network. */
export type Network = "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok";
export type SocialMedia = Partial<Record<Network, string>>;

const PATTERNS: [Network, RegExp][] = [
  ["instagram", /^https?:\/\/(?:www\.)?instagram\.com\/(?!p\/|reel\/|explore\/|stories\/|accounts\/)([A-Za-z0-9_.]+)\/?$/i],
  [
    "facebook",
    /^https?:\/\/(?:www\.|m\.|[a-z]{2}-[a-z]{2}\.)?facebook\.com\/(?!sharer|share|dialog|plugins|tr\b|login)([A-Za-z0-9.\-]+|profile\.php\?id=\d+)\/?$/i,
  ],
  ["twitter", /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/(?!intent\/|share|home|search|i\/)([A-Za-z0-9_]+)\/?$/i],
  ["linkedin", /^https?:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/(?:company|in)\/[A-Za-z0-9\-_%]+\/?$/i],
  ["youtube", /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:channel|c|user)\/[A-Za-z0-9_\-]+\/?$/i],
  ["tiktok", /^https?:\/\/(?:www\.)?tiktok\.com\/@[A-Za-z0-9_.]+\/?$/i],
];

/** Every absolute link in a page (href attributes and markdown links). */
function links(html: string, markdown = ""): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\shref=["']([^"']+)["']/gi)) found.push(match[1]!);
  for (const match of markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) found.push(match[1]!);
  return found.map((link) => link.replace(/&amp;/g, "&").replace(/[?#].*$/, (rest) => (rest.startsWith("?id=") ? rest : "")));
}

export function extractSocialLinks(html: string, markdown = ""): SocialMedia {
  const result: SocialMedia = {};
  for (const link of links(html, markdown)) {
    for (const [network, pattern] of PATTERNS) {
      if (!result[network] && pattern.test(link)) result[network] = link;
    }
  }
  return result;
}

export interface SocialScrapeResult {
  distillery: { id: string; name: string; website: string; confirmed?: boolean };
  socialMedia: SocialMedia;
  status: "success" | "error";
  error?: string;
}

/** The Update Code card: found links per distillery, ready to paste into the content data. */
export function updateCodeBlock(results: SocialScrapeResult[]): string {
  return results
    .filter((result) => result.status === "success" && Object.keys(result.socialMedia).length > 0)
    .map((result) =>
      [
        `// ${result.distillery.name} (${result.distillery.id})`,
        ...Object.entries(result.socialMedia).map(([network, url]) => `${network}: ${url}`),
      ].join("\n"),
    )
    .join("\n\n");
}
