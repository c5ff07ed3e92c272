/**
 * Wall-clock time in an airport's IANA time zone, with Intl's time-zone data (no library): flights are
 * timetabled in the departure airport's local time, and a day with a daylight-saving change has 23 or
 * 25 hours, so "24 hours before departure" is computed on instants, never on local fields.
 */

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local `YYYY-MM-DDTHH:mm` of `instant` in `timeZone`. */
export function toLocal(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The local date `YYYY-MM-DD` of `instant` in `timeZone`. */
export const localDate = (instant: Date, timeZone: string) => toLocal(instant, timeZone).slice(0, 10);

/** Minutes `timeZone` is ahead of UTC at `instant` (120 in Warsaw in summer). */
function offsetMinutes(instant: number, timeZone: string): number {
  const local = toLocal(new Date(instant), timeZone);
  const [, y, mo, d, h, mi] = LOCAL_DATE_TIME.exec(local)!.map(Number);
  return Math.round((Date.UTC(y!, mo! - 1, d!, h!, mi!) - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

export type LocalResolution = { ok: true; instant: Date } | { ok: false; reason: "malformed" | "nonexistent" };

/**
 * The instant of a local wall-clock time in `timeZone`. A time skipped when clocks go forward does not
 * exist ("nonexistent"); a time that happens twice when they go back is taken at its first occurrence
 * (the earlier instant: the traveller is never told a window is open that has already closed).
 */
export function fromLocal(local: string, timeZone: string): LocalResolution {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return { ok: false, reason: "malformed" };
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 2026-02-30 over to March: such a date is not a date.
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) {
    return { ok: false, reason: "malformed" };
  }
  // The offsets in force a day either side cover every zone's changes (none changes twice in two days).
  const offsets = new Set([
    offsetMinutes(asUtc - 86_400_000, timeZone),
    offsetMinutes(asUtc, timeZone),
    offsetMinutes(asUtc + 86_400_000, timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => toLocal(new Date(instant), timeZone) === local)
    .sort((a, b) => a - b);
  return candidates.length ? { ok: true, instant: new Date(candidates[0]!) } : { ok: false, reason: "nonexistent" };
}

/** Whether `timeZone` is a zone Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
