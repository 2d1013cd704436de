import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Product } from "@content/index";
import { Icon } from "~/components/ui/icons";
import { awardIcon, glassWaterIcon, leafIcon, martiniIcon, wineIcon } from "~/components/ui/icon-drawings";
import { STYLE_NOTES_LINE, UnverifiedMark } from "~/components/sources/unverified-mark";
import { isUnverified } from "@content/facts";
import { BotanicalChips } from "~/components/ui/botanical-chips";
import type { DetailCopy } from "./detail-copy";
import { SECTION_IDS } from "./section-links";
import { Card } from "~/components/ui/card";
import { RecipeServe } from "~/components/cocktails/recipe-serve";

export interface ProductNotesProps {
  product: Product;
  copy: DetailCopy;
  botanicalHrefs?: string[];
}

function Section({
  title,
  icon,
  fact,
  id,
  children,
}: {
  title: string;
  icon: ReactNode;
  fact?: string;
  /** a target of the phone's section links (SectionLinks) */
  id?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" id={id} className="scroll-mt-24 p-6" data-fact={fact}>
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold text-night-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/**
 * Botanicals, tasting notes, awards, serving and cocktails.
 */
export function ProductNotes({ product, copy, botanicalHrefs }: ProductNotesProps) {
  return (
    <>
      <div className="mt-8 grid gap-6 md:grid-cols-2" data-facts-for={product.slug}>
        <Section
          title={copy.botanicalsTitle}
          fact="botanicals"
          icon={<Icon drawing={leafIcon} aria-hidden="true" className="size-5 text-aurora-700" />}
        >
          <BotanicalChips items={product.botanicals} hrefs={botanicalHrefs} />
          {isUnverified(product.facts, "botanicals") && (
            <p className="mt-3 text-xs text-slate-600">
              Recipe not confirmed by a public source
              <UnverifiedMark />
            </p>
          )}
        </Section>
        <Section
          id={SECTION_IDS.tastingNotes}
          title="Tasting Notes"
          icon={<Icon drawing={wineIcon} aria-hidden="true" className="size-5 text-violet-500" />}
        >
          {isUnverified(product.facts, "producer") && <p className="mb-3 text-sm text-slate-600">{STYLE_NOTES_LINE}</p>}
          <dl className="space-y-3 text-sm">
            {(["nose", "palate", "finish"] as const).map((key) => (
              <div key={key}>
                <dt className="font-semibold capitalize text-night-900">{key}</dt>
                <dd className="text-slate-700">{product.tastingNotes[key]}</dd>
              </div>
            ))}
          </dl>
          {product.tastingNotes.credit && <p className="mt-3 text-xs text-slate-600">{product.tastingNotes.credit}</p>}
        </Section>
        {[
          { title: "Awards & Recognition", fact: "awards", lines: product.awards },
          { title: "Heritage & Recognition", fact: "heritage", lines: product.heritage ?? [] },
        ].map(
          ({ title, fact, lines }) =>
            lines.length > 0 && (
              <Section
                key={title}
                title={title}
                fact={fact}
                icon={<Icon drawing={awardIcon} aria-hidden="true" className="size-5 text-amber-500" />}
              >
                <ul className="space-y-2 text-sm text-slate-700">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Section>
            ),
        )}
        <Section
          title="Serving Suggestions"
          icon={<Icon drawing={glassWaterIcon} aria-hidden="true" className="size-5 text-glacier-600" />}
        >
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
            {product.servingSuggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </Section>
      </div>

      {product.cocktailSuggestions && product.cocktailSuggestions.length > 0 && (
        <section className="mt-8 rounded-card bg-aurora p-6 text-white sm:p-8">
          <h2 className="flex items-center gap-2 text-2xl font-semibold">
            <Icon drawing={martiniIcon} aria-hidden="true" className="size-6 text-aurora-300" />
            {copy.cocktailTitle}
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {product.cocktailSuggestions.map((cocktail) => (
              <li key={cocktail.name} className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15">
                <h3 className="font-sans text-lg font-semibold">{cocktail.name}</h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-glacier-100">
                  {cocktail.ingredients.map((ingredient) => (
                    <li key={ingredient}>{ingredient}</li>
                  ))}
                </ul>
                <RecipeServe recipe={cocktail} className="text-glacier-100" termClassName="text-white" />
                <p className="mt-3 text-sm text-glacier-100">{cocktail.instructions}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-glacier-100">{copy.cocktailTip}</p>
          <p className="mt-4 text-sm text-glacier-100">
            <Link
              to={`/cocktails#${product.slug}`}
              className="font-semibold text-white underline underline-offset-4 hover:text-aurora-300"
            >
              Cocktails with this bottle
            </Link>{" "}
            among all our house recipes, searchable by ingredient.
          </p>
        </section>
      )}
    </>
  );
}
