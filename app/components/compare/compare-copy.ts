/** The comparison page's words (the page and the route's meta read them). */
export const compareCopy = {
  title: "Compare Bottles",
  intro: "Up to four Icelandic bottles side by side. Botanicals they share are highlighted.",
  empty: "Nothing to compare yet. Add bottles here, or with the Compare button on any bottle's card or page.",
  region: "Compared bottles",
  swipe: "Swipe the table sideways to see every bottle; their names stay at the top.",
  add: "Add a bottle",
  differences: "Show differences only",
} as const;
