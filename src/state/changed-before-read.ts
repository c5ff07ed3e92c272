import type { Reducer, UnknownAction } from "@reduxjs/toolkit";

/**
 * The fields of a persisted slice that the visitor set before the stored state was read. The stored state
 * is read a task after the first render (wrap-root-element), so a visitor's answer to the cookie bar or
 * the age gate, a currency, an airport or a login can land first; the reconcilers (persist-config.ts)
 * keep exactly those fields and take the others from storage.
 *
 * `chosen` names the field an action is the visitor's choice of. A choice counts even if it equals what
 * was there (the visitor saw USD and chose USD), which comparing states could not tell; an action it does
 * not name (the account's airport, which fills in only where this browser has none) leaves the stored
 * value in place.
 *
 * One per store (makeStore): `track` wraps the slice's reducer, `read` is called by the reconciler once
 * it has merged, after which nothing more is recorded.
 */
export interface ChangedBeforeRead<S> {
  track: (reducer: Reducer<S>) => Reducer<S>;
  has: (field: keyof S) => boolean;
  read: () => void;
}

export function changedBeforeRead<S extends object>(chosen: (action: UnknownAction) => keyof S | undefined): ChangedBeforeRead<S> {
  const changed = new Set<keyof S>();
  let done = false;
  return {
    track: (reducer) => (state: S | undefined, action: UnknownAction) => {
      if (!done) {
        const field = chosen(action);
        if (field !== undefined) changed.add(field);
      }
      return reducer(state, action);
    },
    has: (field) => changed.has(field),
    read: () => {
      done = true;
    },
  };
}
