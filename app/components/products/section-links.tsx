/** Where the section links lead: the ids the bottle page's sections carry. */
export const SECTION_IDS = { tastingNotes: "tasting-notes", whereToBuy: "where-to-buy", sources: "sources" } as const;

const LINKS = [
  { name: "Tasting Notes", id: SECTION_IDS.tastingNotes },
  { name: "Where to buy", id: SECTION_IDS.whereToBuy },
  { name: "Sources", id: SECTION_IDS.sources },
] as const;

/**
 * On a phone a bottle page is a long single column: a short row at its top leads straight to the
 * sections a visitor comes for, which stay in their place on the page. Plain anchors, so they work
 * before the page is interactive.
 */
export function SectionLinks() {
  return (
    <nav aria-label="On this page" className="mt-3 sm:hidden">
      <ul className="flex flex-wrap gap-1.5 text-sm font-semibold text-night-900">
        {LINKS.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className="inline-flex min-h-9 items-center whitespace-nowrap rounded-full bg-white px-2.5 ring-1 ring-border"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
