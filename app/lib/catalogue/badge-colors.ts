/**
 * Type badge colours, per page context, exactly as the required badge states list them.
 * Anything a context does not name is neutral.
 */
export type BadgeContext = "gin" | "vodka" | "list" | "spirit";

const NEUTRAL = "bg-slate-100 text-slate-800 ring-1 ring-slate-300";
const AURORA = "bg-aurora text-white";
const PREMIUM = "bg-premium text-white";
const PRIMARY = "bg-primary text-primary-foreground";
const MUTED = "bg-muted text-muted-foreground";

// Maps: a content file's type is looked up, and "constructor" must find nothing.
const ginPage = new Map([
  ["Ultra Premium", AURORA],
  ["Premium", PRIMARY],
  ["Limited Edition", "bg-violet-700 text-white"],
]);

const vodkaPage = new Map([
  ["Ultra Premium", AURORA],
  ["Premium Vodka", "bg-glacier-700 text-white"],
  ["Flavored Vodka", "bg-rose-700 text-white"],
  ["Premium", PRIMARY],
]);

const listPages = new Map([
  ...ginPage,
  ...vodkaPage,
  ["Barrel Aged", "bg-amber-800 text-white"],
  ["Navy Strength", "bg-night-800 text-white"],
  ["Maritime", "bg-cyan-800 text-white"],
  ["Heritage", "bg-emerald-800 text-white"],
  ["Pink", "bg-pink-700 text-white"],
  ["Blue", "bg-blue-700 text-white"],
  ["Color-Changing", "bg-linear-to-r from-violet-700 to-pink-700 text-white"],
]);

export function badgeClass(context: BadgeContext, type: string): string {
  switch (context) {
    case "gin":
      return ginPage.get(type) ?? NEUTRAL;
    case "vodka":
      return vodkaPage.get(type) ?? NEUTRAL;
    case "list":
      return listPages.get(type) ?? NEUTRAL;
    case "spirit":
      if (type === "Single Malt Whisky") return PREMIUM;
      if (type === "Premium Brennivín" || type === "Ultra Premium") return AURORA;
      if (type === "Premium") return PRIMARY;
      return MUTED;
  }
}
