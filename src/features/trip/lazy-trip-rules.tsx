import React, { Suspense, startTransition, useEffect, useState } from "react";
import type { TripRulesProps } from "./trip-rules";

export type { TripRulesProps };

// One chunk for the panel and useTripRules (webpack merges the two imports of one module), unnamed: one
// id and hash more in every page's webpack runtime.
const TripRules = React.lazy(() => import("./trip-rules"));

/**
 * The panel's chunk can fail to load (weak Wi-Fi, offline before it was ever cached, a deploy in
 * between): the page it sits on (a reservation's code at the counter) must stay, so the panel is left out.
 */
class LeaveOutOnError extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The trip's rules, loaded after the page is interactive (the server and the first client render show
 * the reserved box only, so both agree and nothing shifts above it). Shown as a transition: React renders
 * the panel in slices and lets the browser take input between them. An ordinary update made here joins
 * the blocking render that follows hydration's effects (with the stored session's): 10–26 ms at full
 * CPU speed on a product page, the panel and its chunk's loading a large part of it.
 */
export function LazyTripRules(props: TripRulesProps & { className?: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return (
    <div className={props.className}>
      {mounted && (
        <LeaveOutOnError>
          <Suspense fallback={null}>
            <TripRules {...props} />
          </Suspense>
        </LeaveOutOnError>
      )}
    </div>
  );
}
