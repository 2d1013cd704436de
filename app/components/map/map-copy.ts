/** The map page's words: the page, its panels and the route's meta read them. */
export const mapCopy = {
  title: "Icelandic Distilleries Map",
  intro: "Where Iceland's spirits are made: from Reykjavík's harbour to the barley fields of the south.",
  metaDescription: "An interactive map of Iceland's craft distilleries: where they are, what they make, and how to visit.",
  selectTitle: "Select a Distillery",
  selectHint: "Click on a distillery below to view details and location information.",
  reset: "Reset View",
  focus: "Focus Map",
  learnMore: "Learn More",
  twoFingers: "Use two fingers to move the map, or pinch to zoom",
  /** the hero's count: pins drawn, and producers without one (never a count of "active" distilleries) */
  countLine: (pinned: number, unconfirmed: number) =>
    `${pinned} ${pinned === 1 ? "producer" : "producers"} on the map` +
    (unconfirmed > 0 ? ` · ${unconfirmed} more, location unconfirmed` : ""),
  unconfirmedTitle: "Location unconfirmed",
  unconfirmedIntro: "No source we found gives the town of these producers, so the map shows no pin for them.",
} as const;
