import type { Currency } from "@travel-retail/api/schemas";
import { saleFor, type Sale, type ToMinorUnits, type Trip, type TripItem } from "@travel-retail/api/rules";
import type { TripLine } from "./list-line";
import { findCurrency, toMinorUnits } from "../../lib/money";


/** How the departure airport sells each line for the trip (rules/eligibility.ts). */
export function salesFor(trip: Trip | undefined, lines: TripLine[]): Sale[] {
  return lines.map((line) => saleFor(trip, line.kind, { price: line.price, duty_paid_price: line.duty_paid_price }));
}

/**
 * The items the meter adds up: what would be bought for the trip, at the price it would be bought at
 * (duty-paid on a duty-paid trip); what is not sold for the trip is left out.
 */
export function meterItems(lines: TripLine[], sales: Sale[]): TripItem[] {
  return lines.flatMap((line, i) => {
    const sale = sales[i];
    if (sale.status === "not-sold") return [];
    return [
      {
        kind: line.kind,
        abv: line.abv,
        volumeMl: line.volume_ml,
        sticks: line.sticks,
        tobaccoG: line.tobacco_g,
        quantity: line.quantity,
        price: sale.price,
        currency: "USD",
      },
    ];
  });
}

export const knowsCurrency = (code: string, currencies: readonly Currency[]) => currencies.some((c) => c.code === code);

/** The site's rates as the meter's converter: USD prices into minor units of a rule set's currency. */
export function converter(currencies: readonly Currency[]): ToMinorUnits {
  return (price, from, to) => {
    const rate = Number(findCurrency(from, currencies).rate);
    const usd = from === "USD" ? price : String(Number(price) / rate);
    return toMinorUnits(usd, to, currencies) ?? 0;
  };
}

/** An amount in minor units of `currency` as a USD decimal string, for formatPrice in the display currency. */
export function minorToUsd(minor: number, currency: string, currencies: readonly Currency[]): string {
  const target = findCurrency(currency, currencies);
  return String(minor / 10 ** target.decimals / Number(target.rate));
}
