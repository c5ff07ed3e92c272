import { findAirport, WORLD_AIRPORTS } from "@travel-retail/api/rules";

export type ParsedAirport = { code: string } | { ambiguous: string[] } | undefined;

/**
 * Reads what a traveller typed for an airport: its code ("jfk"), the datalist's "JFK · New York, …"
 * choice, or a city or airport name. A city with several airports ("London") answers them all, for the
 * traveller to choose; nothing known answers undefined. A code is only read from three letters alone or
 * at the start of a datalist choice, so "Los Angeles" is not LOS.
 */
export function parseAirport(text: string): ParsedAirport {
  const typed = text.trim();
  if (!typed) return undefined;
  const code = /^([A-Za-z]{3})(?:$|\s·)/.exec(typed)?.[1]?.toUpperCase();
  if (code && findAirport(code)) return { code };
  const needle = typed.toLowerCase();
  const byName = WORLD_AIRPORTS.filter((a) => a.name.toLowerCase() === needle);
  const matches = byName.length > 0 ? byName : WORLD_AIRPORTS.filter((a) => a.city.toLowerCase() === needle);
  if (matches.length === 1) return { code: matches[0].iata };
  return matches.length > 1 ? { ambiguous: matches.map((a) => a.iata) } : undefined;
}

/** "JFK · New York, John F. Kennedy International Airport": the datalist's label of an airport. */
export function airportLabel(iata: string): string {
  const airport = findAirport(iata);
  return airport ? `${airport.iata} · ${airport.city}, ${airport.name}` : iata;
}

/** A region's name in the page's language ("EU" → "European Union"), or the code where Intl has none. */
export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
