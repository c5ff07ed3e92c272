import { DEFAULT_STEB_HOURS, LIQUIDS_MAX_ML, LIQUIDS_RESCREENING } from "./data/liquids.ts";
import { findAirport } from "./eligibility.ts";
import type { Trip } from "./eligibility.ts";
import type { LiquidsRescreening } from "./types.ts";

export interface ConnectionAdvice {
  iata: string;
  country: string;
  /** "unknown": the file has no rule for the country; the storefront says to ask the airline. */
  outcome: LiquidsRescreening["outcome"] | "unknown";
  maxHours: number;
}

export interface LiquidsAdvice {
  /** Units over the limit that need the sealed bag. */
  units: number;
  connections: ConnectionAdvice[];
  /** Whether any connection may take the bag away. */
  risk: boolean;
}

/**
 * Advice for liquids, aerosols and gels over 100 ml bought airside, when the trip has connections:
 * keep them in the sealed security bag with the receipt until the last leg; the connections where
 * screening may refuse them are flagged. Undefined when there is nothing to advise.
 */
export function liquidsAdvice(trip: Trip, items: { volumeMl: number | null; quantity: number }[]): LiquidsAdvice | undefined {
  if (trip.connections.length === 0) return undefined;
  const units = items.reduce((sum, item) => sum + ((item.volumeMl ?? 0) > LIQUIDS_MAX_ML ? item.quantity : 0), 0);
  if (units === 0) return undefined;
  const connections = trip.connections.map((iata): ConnectionAdvice => {
    const country = findAirport(iata)?.country ?? "";
    const rule = LIQUIDS_RESCREENING.find((entry) => entry.country === country);
    return {
      iata: iata.toUpperCase(),
      country,
      outcome: rule?.outcome ?? "unknown",
      maxHours: rule?.maxHours ?? DEFAULT_STEB_HOURS,
    };
  });
  return { units, connections, risk: connections.some((connection) => connection.outcome !== "accepted") };
}
