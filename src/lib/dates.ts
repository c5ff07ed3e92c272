// Fixed locale and UTC so the server-rendered date matches the one the browser renders.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-05-03T10:00:00Z" → "3 May 2024"; an unparsable value comes back unchanged. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
