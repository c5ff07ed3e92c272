import { startTransition, useEffect, useState } from "react";
import type { Mainpage, ProductSummary } from "@travel-retail/api/schemas";
import { fetchMainpage } from "./api";

type Lists = Pick<Mainpage, "featured" | "new_arrivals">;

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
 * Only the last answer is state: without an airport the built lists are returned as they are, so a
 * first visit renders nothing twice.
 */
export function useAirportProducts(built: Lists, airport: string | null): AirportProducts {
  const [answer, setAnswer] = useState<{ airport: string; lists: Lists | null } | null>(null);

  useEffect(() => {
    if (!airport) return;
    const controller = new AbortController();
    fetchMainpage(airport, controller.signal)
      .then(({ featured, new_arrivals }) => {
        if (!controller.signal.aborted)
          startTransition(() => setAnswer({ airport, lists: { featured, new_arrivals } }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ airport, lists: null });
      });
    return () => controller.abort();
  }, [airport]);

  if (!airport) return { ...built, status: "all-airports" };
  // Another airport's lists (or the build's) stay on screen while the chosen one's are on their way.
  if (answer?.airport !== airport) return { ...(answer?.lists ?? built), status: "loading" };
  return answer.lists ? { ...answer.lists, status: "airport" } : { ...built, status: "failed" };
}
