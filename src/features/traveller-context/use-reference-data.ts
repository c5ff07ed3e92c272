import { useEffect, useState } from "react";
import type { Airport, Currency } from "@travel-retail/api/schemas";
import { fetchAirports, fetchCurrencies } from "../../api-client/account";
import { STORAGE_KEYS, readJson, writeJson } from "../../lib/storage";
import { isRecord } from "../../state/persisted-shape";

// Kept in local storage too, so totals and pickers still work offline on the account pages.
const inFlight = new Map<string, Promise<unknown[]>>();

type ListKey = typeof STORAGE_KEYS.airports | typeof STORAGE_KEYS.currencies;

// A stored entry the pages could not use (no code or rate, no slug or name) is dropped; the rest stay.
const isCurrency = (value: unknown): value is Currency =>
  isRecord(value) && typeof value.code === "string" && typeof value.rate === "string" && Number.isInteger(value.decimals);
const isAirport = (value: unknown): value is Airport =>
  isRecord(value) && typeof value.slug === "string" && typeof value.name === "string";

const readCached = <T>(key: ListKey, isItem: (value: unknown) => value is T): T[] =>
  readJson(key, (value) => (Array.isArray(value) ? value.filter(isItem) : null)) ?? [];

function useCachedList<T>(key: ListKey, isItem: (value: unknown) => value is T, load: () => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    setItems(readCached(key, isItem));
    if (!inFlight.has(key)) {
      inFlight.set(
        key,
        load().catch((error: unknown) => {
          inFlight.delete(key);
          throw error;
        }),
      );
    }
    (inFlight.get(key) as Promise<T[]>)
      .then((fresh) => {
        writeJson(key, fresh); // a convenience: refused by a full or disabled storage, the pages still work
        if (live) setItems(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, isItem, load]);
  return items;
}

export const useCurrencies = () => useCachedList(STORAGE_KEYS.currencies, isCurrency, fetchCurrencies);
export const useAirports = () => useCachedList(STORAGE_KEYS.airports, isAirport, fetchAirports);

/** Tests start without remembered answers. */
export function forgetReferenceDataForTests() {
  inFlight.clear();
}
