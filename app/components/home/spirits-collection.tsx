import { Link } from "react-router";
import type { CopySection } from "@content/index";
import { CopyHtml } from "~/components/editorial/copy-html";
import { buttonVariants } from "~/components/ui/button";

/** Where each category's card leads and its colours; its name and words are the home page's (content/pages/home.md). */
const categoryLooks: Record<string, { link: string; color: string }> = {
  Gin: { link: "/premium-gins", color: "from-glacier-600 to-night-800" },
  Whisky: { link: "/premium-whiskies", color: "from-amber-700 to-night-800" },
  Vodka: { link: "/premium-vodkas", color: "from-violet-700 to-night-800" },
};

/** The reusable spirits collection block: one card per category with its list. */
export function SpiritsCollection({
  categories,
  explore,
  headingLevel: Heading = "h3",
}: {
  categories: CopySection["items"];
  /** the buttons' word before the category: "Explore" */
  explore: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {categories.map(({ heading, html }) => {
        const look = categoryLooks[heading];
        if (!look) throw new Error(`spirits collection: no list for the category "${heading}"`);
        return (
          // A white focus ring for all on the card (references, button): 4.4:1 or more on every stop of the three
          // gradients, light (glacier-700, amber-700) and dark alike.
          <li
            key={heading}
            className={`flex flex-col rounded-card bg-linear-to-br ${look.color} p-6 text-white [--focus-ring:var(--color-white)]`}
          >
            <Heading className="text-2xl font-semibold">{heading}</Heading>
            <CopyHtml html={html} dark className="mt-3 flex-1 text-glacier-100" />
            <Link to={look.link} className={buttonVariants({ variant: "aurora", className: "mt-6 self-start" })}>
              {explore} {heading}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
