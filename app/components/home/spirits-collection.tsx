import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** The reusable spirits collection block: one card per category with its list. */
export const spiritCategories = [
  {
    name: "Gin",
    description: "Juniper-led gins lifted by Arctic thyme, angelica, crowberry and kelp.",
    link: "/premium-gins",
    color: "from-glacier-600 to-night-800",
  },
  {
    name: "Whisky",
    description: "Single malts from Icelandic barley, some smoked over dried sheep dung.",
    link: "/premium-whiskies",
    color: "from-amber-700 to-night-800",
  },
  {
    name: "Vodka",
    description: "Clean vodkas made with Icelandic spring water and filtered through lava rock.",
    link: "/premium-vodkas",
    color: "from-violet-700 to-night-800",
  },
] as const;

export function SpiritsCollection({ headingLevel: Heading = "h3" }: { headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {spiritCategories.map((category) => (
        <li key={category.name} className={`flex flex-col rounded-card bg-linear-to-br ${category.color} p-6 text-white`}>
          <Heading className="text-2xl font-semibold">{category.name}</Heading>
          <p className="mt-3 flex-1 text-glacier-100">{category.description}</p>
          {/* White: 4.4:1 or more on every stop of the three gradients, light (glacier-700, amber-700) and dark alike. */}
          <Link
            to={category.link}
            className={buttonVariants({ variant: "aurora", className: "mt-6 self-start [--focus-ring:var(--color-white)]" })}
          >
            Explore {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
