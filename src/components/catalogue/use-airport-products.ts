import { startTransition, useEffect, useState } from "react";
import type { Mainpage, ProductSummary } from "@travel-retail/api/schemas";

export interface AirportProducts {
  featured: ProductSummary[];
  new_arrivals: ProductSummary[];
  /** "airport": the lists are the chosen airport's; "loading" or "failed": they are the build's, for every airport. */
  status: "all-airports" | "loading" | "airport" | "failed";
}

/**
 * The home page's product lists for the visitor's airport. The built page carries the lists for every
 * airport at base prices; once an airport is chosen, its own lists (products in stock there, at its
 * prices) replace them. Offline or on an error the built lists stay, and `status` says so.
 */
export function useAirportProducts(
  built: Pick<Mainpage, "featured" | "new_arrivals">,
  airport: string | null,
): AirportProducts {
  const [state, setState] = useState<AirportProducts>({ ...built, status: "all-airports" });

  useEffect(() => {
    if (!airport) {
      setState({ ...built, status: "all-airports" });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, status: "loading" }));
    // The HTTP client is its own chunk, loaded on first use: the home page's first load does not carry it.
    import("../../api-client/catalogue")
      .then(({ fetchMainpage }) => fetchMainpage(airport, controller.signal))
      .then(({ featured, new_arrivals }) => {
        if (!controller.signal.aborted) startTransition(() => setState({ featured, new_arrivals, status: "airport" }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ ...built, status: "failed" });
      });
    return () => controller.abort();
  }, [airport, built]);

  return state;
}
