/** How many bottles of the catalogue list a botanical, as its page and its search row say it. */
export const bottleCount = (count: number) =>
  count === 0 ? "No bottle in the catalogue lists it yet." : `${count} ${count === 1 ? "bottle" : "bottles"}`;
