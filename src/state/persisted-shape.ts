import type { SessionDetails } from "./user-slice";
import { DEFAULT_LANGUAGE, isLanguage } from "../i18n/languages";
import { initialUtilsState, ROUTE_HISTORY_LENGTH, type UtilsState } from "./utils-slice";

// Stored data comes from older builds, other apps on the same origin or hand edits: trust nothing.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCurrencyCode = (value: unknown): value is string => typeof value === "string" && /^[A-Z]{3}$/.test(value);
const isSlug = (value: unknown): value is string =>
  typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/** A stored session is usable only with both tokens and a user; anything less means signed out. */
export function sanitizeUserDetails(value: unknown): SessionDetails | null {
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const { access_token, refresh_token, user } = value;
  if (typeof access_token !== "string" || !access_token) return null;
  if (typeof refresh_token !== "string" || !refresh_token) return null;
  if (typeof user.id !== "number" || typeof user.email !== "string") return null;
  return {
    access_token,
    refresh_token,
    user: {
      id: user.id,
      email: user.email,
      first_name: typeof user.first_name === "string" ? user.first_name : "",
      last_name: typeof user.last_name === "string" ? user.last_name : "",
      currency: isCurrencyCode(user.currency) ? user.currency : initialUtilsState.currency,
      airport: isSlug(user.airport) ? user.airport : null,
      // Sessions stored before accounts had a language read as English; the account's own follows the pages.
      language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      newsletter: user.newsletter === true,
      date_joined: typeof user.date_joined === "string" ? user.date_joined : "",
    },
  };
}

export function sanitizeUtils(value: unknown): UtilsState {
  if (!isRecord(value)) return initialUtilsState;
  const route = Array.isArray(value.route)
    ? value.route.filter((path): path is string => typeof path === "string")
    : [];
  return {
    currency: isCurrencyCode(value.currency) ? value.currency : initialUtilsState.currency,
    adult: typeof value.adult === "boolean" ? value.adult : initialUtilsState.adult,
    sidebarCollapsed:
      typeof value.sidebarCollapsed === "boolean" ? value.sidebarCollapsed : initialUtilsState.sidebarCollapsed,
    route: route.slice(-ROUTE_HISTORY_LENGTH),
    cookies: typeof value.cookies === "boolean" ? value.cookies : initialUtilsState.cookies,
  };
}

export const sanitizeLocation = (value: unknown): string | null => (isSlug(value) ? value : null);

export { isRecord };
