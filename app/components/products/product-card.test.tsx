// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { listGins, summarize } from "@content/index";
import * as photos from "~/lib/catalogue/photos";
import { ProductCard } from "./product-card";

// Each card names its picture once per render: counting the calls counts the cards rendered.
vi.mock("~/lib/catalogue/photos", async (importOriginal) => {
  const actual = await importOriginal<typeof photos>();
  return { ...actual, bottlePictureAlt: vi.fn(actual.bottlePictureAlt) };
});

afterEach(cleanup);

it("a card is not drawn again when its list re-renders with the same bottles (a filter's first tick redrew every card)", () => {
  const gins = listGins()
    .slice(0, 5)
    .map((gin) => summarize(gin));
  let rerender = () => {};
  function List() {
    const [, setTick] = useState(0);
    rerender = () => setTick((tick) => tick + 1);
    return gins.map((gin, index) => (
      <ProductCard key={gin.slug} product={gin} chipLabel="Key Botanicals" priority={index === 0} />
    ));
  }
  render(
    <MemoryRouter>
      <List />
    </MemoryRouter>,
  );
  const drawn = vi.mocked(photos.bottlePictureAlt);
  expect(drawn).toHaveBeenCalledTimes(gins.length);
  act(() => rerender());
  expect(drawn).toHaveBeenCalledTimes(gins.length);
});

it("a card whose strength no source gives says so, with no figure", () => {
  const gin = summarize(listGins()[0]!);
  delete gin.alcohol;
  render(
    <MemoryRouter>
      <ProductCard product={gin} chipLabel="Key Botanicals" />
    </MemoryRouter>,
  );
  const article = screen.getByRole("article");
  expect(article.textContent).toContain("Strength not confirmed");
  expect(article.textContent).not.toMatch(/\d% vol/);
});
