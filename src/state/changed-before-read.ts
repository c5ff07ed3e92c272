import type { Reducer, UnknownAction } from "@reduxjs/toolkit";

/**
 * The fields of a persisted slice that the visitor set before the stored state was read. The stored state
 * is read a task after the first render (wrap-root-element), so a visitor's answer to the cookie bar or
 * the age gate, a currency, an airport or a login can land first; the reconcilers (persist-config.ts)
 * keep exactly those fields and take the others from storage. Comparing with the initial state instead
 * would undo a choice that happens to equal the default (USD chosen against a stored GBP).
 *
 * A field counts when an action changed it, unless `ignored` says the action is not the visitor's say
 * over this slice (the account's airport, which fills in only where this browser has none), or when
 * `chosen` names it: a choice counts even if it equals what was there (the visitor saw USD and chose USD).
 *
 * One per store (makeStore): `track` wraps the slice's reducer, `read` is called by the reconciler once
 * it has merged, after which nothing more is recorded.
 */
export interface ChangedBeforeRead<S> {
  track: (reducer: Reducer<S>) => Reducer<S>;
  has: (field: keyof S) => boolean;
  read: () => void;
}

interface Options<S> {
  chosen?: (action: UnknownAction) => keyof S | undefined;
  ignored?: (action: UnknownAction) => boolean;
}

export function changedBeforeRead<S extends object>({ chosen, ignored }: Options<S> = {}): ChangedBeforeRead<S> {
  const changed = new Set<keyof S>();
  let done = false;
  return {
    track: (reducer) => (state: S | undefined, action: UnknownAction) => {
      const next = reducer(state, action);
      if (done || state === undefined) return next;
      const field = chosen?.(action);
      if (field !== undefined) changed.add(field);
      if (next !== state && !ignored?.(action)) {
        for (const key of Object.keys(next) as (keyof S)[]) if (next[key] !== state[key]) changed.add(key);
      }
      return next;
    },
    has: (field) => changed.has(field),
    read: () => {
      done = true;
    },
  };
}
