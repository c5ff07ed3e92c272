/**
 * The trip's rules in the storefront (issue 20): the stated trip, how the departure airport sells for
 * it, the customs allowance meter and the liquids advice, computed by api/src/rules/ on the device (so
 * they work offline). The rules and their data load on demand (the panel, useTripRules): they stay out
 * of every page's first load.
 */
export { LazyTripRules, type TripRulesProps } from "./lazy-trip-rules";
export { listLine, type TripLine } from "./list-line";
export { TRIP_KEY, useStoredTrip } from "./trip-store";
export { useTripRules } from "./use-trip-rules";
