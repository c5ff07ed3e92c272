/**
 * Flight numbers as travellers type them ("LO 123", "lo123", "FR1234", "W6 1105A") normalised to one
 * form: the airline's IATA (two characters, not both digits) or ICAO (three letters) designator, a space,
 * the number without leading zeros (1–4 digits) and an optional operational suffix letter.
 */
const FLIGHT = /^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})\s*-?\s*0*([1-9][0-9]{0,3})([A-Z]?)$/;

/** "LO 123", or undefined when `input` is not a flight number. */
export function normaliseFlightNumber(input: string): string | undefined {
  const m = FLIGHT.exec(input.trim().toUpperCase());
  return m ? `${m[1]} ${m[2]}${m[3]}` : undefined;
}
