/**
 * The blog list's words around its filters, cards and Subscribe button: plain text, so a first
 * visit keeps it as pre-rendered and never loads this module (blog-list-page.tsx).
 */
export const blogListText = {
  intro:
    "Reviews, botanicals, glacial water and Viking drinking culture: stories about the spirits of Iceland and the people who make them.",
  stayUpdated: "Want to Stay Updated?",
  stayUpdatedText: "New stories, bottles and tasting events from Iceland, now and then in your inbox.",
} as const;

export function BlogIntro() {
  return blogListText.intro;
}

export function BlogStayUpdated() {
  return (
    <>
      <h2 className="mt-4 text-3xl font-semibold">{blogListText.stayUpdated}</h2>
      <p className="mt-3 text-glacier-100">{blogListText.stayUpdatedText}</p>
    </>
  );
}
