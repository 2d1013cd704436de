import { useDeferredValue, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CaptionedThumbnail } from "~/components/common/illustration-caption";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { searchIcon } from "~/components/ui/icon-drawings";
import { filterBySpirit, filterCocktails, recipeCount, spiritsOf, type BottleCocktails } from "~/lib/catalogue/cocktail-filter";
import { Card } from "~/components/ui/card";
import { RecipeServe } from "./recipe-serve";

/** Ingredients offered when nothing matches (each in several recipes). */
const TRY_INSTEAD = ["lemon", "tonic", "honey", "vermouth"];

/** The query in the address (?q=), so a filtered index can be shared and reloaded. */
const QUERY_PARAM = "q";
/** The Spirit filter in the address (?spirit=gin). */
const SPIRIT_PARAM = "spirit";

/**
 * The cocktail index: every house recipe, grouped under the bottle it is written for, with an
 * ingredient filter that narrows the list as the visitor types. The pre-rendered page is the whole
 * list, so without script it is complete; a query in the address applies once the page is live.
 */
export function CocktailsPage({ bottles }: { bottles: BottleCocktails[] }) {
  // The field answers each key at once; the address follows through the router. The pre-rendered
  // page has no query, so the address's is read once the page is live (hydration sees the same list).
  const [query, setQuery] = useState("");
  const [spirit, setSpirit] = useState("");
  const [searchParams, setSearchParams] = useSearchParams();
  const deferredQuery = useDeferredValue(query);
  const spirits = spiritsOf(bottles);
  const shown = filterCocktails(filterBySpirit(bottles, spirit), deferredQuery);
  const total = recipeCount(bottles);
  const count = recipeCount(shown);
  const filtered = Boolean(deferredQuery.trim() || spirit);

  useEffect(() => {
    const fromAddress = searchParams.get(QUERY_PARAM);
    if (fromAddress) setQuery(fromAddress);
    const spiritFromAddress = searchParams.get(SPIRIT_PARAM);
    if (spiritFromAddress && spirits.some((s) => s.id === spiritFromAddress)) setSpirit(spiritFromAddress);
    // Once: afterwards the address follows the field, not the other way round.
  }, []);

  /** One entry for the whole query (replace); the route's shouldRevalidate fetches nothing for it. */
  const follow = (name: string, value: string) =>
    setSearchParams(
      (params) => {
        if (value.trim()) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const search = (next: string) => {
    setQuery(next);
    follow(QUERY_PARAM, next);
  };
  const chooseSpirit = (next: string) => {
    setSpirit(next);
    follow(SPIRIT_PARAM, next);
  };

  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: "Cocktails" }]}
        title="House Cocktails"
        intro={
          <p>
            Our own recipes, written by The Gins of Iceland for the bottles in our catalogue (not the producers' recipes). Each
            one is listed under its bottle, with measures in ml and oz.
          </p>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <form role="search" aria-label="House cocktails" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
          <label htmlFor="cocktail-ingredient" className="block text-sm font-semibold text-night-900">
            Find a cocktail by ingredient
          </label>
          <div className="relative mt-2">
            <Icon
              drawing={searchIcon}
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="cocktail-ingredient"
              name={QUERY_PARAM}
              type="search"
              value={query}
              onChange={(event) => search(event.target.value)}
              placeholder="lemon, tonic, vermouth…"
              autoComplete="off"
              aria-describedby="cocktail-count"
              className="h-12 w-full rounded-full border border-border bg-white pr-4 pl-11 text-base text-night-900 shadow-sm placeholder:text-slate-500"
            />
          </div>
        </form>
        {spirits.length > 1 && (
          <div role="group" aria-labelledby="cocktail-spirit" className="mt-4 flex flex-wrap items-center gap-2">
            <span id="cocktail-spirit" className="mr-1 text-sm font-semibold text-night-900">
              Spirit
            </span>
            {[{ id: "", name: "All" }, ...spirits].map((option) => (
              <Button
                key={option.id}
                variant={spirit === option.id ? "primary" : "secondary"}
                size="sm"
                aria-pressed={spirit === option.id}
                onClick={() => chooseSpirit(option.id)}
              >
                {option.name}
              </Button>
            ))}
          </div>
        )}
        <p id="cocktail-count" className="mt-4 text-sm font-medium text-slate-700" aria-live="polite" data-testid="count-line">
          {filtered ? `Showing ${count} of ${total} recipes` : `${total} recipes for ${bottles.length} bottles`}
        </p>

        {shown.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-border p-8 text-center">
            <p className="text-slate-700">No house recipe lists “{deferredQuery.trim()}”. Try one of these:</p>
            <ul className="mt-4 flex flex-wrap justify-center gap-2">
              {TRY_INSTEAD.map((ingredient) => (
                <li key={ingredient}>
                  <Button variant="secondary" onClick={() => search(ingredient)}>
                    {ingredient}
                  </Button>
                </li>
              ))}
              <li>
                <Button variant="ghost" onClick={() => search("")}>
                  Show all recipes
                </Button>
              </li>
            </ul>
          </div>
        ) : (
          <ul className="mt-8 flex flex-col gap-10">
            {shown.map((bottle) => (
              <li key={bottle.slug} id={bottle.slug} className="scroll-mt-24">
                <BottleRecipes bottle={bottle} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function BottleRecipes({ bottle }: { bottle: BottleCocktails }) {
  const headingId = `${bottle.slug}-recipes`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <CaptionedThumbnail
          bottle={bottle}
          width={36}
          height={48}
          imageClassName="h-12 w-9 object-contain"
          className="shrink-0"
        />
        <div>
          <h2 id={headingId} className="text-2xl font-semibold">
            <Link to={bottle.href} className="underline decoration-glacier-300 underline-offset-4 hover:decoration-current">
              {bottle.name}
            </Link>
          </h2>
          <p className="text-sm text-glacier-700">{bottle.distillery}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {bottle.recipes.map((recipe) => (
          <Card as="li" key={recipe.id} id={recipe.id} className="p-5">
            <h3 className="font-sans text-lg font-semibold text-night-900">{recipe.name}</h3>
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">House recipe</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {recipe.ingredients.map((ingredient) => (
                <li key={ingredient}>{ingredient}</li>
              ))}
            </ul>
            <RecipeServe recipe={recipe} className="text-slate-700" termClassName="text-night-900" />
            <p className="mt-3 text-sm leading-relaxed text-slate-700">{recipe.instructions}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
