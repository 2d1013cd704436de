/** "$47" -> { price: "47.00", currency: "USD" }; "€48.90" -> EUR. */
export function parsePrice(text: string): { price: string; currency: "USD" | "EUR" } | null {
  const match = /^([$€])\s?(\d+(?:\.\d{1,2})?)$/.exec(text.trim());
  if (!match) return null;
  return { price: Number(match[2]).toFixed(2), currency: match[1] === "€" ? "EUR" : "USD" };
}
