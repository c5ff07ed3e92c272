import React, { Suspense, useEffect, useState } from "react";
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
 * the reserved box only, so both agree and nothing shifts above it).
 */
export function LazyTripRules(props: TripRulesProps & { className?: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
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
