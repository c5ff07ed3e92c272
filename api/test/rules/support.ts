import type { AllowanceOption, ProductKind, ToMinorUnits, TripItem } from "../../src/rules/index.ts";

/** Prices in the tests are in the rule set's own currency: converting is multiplying by 100. */
export const sameCurrency: ToMinorUnits = (price) => Math.round(Number(price) * 100);

/** One item of `kind`, with the amounts an option counts (per unit). */
export function item(kind: ProductKind, over: Partial<TripItem> = {}): TripItem {
  return {
    kind,
    abv: null,
    volumeMl: null,
    sticks: null,
    tobaccoG: null,
    quantity: 1,
    price: "1.00",
    currency: "XXX",
    ...over,
  };
}

/** A strength the option accepts: just over its floor, or at its ceiling, or a typical one. */
export function abvFor(option: AllowanceOption): number | null {
  if (option.abvOver !== undefined) return option.abvOver + 1;
  if (option.abvAtMost !== undefined) return option.abvAtMost;
  return option.kinds.some((k) => ["spirits", "wine", "sparkling", "fortified", "beer"].includes(k)) ? 12 : null;
}

/** An item of the option's first kind holding `amount` of the option's unit (the whole amount in one unit). */
export function itemOf(option: AllowanceOption, amount: number, currency: string): TripItem {
  const base = item(option.kinds[0], { abv: abvFor(option), currency });
  switch (option.unit) {
    case "ml":
      return { ...base, volumeMl: amount };
    case "sticks":
      return { ...base, sticks: amount };
    case "g":
      return { ...base, tobaccoG: amount };
    case "items":
      return { ...base, quantity: amount };
    case "value":
      return { ...base, price: (amount / 100).toFixed(2) };
  }
}
