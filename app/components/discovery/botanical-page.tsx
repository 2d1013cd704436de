import type { BotanicalPage as BotanicalPageData } from "@content/index";
import { PageHeader } from "~/components/layout/page-header";
import { ProductCard } from "~/components/products/product-card";
import { bottleCount } from "~/lib/catalogue/bottle-count";
import { Sources } from "~/components/sources/sources";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { isUnverified } from "@content/facts";
import { BotanicalIllustration } from "./botanical-illustration";

/** A botanical and every bottle in the catalogue that uses it. */
export function BotanicalPage({ botanical }: { botanical: BotanicalPageData }) {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: "Home", href: "/" },
          { name: "Why Icelandic Gin?", href: "/why-icelandic-gin" },
          { name: botanical.name },
        ]}
        title={botanical.name}
        intro={botanical.icelandicName ? <span className="italic">{botanical.icelandicName}</span> : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-8 md:grid-cols-[2fr_3fr]">
          {botanical.image && <BotanicalIllustration image={botanical.image} name={botanical.name} className="rounded-card" />}
          <p className="text-lg leading-relaxed text-slate-800">
            {botanical.description}
            {isUnverified(botanical.facts, "description") && <UnverifiedMark />}
          </p>
        </div>
        <section className="mt-12" aria-labelledby="bottles-heading">
          <h2 id="bottles-heading" className="text-3xl font-semibold">
            Bottles with {botanical.name}
          </h2>
          <p className="mt-2 text-sm text-slate-700" data-testid="count-line">
            {bottleCount(botanical.products.length)}
          </p>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {botanical.products.map((product, index) => (
              <li key={product.slug}>
                <ProductCard product={product} chipLabel="Key Botanicals" headingLevel="h3" adNote={index === 0} />
              </li>
            ))}
          </ul>
        </section>
        {botanical.sources && <Sources sources={botanical.sources} subject={botanical.name} />}
      </div>
    </>
  );
}
