import { useEffect, useState } from "react";
import type { Airport, Currency } from "@travel-retail/api/schemas";
import { fetchAirports, fetchCurrencies } from "../api-client/account";

// Kept in localStorage too, so totals and pickers still work offline on the account pages.
const inFlight = new Map<string, Promise<unknown[]>>();

function readCached<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function useCachedList<T>(key: string, load: () => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    setItems(readCached<T>(key));
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
        try {
          window.localStorage.setItem(key, JSON.stringify(fresh));
        } catch {
          /* the cache is a convenience */
        }
        if (live) setItems(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, load]);
  return items;
}

export const useCurrencies = () => useCachedList<Currency>("travel-retail-currencies", fetchCurrencies);
export const useAirports = () => useCachedList<Airport>("travel-retail-airports", fetchAirports);

/** Tests start without remembered answers. */
export function forgetReferenceDataForTests() {
  inFlight.clear();
}
