import type { MessageId, Translate } from "../i18n";

/**
 * "2024-05-03T10:00:00Z" → "3 May 2024", "3 maja 2024", "3. Mai 2024" (UTC, so the server-rendered date
 * matches the one the browser renders); an unparsable value comes back unchanged. The month names and the
 * order come from the page's message catalogue (`date.*`), so a page ships its own language's names only.
 * Written out rather than with Intl.DateTimeFormat: building that formatter loads the locale's calendar
 * data, tens of milliseconds on a phone while the page starts.
 */
export function formatDate(iso: string, t: Translate): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const month = t(`date.month${date.getUTCMonth() + 1}` as MessageId);
  return t("date.long", { day: date.getUTCDate(), month, year: String(date.getUTCFullYear()) });
}
