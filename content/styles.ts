/**
 * The gin styles a record may name (`style` in a gin's file) and the gin list's Style filter offers.
 * A style is a fact like any other: sourced, or shown with the unverified mark. The type badge is a
 * separate, older field and stays as it is.
 */
export const GIN_STYLES = [
  { id: "london-dry", name: "London Dry" },
  { id: "old-tom", name: "Old Tom" },
  { id: "navy-strength", name: "Navy Strength" },
  { id: "sloe", name: "Sloe" },
  { id: "barrel-aged", name: "Barrel Aged" },
  { id: "pink", name: "Pink" },
  { id: "flavoured", name: "Flavoured" },
] as const;

export type GinStyleDefinition = (typeof GIN_STYLES)[number];
export type GinStyle = GinStyleDefinition["name"];

export const GIN_STYLE_NAMES = GIN_STYLES.map((style) => style.name) as [GinStyle, ...GinStyle[]];
