// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BottleCocktails } from "~/lib/catalogue/cocktail-filter";
import { CocktailsPage } from "./cocktails-page";

const bottles: BottleCocktails[] = [
  {
    slug: "himbrimi-old-tom-gin",
    name: "Himbrimi Old Tom Gin",
    distillery: "Brunnur Distillery",
    href: "/gin/himbrimi-old-tom-gin",
    image: "/images/bottles/himbrimi-old-tom-gin.svg",
    spirit: { id: "gin", name: "Gin" },
    recipes: [
      {
        id: "himbrimi-old-tom-gin-1",
        name: "Martinez",
        ingredients: ["45 ml gin", "45 ml sweet vermouth"],
        glass: "Chilled coupe",
        garnish: "Orange twist",
        instructions: "Stir.",
      },
      {
        id: "himbrimi-old-tom-gin-2",
        name: "Tom Collins",
        ingredients: ["50 ml gin", "25 ml lemon juice"],
        glass: "Collins glass",
        instructions: "Shake.",
      },
    ],
  },
  {
    slug: "reyka-vodka",
    name: "Reyka Vodka",
    distillery: "Reyka Distillery",
    href: "/vodka/reyka-vodka",
    image: "/images/bottles/reyka-vodka.svg",
    spirit: { id: "vodka", name: "Vodka" },
    recipes: [
      {
        id: "reyka-vodka-1",
        name: "Mule",
        ingredients: ["50 ml vodka", "ginger beer", "lime juice"],
        glass: "Copper mug",
        garnish: "Lime wedge",
        instructions: "Build.",
      },
    ],
  },
];

/** The router's address, as the page left it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
const address = () => screen.getByTestId("address").textContent;

const show = (entry = "/cocktails") =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <CocktailsPage bottles={bottles} />
      <Address />
    </MemoryRouter>,
  );
const recipeNames = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("CocktailsPage", () => {
  afterEach(cleanup);

  it("lists every house recipe under its bottle, which it links", () => {
    show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("House Cocktails");
    expect(screen.getByText(/Our own recipes, written by The Gins of Iceland/)).toBeTruthy();
    expect(recipeNames()).toEqual(["Martinez", "Tom Collins", "Mule"]);
    expect(screen.getByRole("link", { name: "Reyka Vodka" }).getAttribute("href")).toBe("/vodka/reyka-vodka");
    expect(screen.getByTestId("count-line").textContent).toBe("3 recipes for 2 bottles");
  });

  it("narrows the list as an ingredient is typed, and offers others when nothing matches", () => {
    show();
    const field = screen.getByRole("searchbox", { name: "Find a cocktail by ingredient" });
    act(() => fireEvent.change(field, { target: { value: "lemon" } }));
    expect(recipeNames()).toEqual(["Tom Collins"]);
    expect(screen.getByTestId("count-line").textContent).toBe("Showing 1 of 3 recipes");
    expect(screen.queryByRole("link", { name: "Reyka Vodka" })).toBeNull();
    expect(address()).toBe("?q=lemon");

    act(() => fireEvent.change(field, { target: { value: "absinthe" } }));
    expect(recipeNames()).toEqual([]);
    const empty = screen.getByText(/No house recipe lists “absinthe”/).parentElement!;
    act(() => fireEvent.click(within(empty).getByRole("button", { name: "Show all recipes" })));
    expect(recipeNames()).toEqual(["Martinez", "Tom Collins", "Mule"]);
    expect(address()).toBe("");
  });

  it("applies a query from the address once live (a shared link)", () => {
    show("/cocktails?q=ginger");
    expect(recipeNames()).toEqual(["Mule"]);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("ginger");
  });

  it("shows each recipe's glass and garnish on its card, and no garnish line for a recipe without one", () => {
    show();
    const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li")!;
    expect(within(card("Martinez")).getByText("Glass").nextElementSibling?.textContent).toBe("Chilled coupe");
    expect(within(card("Martinez")).getByText("Garnish").nextElementSibling?.textContent).toBe("Orange twist");
    expect(within(card("Tom Collins")).getByText("Glass").nextElementSibling?.textContent).toBe("Collins glass");
    expect(within(card("Tom Collins")).queryByText("Garnish")).toBeNull();
  });

  it("filters by spirit through the address, with the ingredient query or without", () => {
    show();
    const filter = screen.getByRole("group", { name: "Spirit" });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["All", "Gin", "Vodka"]);
    act(() => fireEvent.click(within(filter).getByRole("button", { name: "Vodka" })));
    expect(recipeNames()).toEqual(["Mule"]);
    expect(within(filter).getByRole("button", { name: "Vodka" }).getAttribute("aria-pressed")).toBe("true");
    expect(address()).toBe("?spirit=vodka");
    expect(screen.getByTestId("count-line").textContent).toBe("Showing 1 of 3 recipes");
    act(() => fireEvent.click(within(filter).getByRole("button", { name: "All" })));
    expect(recipeNames()).toEqual(["Martinez", "Tom Collins", "Mule"]);
    expect(address()).toBe("");
  });

  it("applies a spirit from the address once live", () => {
    show("/cocktails?spirit=vodka");
    expect(recipeNames()).toEqual(["Mule"]);
  });
});
