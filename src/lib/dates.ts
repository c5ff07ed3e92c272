const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2024-05-03T10:00:00Z" → "3 May 2024" (en-GB, UTC, so the server-rendered date matches the one the
 * browser renders); an unparsable value comes back unchanged. Written out rather than with
 * Intl.DateTimeFormat: building that formatter loads the locale's calendar data, tens of milliseconds on
 * a phone while the page starts.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
