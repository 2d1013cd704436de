/**
 * The unverified mark, written once: its link, words and look. The UnverifiedMark component
 * (app/components/sources/unverified-mark.tsx) renders it on the pages; `UNVERIFIED_MARK_HTML` is
 * the same mark as static HTML for the Markdown of the posts (content/blog-body.ts).
 */
export const UNVERIFIED_MARK = {
  /** where the site explains what the mark means */
  href: "/how-we-describe-bottles#unverified",
  text: "unverified",
  label: "unverified: not confirmed by a public source",
  title: "Not confirmed by a public source we could open",
  className:
    "ml-1.5 inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-1.5 py-px align-middle font-sans text-[0.7rem] font-semibold uppercase leading-4 tracking-wide text-amber-900 no-underline hover:bg-amber-100",
} as const;

/** The mark as static HTML (none of its values needs escaping); `data-mark` keeps the article's link style off it. */
export const UNVERIFIED_MARK_HTML = `<a href="${UNVERIFIED_MARK.href}" data-mark="unverified" aria-label="${UNVERIFIED_MARK.label}" title="${UNVERIFIED_MARK.title}" class="${UNVERIFIED_MARK.className}">${UNVERIFIED_MARK.text}</a>`;
