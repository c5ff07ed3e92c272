import { RuleError } from "../plugins/error-handler.ts";
import { fromLocal, localDate, toLocal } from "./local-time.ts";

/**
 * The rules of Reserve & Collect at one airport (airports' reserve_* columns), and the checks that
 * refuse a reservation or a change with the rule that failed and what would pass. Pure: `now` is given.
 */
export interface AirportRules {
  name: string;
  timezone: string;
  /** Reservations close this many hours before departure. */
  minHours: number;
  /** …and open this many days before it. */
  maxDays: number;
  /** Held this many hours after departure, then expired. */
  holdHours: number;
  /** The legal age for adult items (alcohol, tobacco) at this airport. */
  adultAge: number;
  /** At most this many units of one product in a reservation. */
  maxQuantity: number;
}

const HOUR = 3_600_000;

/** The departure's instant from its local date and time at the airport; 400 when there is no such time. */
export function departureInstant(local: string, rules: AirportRules): Date {
  const resolved = fromLocal(local, rules.timezone);
  if (resolved.ok) return resolved.instant;
  if (resolved.reason === "nonexistent") {
    throw new RuleError(
      400,
      "departure-nonexistent",
      `${local.replace("T", " ")} does not exist in ${rules.timezone}: the clocks go forward that night. Check the time on your booking.`,
      { departure: local, timezone: rules.timezone },
      { departure: ["This local time does not exist (the clocks go forward)."] },
    );
  }
  throw new RuleError(
    400,
    "departure-malformed",
    "Give the departure as a local date and time, YYYY-MM-DDTHH:mm.",
    {},
    {
      departure: ["Expected YYYY-MM-DDTHH:mm."],
    },
  );
}

/** The last instant a reservation for `departure` can be placed or changed. */
export const closesAt = (departure: Date, rules: AirportRules) => new Date(departure.getTime() - rules.minHours * HOUR);

/** When a reservation not collected by then expires. */
export const expiresAt = (departure: Date, rules: AirportRules) =>
  new Date(departure.getTime() + rules.holdHours * HOUR);

/** Refuses a departure outside the airport's window: too soon (or past), or too far ahead. */
export function checkWindow(departure: Date, now: Date, rules: AirportRules): void {
  const local = (instant: Date) => toLocal(instant, rules.timezone).replace("T", " ");
  const closes = closesAt(departure, rules);
  if (now.getTime() > closes.getTime()) {
    const earliest = new Date(now.getTime() + rules.minHours * HOUR);
    throw new RuleError(
      409,
      "window-closed",
      `Reservations at ${rules.name} close ${rules.minHours} hours before departure. ` +
        `For this flight they closed at ${local(closes)} (local time); a flight departing after ${local(earliest)} can still be reserved.`,
      {
        min_hours: rules.minHours,
        closed_at: local(closes),
        earliest_departure: local(earliest),
        timezone: rules.timezone,
      },
      { departure: [`Reservations close ${rules.minHours} hours before departure.`] },
    );
  }
  const latest = new Date(now.getTime() + rules.maxDays * 24 * HOUR);
  if (departure.getTime() > latest.getTime()) {
    throw new RuleError(
      409,
      "window-not-open",
      `Reservations at ${rules.name} open ${rules.maxDays} days before departure: ` +
        `choose a departure before ${local(latest)} (local time), or reserve again later.`,
      { max_days: rules.maxDays, latest_departure: local(latest), timezone: rules.timezone },
      { departure: [`Reservations open ${rules.maxDays} days before departure.`] },
    );
  }
}

/** Whole years from `birthDate` to `onDate` (both YYYY-MM-DD): a birthday on 29 February counts on 1 March. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = onDate.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Whether `text` is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Adult items need the traveller's date of birth, and the legal age on the day of departure (the
 * airport's local date): that is when the counter hands them over.
 */
export function checkAge(birthDate: string | null | undefined, departure: Date, now: Date, rules: AirportRules): void {
  if (!birthDate) {
    throw new RuleError(
      400,
      "birth-date-required",
      `Alcohol and tobacco are sold from the age of ${rules.adultAge} at ${rules.name}: give the date of birth of the traveller who collects.`,
      { adult_age: rules.adultAge },
      { birth_date: ["Required when the reservation holds alcohol or tobacco."] },
    );
  }
  const today = localDate(now, rules.timezone);
  if (!isCalendarDate(birthDate) || birthDate > today || ageOn(birthDate, today) > 130) {
    throw new RuleError(
      400,
      "birth-date-invalid",
      "Give a real date of birth, YYYY-MM-DD.",
      {},
      { birth_date: ["Not a date of birth."] },
    );
  }
  const departureDay = localDate(departure, rules.timezone);
  const age = ageOn(birthDate, departureDay);
  if (age < rules.adultAge) {
    throw new RuleError(
      409,
      "under-age",
      `Alcohol and tobacco are sold from the age of ${rules.adultAge} at ${rules.name}; on the day of departure (${departureDay}) ` +
        `the traveller will be ${age}. Remove those items to reserve the rest.`,
      { adult_age: rules.adultAge, age, departure_date: departureDay },
      { birth_date: [`The legal age for these items is ${rules.adultAge}.`] },
    );
  }
}

/** At most `maxQuantity` units of one product (its sizes together). */
export function checkQuantities(items: { slug: string; name: string; quantity: number }[], rules: AirportRules): void {
  const perProduct = new Map<string, { name: string; quantity: number }>();
  for (const item of items) {
    const entry = perProduct.get(item.slug) ?? { name: item.name, quantity: 0 };
    entry.quantity += item.quantity;
    perProduct.set(item.slug, entry);
  }
  for (const [slug, { name, quantity }] of perProduct) {
    if (quantity > rules.maxQuantity) {
      throw new RuleError(
        409,
        "quantity-cap",
        `At most ${rules.maxQuantity} of one product can be reserved at ${rules.name}: "${name}" has ${quantity}.`,
        { max_quantity: rules.maxQuantity, product: slug, quantity },
        { items: [`At most ${rules.maxQuantity} of "${name}".`] },
      );
    }
  }
}
