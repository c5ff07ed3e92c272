import type { Language } from "../i18n/languages";

/** Month names as a date is written in each language: Polish in the genitive ("3 maja 2024"). */
const MONTHS: Record<Language, string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  pl: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
};

/**
 * "2024-05-03T10:00:00Z" → "3 May 2024", "3 maja 2024", "3. Mai 2024" (UTC, so the server-rendered date
 * matches the one the browser renders); an unparsable value comes back unchanged. Written out rather than
 * with Intl.DateTimeFormat: building that formatter loads the locale's calendar data, tens of
 * milliseconds on a phone while the page starts.
 */
export function formatDate(iso: string, lang: Language = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()];
  return `${day}${lang === "de" ? "." : ""} ${month} ${date.getUTCFullYear()}`;
}
