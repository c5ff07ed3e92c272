import type { Allowance, AllowanceOption, DestinationRules, ProductKind } from "./types.ts";

/** One line of a list or reservation, as the rules see it. */
export interface TripItem {
  kind: ProductKind;
  /** % vol; null for what is not a drink. */
  abv: number | null;
  /** Per unit: millilitres of a liquid, sticks of a pack, grams of tobacco; null where it does not apply. */
  volumeMl: number | null;
  sticks: number | null;
  tobaccoG: number | null;
  quantity: number;
  /** One unit's price, as a decimal string in `currency`. */
  price: string;
  currency: string;
}

/**
 * Converts a decimal price in one currency into integer minor units of another (the caller holds the
 * rates: the storefront the ones it displays with, the API the ones it froze).
 */
export type ToMinorUnits = (price: string, from: string, to: string) => number;

export interface OptionUsage {
  option: AllowanceOption;
  /** In the option's unit (value: minor units of the rule set's currency). */
  used: number;
}

export interface AllowanceUsage {
  allowance: Allowance;
  /** Every option, with what the items put on it (0 where nothing). For "one", only the chosen option is non-zero. */
  options: OptionUsage[];
  /** The share of the allowance used: 1 is all of it. */
  share: number;
  over: boolean;
}

export interface Meter {
  rules: DestinationRules;
  usages: AllowanceUsage[];
  /** Whether anything is over an allowance. */
  over: boolean;
}

/**
 * The strength a drink of unknown strength is taken to have: its kind's usual one (an imported product
 * may lack it), so that it still counts where such drinks count.
 */
export const USUAL_ABV: Partial<Record<ProductKind, number>> = { spirits: 40, fortified: 18, wine: 12.5, sparkling: 12, beer: 5 };

/** Whether an option counts the item. */
export function optionAccepts(option: AllowanceOption, item: Pick<TripItem, "kind" | "abv">): boolean {
  if (!option.kinds.includes(item.kind)) return false;
  const abv = item.abv ?? USUAL_ABV[item.kind] ?? null;
  if (option.abvOver !== undefined && !(abv !== null && abv > option.abvOver)) return false;
  if (option.abvAtMost !== undefined && !(abv !== null && abv <= option.abvAtMost)) return false;
  return true;
}

/** How much of an option's unit the item's whole quantity takes (undefined: the item has no such amount). */
export function itemAmount(option: AllowanceOption, item: TripItem, currency: string, toMinor: ToMinorUnits): number | undefined {
  const perUnit = (() => {
    switch (option.unit) {
      case "ml":
        return item.volumeMl ?? undefined;
      case "sticks":
        return item.sticks ?? undefined;
      case "g":
        return item.tobaccoG ?? undefined;
      case "items":
        return 1;
      case "value":
        return toMinor(item.price, item.currency, currency);
    }
  })();
  return perUnit === undefined ? undefined : perUnit * item.quantity;
}

function emptyUsage(allowance: Allowance): OptionUsage[] {
  return allowance.options.map((option) => ({ option, used: 0 }));
}

/**
 * "proportional": each item goes to the option it takes the smallest share of, which gives the
 * smallest total share (the shares add, so choosing per item is choosing for the whole).
 */
function proportional(allowance: Allowance, items: TripItem[], currency: string, toMinor: ToMinorUnits): AllowanceUsage {
  const options = emptyUsage(allowance);
  let share = 0;
  for (const item of items) {
    let best: { index: number; share: number; amount: number } | undefined;
    allowance.options.forEach((option, index) => {
      if (!optionAccepts(option, item)) return;
      const amount = itemAmount(option, item, currency, toMinor);
      if (amount === undefined) return;
      const itemShare = amount / option.limit;
      if (!best || itemShare < best.share) best = { index, share: itemShare, amount };
    });
    if (!best) continue;
    options[best.index].used += best.amount;
    share += best.share;
  }
  return { allowance, options, share, over: share > 1 + 1e-9 };
}

/**
 * "one": a single option for everything the allowance counts. The option that takes every counted item
 * and the smallest share is chosen; the data guarantees one option takes every kind (a test checks).
 */
function oneOf(allowance: Allowance, items: TripItem[], currency: string, toMinor: ToMinorUnits): AllowanceUsage {
  const counted = items.filter((item) => allowance.options.some((option) => optionAccepts(option, item)));
  let best: { index: number; used: number; share: number } | undefined;
  allowance.options.forEach((option, index) => {
    let used = 0;
    for (const item of counted) {
      if (!optionAccepts(option, item)) return; // this option cannot take every item
      // An item without the option's amount (a drink of unknown volume) counts for nothing, as in proportional.
      used += itemAmount(option, item, currency, toMinor) ?? 0;
    }
    const share = used / option.limit;
    if (!best || share < best.share) best = { index, used, share };
  });
  const options = emptyUsage(allowance);
  if (!best) return { allowance, options, share: 0, over: false };
  options[best.index].used = best.used;
  return { allowance, options, share: best.share, over: best.share > 1 + 1e-9 };
}

/** What the items use of each of the destination's allowances. Never refuses: over is a warning. */
export function meter(rules: DestinationRules, items: TripItem[], toMinor: ToMinorUnits): Meter {
  const usages = rules.allowances.map((allowance) =>
    allowance.combine === "one"
      ? oneOf(allowance, items, rules.currency, toMinor)
      : proportional(allowance, items, rules.currency, toMinor),
  );
  return { rules, usages, over: usages.some((usage) => usage.over) };
}
