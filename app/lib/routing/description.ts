/** The meta description's maximum length. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A text cut to a meta description: whole when it fits, otherwise cut back to the last whole word
 * within the limit (an ellipsis marks the cut and counts in the limit), never mid-word.
 */
export function wholeWordDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max); // the ellipsis takes the place of the space before the cut word
  const lastSpace = room.lastIndexOf(" ");
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1)).replace(/[\s,;:.\-–—]+$/, "");
  return `${cut}…`;
}
