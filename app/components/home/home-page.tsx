import { Link } from "react-router";
import { prerenderedParts } from "~/components/common/prerendered";
import { ProductCard } from "~/components/products/product-card";
import { buttonVariants } from "~/components/ui/button";
import type { HomeSectionsProps } from "./home-copy";

export { homeCopy } from "./home-copy";

const part = prerenderedParts(() => import("./home-static"));
const HomeHero = part("home-hero", "HomeHero");
const HomeMore = part("home-more", "HomeMore");

/** The featured gins (cards with their compare buttons) are drawn by React; the copy around them is kept as pre-rendered. */
export function HomePage({ featuredGins, featuredDistilleries, counts }: HomeSectionsProps) {
  return (
    <>
      <HomeHero as="section" className="bg-aurora text-white" />
      <section id="products" aria-labelledby="showcase-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6">
        <h2 id="showcase-heading" className="text-4xl font-semibold">
          Featured Icelandic Gins
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          A first taste of the {counts.gins} gins in our catalogue, from colour-changing butterfly-pea gin to barley-based Vor.
        </p>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredGins.map((gin) => (
            <li key={gin.slug}>
              <ProductCard product={gin} chipLabel="Key Botanicals" headingLevel="h3" />
            </li>
          ))}
        </ul>
        <Link to="/premium-gins" className={buttonVariants({ className: "mt-10" })}>
          See all {counts.gins} gins
        </Link>
      </section>

      <HomeMore props={{ featuredDistilleries, counts }} />
    </>
  );
}
