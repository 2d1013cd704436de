import { Icon } from "~/components/ui/icons";
import { dropletsIcon, flaskConicalIcon, recycleIcon, sparklesIcon } from "~/components/ui/icon-drawings";
import { Link } from "react-router";
import type { Botanical, CopyPage, ShownSource } from "@content/index";
import { BotanicalIllustration } from "~/components/discovery/botanical-illustration";
import { PageHeader } from "~/components/layout/page-header";
import { Sources } from "~/components/sources/sources";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { isUnverified } from "@content/facts";
import { Card } from "~/components/ui/card";
import { CopyHtml } from "./copy-html";

export type WhyBotanical = Botanical & { image: string };
/** The page's words (content/pages/why-icelandic-gin.md), its sources marked dead where reported so. */
export type WhyCopy = Omit<CopyPage<"why-icelandic-gin">, "sources"> & { sources: ShownSource[] };

/** The traditions' icons, in the order of the file's items. */
const traditionIcons = [flaskConicalIcon, recycleIcon, sparklesIcon];

export function WhyPage({ copy, botanicals }: { copy: WhyCopy; botanicals: WhyBotanical[] }) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: copy.title }]} title={copy.title} intro={copy.intro} />
      <WhyBody copy={copy} botanicals={botanicals} />
    </>
  );
}

/** The page's sections in the file's words, its botanicals, and the sources its references lead to. */
function WhyBody({ copy, botanicals }: { copy: WhyCopy; botanicals: WhyBotanical[] }) {
  const { water, "water-note": note, botanicals: botanicalsSection, "protected-name": protectedName, traditions } = copy.sections;
  return (
    <>
      <section aria-labelledby="water-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="water-heading" className="flex items-center gap-3 text-3xl font-semibold">
            <Icon drawing={dropletsIcon} aria-hidden="true" className="size-8 text-glacier-600" /> {water.heading}
          </h2>
          <CopyHtml html={water.html} className="mt-5 leading-relaxed text-slate-700" />
        </div>
        {/* The site's own words, set as a note rather than a quotation (no quote marks, no attribution). */}
        <CopyHtml html={note.html} dark className="rounded-card bg-aurora p-8 text-xl leading-snug font-semibold text-white" />
      </section>

      <section aria-labelledby="botanicals-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="botanicals-heading" className="text-3xl font-semibold">
            {botanicalsSection.heading}
          </h2>
          <CopyHtml html={botanicalsSection.html} className="mt-3 max-w-2xl text-slate-700" />
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
          {protectedName.heading}
        </h2>
        <CopyHtml html={protectedName.html} className="mt-5 max-w-3xl leading-relaxed text-slate-700" />
      </section>

      <section aria-labelledby="traditions-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="traditions-heading" className="text-3xl font-semibold">
          {traditions.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {traditions.items.map(({ heading, html }, index) => (
            <Card as="li" key={heading} className="p-6">
              <Icon drawing={traditionIcons[index] ?? sparklesIcon} aria-hidden="true" className="size-7 text-aurora-700" />
              <h3 className="mt-4 text-xl font-semibold">{heading}</h3>
              <CopyHtml html={html} className="mt-3 text-sm leading-relaxed text-slate-700" />
            </Card>
          ))}
        </ul>
        <Sources sources={copy.sources} subject="this page" />
      </section>
    </>
  );
}
