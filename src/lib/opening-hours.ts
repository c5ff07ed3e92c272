import type { DayOfWeek, OpeningHours } from "@travel-retail/api/schemas";

/**
 * A shop's opening hours, as the API gives them (local wall-clock times in the airport's time zone,
 * one entry per open day; a missing day is closed; 00:00–24:00 is around the clock; a closing time at
 * or before the opening time is after midnight), formatted for the page and checked against "now".
 * "Now" is always read in the airport's zone, so a visitor in another zone and the daylight-saving
 * changes of that zone are both handled by Intl, not by a fixed offset.
 */

export const WEEK: readonly DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const minutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

const isAroundTheClock = (h: OpeningHours) => h.opens === "00:00" && h.closes === "24:00";
/** Closes on the next day: "06:00"–"02:00". "24:00" is this day's midnight, not the next day's. */
const closesNextDay = (h: OpeningHours) => h.closes !== "24:00" && minutes(h.closes) <= minutes(h.opens);

/** "05:00–23:00", "Open 24 hours", "06:00–02:00 (next day)". */
export function formatHours(h: OpeningHours): string {
  if (isAroundTheClock(h)) return "Open 24 hours";
  return `${h.opens}–${h.closes}${closesNextDay(h) ? " (next day)" : ""}`;
}

export interface ScheduleRow {
  day: DayOfWeek;
  hours: string;
}

/** Seven rows, Monday first, "Closed" where the shop has no hours. */
export function weekSchedule(hours: OpeningHours[]): ScheduleRow[] {
  return WEEK.map((day) => {
    const open = hours.find((h) => h.day === day);
    return { day, hours: open ? formatHours(open) : "Closed" };
  });
}

/** Rows with the same hours on consecutive days merged: "Monday–Sunday: Open 24 hours". */
export function compactSchedule(hours: OpeningHours[]): { days: string; hours: string }[] {
  const rows = weekSchedule(hours);
  const out: { first: DayOfWeek; last: DayOfWeek; hours: string }[] = [];
  for (const row of rows) {
    const previous = out.at(-1);
    if (previous && previous.hours === row.hours) previous.last = row.day;
    else out.push({ first: row.day, last: row.day, hours: row.hours });
  }
  return out.map((r) => ({ days: r.first === r.last ? r.first : `${r.first}–${r.last}`, hours: r.hours }));
}

export interface LocalClock {
  /** 0 Monday … 6 Sunday */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
}

/** The wall clock in `timeZone` at `at`. */
export function localClock(at: Date, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    weekday: WEEK.indexOf(part("weekday") as DayOfWeek),
    minute: (Number(part("hour")) % 24) * 60 + Number(part("minute")),
  };
}

/** Whether a shop with `hours` is open at `at`, on the airport's clock in `timeZone`. */
export function isOpenAt(hours: OpeningHours[], at: Date, timeZone: string): boolean {
  const { weekday, minute } = localClock(at, timeZone);
  const today = hours.find((h) => h.day === WEEK[weekday]);
  if (today) {
    const end = closesNextDay(today) ? 24 * 60 : minutes(today.closes);
    if (minute >= minutes(today.opens) && minute < end) return true;
  }
  // Yesterday's late hours may run past midnight into today.
  const yesterday = hours.find((h) => h.day === WEEK[(weekday + 6) % 7]);
  return yesterday !== undefined && closesNextDay(yesterday) && minute < minutes(yesterday.closes);
}

