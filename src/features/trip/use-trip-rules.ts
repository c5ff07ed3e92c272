import { useEffect, useState } from "react";
import type { findAirport, saleFor } from "@travel-retail/api/rules";

/** What of the rules code outside the panel uses. */
export interface TripRulesModule {
  findAirport: typeof findAirport;
  saleFor: typeof saleFor;
}

let loaded: TripRulesModule | undefined;

/**
 * The rules once they have loaded (undefined before, or when they cannot load): for code that needs a
 * rule outside the trip panel, such as the reservation form's prices for the trip, without putting the
 * rules' data in its page's first load. They come from the panel's own chunk: one chunk more in every
 * page's webpack runtime, not two.
 */
export function useTripRules(): TripRulesModule | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import("./trip-rules")
      .then(({ findAirport, saleFor }) => {
        loaded = { findAirport, saleFor };
        if (live) setRules(loaded);
      })
      // Offline before the chunk was ever cached: the form shows the airport's prices, the server prices it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
