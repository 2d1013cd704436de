/** The footer's column headings, drawn by the footer and by its pre-rendered copy alike. */
export const footerHeadingClass = "mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-glacier-300";
