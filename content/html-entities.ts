/**
 * The one decoder of the entities the site's HTML carries (React's and the Markdown renderer's
 * escapes, and the few named ones the pages' text holds): for the text of a fragment, an
 * attribute's value, or a meta tag read back from a built page.
 */
export function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;|&rsquo;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
