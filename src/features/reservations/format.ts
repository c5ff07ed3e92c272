import type { Reservation } from "@travel-retail/api/schemas";
import { LOCALES, type Language, type MessageId, type Translate } from "../../i18n";
import { readApiError } from "../../lib/api-errors";

/** Reservation times and amounts as the traveller reads them: the airport's time zone and currency. */

/** "Tuesday, 1 December 2026, 14:30" at the airport (its own time zone, the page's language). */
export function airportTime(iso: string, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "full", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}

/** An amount in the airport's currency, from the API's decimal string (formatted without a float). */
export function localMoney(amount: string, currency: string, lang: Language): string {
  // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3); typed as number in older lib files.
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency }).format(amount as unknown as number);
}

const RULE_MESSAGES: Record<string, MessageId> = {
  "window-closed": "reservations.rule.window-closed",
  "window-not-open": "reservations.rule.window-not-open",
  "departure-nonexistent": "reservations.rule.departure-nonexistent",
  "birth-date-required": "reservations.rule.birth-date-required",
  "under-age": "reservations.rule.under-age",
  "quantity-cap": "reservations.rule.quantity-cap",
  "out-of-stock": "reservations.rule.out-of-stock",
  "not-sold": "reservations.rule.not-sold",
  "too-many-open": "reservations.rule.too-many-open",
  "changes-closed": "reservations.rule.changes-closed",
  "not-open": "reservations.rule.not-open",
  "not-sold-for-trip": "reservations.rule.not-sold-for-trip",
  "trip-duty-changed": "reservations.rule.trip-duty-changed",
};

/**
 * A refusal in the reader's language: the API names the rule and its figures (api/src/lib/reservation-rules.ts),
 * the catalogue words it; an error without a known rule shows the API's own message.
 */
export function refusalMessage(error: unknown, t: Translate): { message: string; fields: Record<string, string[]> } {
  const readable = readApiError(error);
  const data = (error as { response?: { data?: { rule?: unknown; params?: Record<string, string | number> } } })
    ?.response?.data;
  const id = typeof data?.rule === "string" ? RULE_MESSAGES[data.rule] : undefined;
  return id ? { message: t(id, data?.params ?? {}), fields: readable.fields } : readable;
}

export const statusLabel = (status: Reservation["status"], t: Translate) =>
  t(`reservations.status.${status}` as MessageId);

/** The collection code as it is read out: two groups of three. */
export const displayCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

/** The QR code as an image: the API's SVG in a data URL, so no markup from the network enters the page. */
export const qrImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
