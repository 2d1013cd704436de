import { Icon } from "~/components/ui/icons";
import { dropletsIcon, flaskConicalIcon, recycleIcon, sparklesIcon } from "~/components/ui/icon-drawings";
import { Link } from "react-router";
import type { Botanical } from "@content/index";
import { BotanicalIllustration } from "~/components/discovery/botanical-illustration";
import { PageHeader } from "~/components/layout/page-header";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { isUnverified } from "@content/facts";
import { formatDate } from "@content/dates";
import { PROTECTED_GIN_ON_BOTTLES, PROTECTED_GIN_TEXT } from "@content/protected-name";
import { ExternalLink } from "~/components/common/external-link";
import { Card } from "~/components/ui/card";

export const whyCopy = {
  title: "Why Icelandic Gin?",
  intro: "Pure water, wild Arctic botanicals and a young, fearless distilling culture: what makes a gin Icelandic.",
  metaDescription:
    "What makes Icelandic gin different: pure water, wild and garden botanicals and small-batch distilling traditions.",
} as const;

export function WhyPage({ botanicals }: { botanicals: WhyBotanical[] }) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: whyCopy.title }]} title={whyCopy.title} intro={whyCopy.intro} />
      <WhyBody botanicals={botanicals} />
    </>
  );
}

const traditions: {
  title: string;
  text: string;
  icon: typeof flaskConicalIcon;
  /** the pages a figure in the text comes from, shown under it */
  sources?: { title: string; url: string }[];
}[] = [
  {
    title: "Small-Batch Craftsmanship",
    // Only figures a source gives: Brunnur's yearly output (ilgin.it), Foss's bottles sold in 2015 (Iceland Monitor).
    text: "Iceland's distilleries are small, often family-run, and count their output in thousands of bottles a year: Brunnur Distillery is said to make about 50,000 bottles a year in batches of 600 litres, and Foss Distillery was selling up to 20,000 bottles a year in 2015.",
    icon: flaskConicalIcon,
    sources: [
      { title: "Himbrimi Old Tom Gin (ilgin.it)", url: "https://ilgin.it/enciclopedia/gin/himbrimi-old-tom-gin" },
      {
        title: "Icelandic Birch schnapps increasingly popular (Iceland Monitor, 24 October 2015)",
        url: "https://icelandmonitor.mbl.is/news/culture_and_living/2015/10/24/icelandic_birch_schnapps_increasingly_popular/",
      },
    ],
  },
  {
    title: "Sustainable Practices",
    text: "Geothermal and hydro power run much of the country's industry, distilleries included. Foraging is done with care for slow-growing Arctic plants, and several producers use local barley and by-products that would otherwise go to waste.",
    icon: recycleIcon,
  },
  {
    title: "Innovation in Tradition",
    text: "With no centuries-old gin tradition to follow, Icelandic distillers borrow from Nordic aquavit, brennivín and old herbal remedies, and try things others would not: kelp, dulse, birch, colour-changing flowers and barley-based spirits.",
    icon: sparklesIcon,
  },
];

export type WhyBotanical = Botanical & { image: string };

/** The page's copy, its botanicals and traditions. */
function WhyBody({ botanicals }: { botanicals: WhyBotanical[] }) {
  return (
    <>
      <section aria-labelledby="water-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="water-heading" className="flex items-center gap-3 text-3xl font-semibold">
            <Icon drawing={dropletsIcon} aria-hidden="true" className="size-8 text-glacier-600" /> Pure Water
          </h2>
          <p className="mt-5 leading-relaxed text-slate-700">
            Most of a bottle of gin is water, and Iceland has some of the purest in the world. Rain and meltwater from the
            glaciers seep through porous lava fields for years before they rise again in springs, filtered, cold and low in
            minerals. Many Icelandic distillers use this spring water both to bring their spirit down to strength and in
            production, and you can taste the softness it gives.
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">
            Some Icelandic spring waters are slightly alkaline. Whatever the chemistry, the practical result is a clean, smooth
            base that lets delicate botanicals speak.
          </p>
        </div>
        {/* The site's own words, set as a note rather than a quotation (no quote marks, no attribution). */}
        <div className="rounded-card bg-aurora p-8 text-white">
          <p className="text-xl leading-snug font-semibold">
            Water is the first ingredient of every gin, and the one most often forgotten. In Iceland it is the one you notice.
          </p>
        </div>
      </section>

      <section aria-labelledby="botanicals-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="botanicals-heading" className="text-3xl font-semibold">
            Foraged Botanicals
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">
            Nine plants from northern shores, heaths and gardens, most of them grown or gathered in Iceland.
          </p>
          <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {botanicals.map((botanical) => (
              <li key={botanical.slug}>
                <Card as="article" className="h-full overflow-hidden">
                  <BotanicalIllustration image={botanical.image} name={botanical.name} lazy />
                  <div className="p-6">
                    <h3 className="text-xl font-semibold">
                      <Link to={`/botanicals/${botanical.slug}`} className="hover:underline">
                        {botanical.name}
                      </Link>
                    </h3>
                    {botanical.icelandicName && <p className="text-sm italic text-glacier-700">{botanical.icelandicName}</p>}
                    <p className="mt-3 text-sm leading-relaxed text-slate-700">
                      {botanical.description}
                      {isUnverified(botanical.facts, "description") && <UnverifiedMark />}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="protected-name-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <h2 id="protected-name-heading" className="text-3xl font-semibold">
          A Protected Name: Íslenskt Gin
        </h2>
        <p className="mt-5 max-w-3xl leading-relaxed text-slate-700">
          {PROTECTED_GIN_TEXT.map(({ text, source }) => (
            <span key={source.id}>
              {text} <span className="text-sm">(Source: </span>
              <ExternalLink href={source.url} className="text-sm font-medium text-primary underline underline-offset-2">
                {source.title}
              </ExternalLink>
              <span className="text-sm text-slate-600">, checked {formatDate(source.checked)})</span>{" "}
            </span>
          ))}
          {PROTECTED_GIN_ON_BOTTLES}
        </p>
      </section>

      <section aria-labelledby="traditions-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="traditions-heading" className="text-3xl font-semibold">
          Distilling Traditions
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {traditions.map(({ title, text, icon, sources }) => (
            <Card as="li" key={title} className="p-6">
              <Icon drawing={icon} aria-hidden="true" className="size-7 text-aurora-700" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">{text}</p>
              {sources && (
                <p className="mt-3 text-xs text-slate-600">
                  Sources:{" "}
                  {sources.map((source, index) => (
                    <span key={source.url}>
                      {index > 0 && "; "}
                      <ExternalLink href={source.url} className="underline underline-offset-2">
                        {source.title}
                      </ExternalLink>
                    </span>
                  ))}
                </p>
              )}
            </Card>
          ))}
        </ul>
      </section>
    </>
  );
}
