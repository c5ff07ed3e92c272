import { AIRPORT_EXCEPTIONS } from "./data/airport-exceptions.ts";
import { DESTINATION_RULES } from "./data/allowances.ts";
import { EU_MEMBER_STATES } from "./data/customs-territories.ts";
import { WORLD_AIRPORTS } from "./data/world-airports.ts";
import type { DestinationRules, ProductKind, WorldAirport } from "./types.ts";

/** The trip as the traveller states it: IATA codes. */
export interface Trip {
  departure: string;
  destination: string;
  connections: string[];
}

export type TripDuty = "duty-free" | "duty-paid";

const airportsByIata = new Map(WORLD_AIRPORTS.map((airport) => [airport.iata, airport]));
const rulesByCountry = new Map(DESTINATION_RULES.flatMap((rules) => rules.countries.map((country) => [country, rules] as const)));

export function findAirport(iata: string): WorldAirport | undefined {
  return airportsByIata.get(iata.toUpperCase());
}

/**
 * The customs and excise territory an airport is in: "EU" for the member states (outside their special
 * territories), else its own territory or country.
 */
export function territoryOf(airport: WorldAirport): string {
  if (airport.territory) return airport.territory;
  return EU_MEMBER_STATES.includes(airport.country) ? "EU" : airport.country;
}

/**
 * Duty-free is for travellers leaving the territory: the final destination decides (a connection does
 * not). A domestic flight, or one inside the EU, buys duty-paid. Undefined when an airport is unknown.
 */
export function tripDuty(trip: Trip): TripDuty | undefined {
  const from = findAirport(trip.departure);
  const to = findAirport(trip.destination);
  if (!from || !to) return undefined;
  return territoryOf(from) === territoryOf(to) ? "duty-paid" : "duty-free";
}

/** The arrival allowances at the destination, or undefined when the file has none for its country. */
export function rulesFor(destination: string): DestinationRules | undefined {
  const airport = findAirport(destination);
  if (!airport) return undefined;
  if (airport.territory) return rulesByCountry.get(airport.territory);
  return rulesByCountry.get(airport.country);
}

/** What the departure airport does not sell online whatever the trip. */
export function notSoldOnline(departure: string, kind: ProductKind): boolean {
  return AIRPORT_EXCEPTIONS.some((exception) => exception.iata === departure.toUpperCase() && exception.notSoldOnline.includes(kind));
}

/** Excise goods: a duty-paid sale needs the airport's duty-paid price; other goods sell at the shelf price. */
const EXCISE: readonly ProductKind[] = ["spirits", "wine", "sparkling", "fortified", "beer", "cigarettes", "cigarillos", "cigars", "tobacco"];

export type Sale =
  | { status: "duty-free"; price: string }
  | { status: "duty-paid"; price: string }
  | { status: "not-sold"; reason: "duty-paid-only" | "not-online" };

/**
 * How the departure airport sells a size for the trip: duty-free at its price; duty-paid at its duty-paid
 * price (the same price for goods without excise when none is set); or not at all (excise goods with no
 * duty-paid price on a duty-paid trip, and what the airport sells in the shop only). Without a known
 * trip, the airport's own price as duty-free, as the shop shows it.
 */
export function saleFor(
  trip: Trip | undefined,
  kind: ProductKind,
  offer: { price: string; duty_paid_price: string | null },
): Sale {
  if (trip && notSoldOnline(trip.departure, kind)) return { status: "not-sold", reason: "not-online" };
  const duty = trip ? tripDuty(trip) : undefined;
  if (duty !== "duty-paid") return { status: "duty-free", price: offer.price };
  if (offer.duty_paid_price !== null) return { status: "duty-paid", price: offer.duty_paid_price };
  if (EXCISE.includes(kind)) return { status: "not-sold", reason: "duty-paid-only" };
  return { status: "duty-paid", price: offer.price };
}
