import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { DropletsIcon, FlameIcon, LeafIcon } from "~/components/ui/icons";
import HomeSections, { type HomeSectionsProps } from "./home-sections";

/** The spec's hero headline is {product}: "Icelandic Gin". */
export const homeCopy = { headline: "Icelandic Gin" } as const;

const features = [
  {
    title: "Wild Botanicals",
    text: "Arctic thyme, angelica, crowberry and birch, foraged from Iceland's open land.",
    icon: LeafIcon,
  },
  { title: "Glacial Water", text: "Soft, pure spring water filtered for centuries through lava rock.", icon: DropletsIcon },
  {
    title: "Craft Distilled",
    text: "Small batches from independent distilleries, many powered by geothermal energy.",
    icon: FlameIcon,
  },
];

export function HomePage(sections: HomeSectionsProps) {
  return (
    <>
      <section className="bg-aurora text-white">
        <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 lg:pt-24">
          <h1 className="max-w-3xl text-5xl font-semibold sm:text-6xl">
            <span className="text-aurora">{homeCopy.headline}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-glacier-100">
            Spirits shaped by wild botanicals and glacial water: the gins, whiskies and vodkas of Iceland and the distilleries
            that make them.
          </p>
          <Link to="/premium-gins" className={buttonVariants({ variant: "aurora", size: "lg", className: "mt-8" })}>
            Explore Premium Gins
          </Link>
          <ul className="mt-14 grid gap-4 sm:grid-cols-3">
            {features.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-card border border-white/15 bg-white/5 p-6">
                <Icon aria-hidden="true" className="size-7 text-aurora-300" />
                <h2 className="mt-4 font-sans text-lg font-semibold">{title}</h2>
                <p className="mt-2 text-sm text-glacier-100">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HomeSections {...sections} />
    </>
  );
}
