import type { Storage as PersistStorage } from "redux-persist";

/**
 * The browser's local storage, for everything the storefront keeps there: one module, named keys,
 * and reads that check what they find. localStorage throws in private modes, with storage disabled
 * and with a full quota, and what it holds may come from an older build, another app on the same
 * origin or a hand edit; so nothing here throws, and a value that does not parse or has the wrong
 * shape reads as absent (left in place until the next valid write, so one bad key loses nothing else).
 *
 * What is kept, under which key (README, "Where each behaviour lives", lists the same):
 * - the session tokens under the specification's two fixed keys, and the device token (token-storage.ts);
 * - the user and utils slices (specification, section 3) and the chosen airport, written by
 *   redux-persist through `persistStorage` under `persist:<PERSIST_KEYS.x>` (src/state/persist-config.ts);
 *   the cookie answer is utils.cookies, so consent lives there too;
 * - the lists cache: a visitor's list, the account's lists for offline use and their outbox
 *   (src/features/lists/lists-cache.ts);
 * - the last airports and currencies from the API, for the account pages offline (use-reference-data.ts);
 * - the reservations the traveller has seen, so a reservation's code opens offline at the counter
 *   (src/features/reservations/reservations-cache.ts);
 * - the trip: destination and connections (src/features/trip/trip-store.ts).
 * Two inline head scripts read storage before any bundle has loaded and so cannot import this module:
 * the cookie banner's (utils.cookies) and the search page's early painter (tokens, slices, lists); both
 * are given their keys from these constants when the page is rendered.
 */
export const STORAGE_KEYS = {
  accessToken: "access_token",
  refreshToken: "refresh_token",
  deviceToken: "device_token",
  lists: "travel-retail-lists",
  airports: "travel-retail-airports",
  currencies: "travel-retail-currencies",
} as const;

/** redux-persist's keys (it stores under `persist:<key>`). */
export const PERSIST_KEYS = { root: "travel-retail", main: "travel-retail-main" } as const;

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  // Named in its feature (src/features/reservations/reservations-cache.ts), so that the key's text ships
  // with the reservation pages and not in every page's first-load JavaScript (its 90 KB budget).
  | "travel-retail-reservations"
  // The trip (src/features/trip/trip-store.ts), for the same reason.
  | "travel-retail-trip"
  | `persist:${(typeof PERSIST_KEYS)[keyof typeof PERSIST_KEYS]}`;

function local(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the browser refused (quota, disabled storage): the caller keeps the value in memory. */
export function writeItem(key: StorageKey, value: string): boolean {
  try {
    const storage = local();
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeItem(key: StorageKey): void {
  try {
    local()?.removeItem(key);
  } catch {
    /* nothing that could be removed */
  }
}

/**
 * The stored JSON value as `accept` takes it, or null when there is none, it is not JSON, or `accept`
 * refuses it (returns null). `accept` may also repair: drop bad entries, keep the good ones.
 */
export function readJson<T>(key: StorageKey, accept: (value: unknown) => T | null): T | null {
  const text = readItem(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return accept(value);
}

export const writeJson = (key: StorageKey, value: unknown): boolean => writeItem(key, JSON.stringify(value));

/** The same storage behind redux-persist's async interface. */
export const persistStorage: PersistStorage = {
  getItem: async (key: string) => readItem(key as StorageKey),
  setItem: async (key: string, value: string) => {
    writeItem(key as StorageKey, value);
  },
  removeItem: async (key: string) => removeItem(key as StorageKey),
};
