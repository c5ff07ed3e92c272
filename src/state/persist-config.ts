import { createMigrate, type MigrationManifest, type PersistConfig, type PersistedState } from "redux-persist";
import { isRecord, sanitizeLocation, sanitizeUserDetails, sanitizeUtils } from "./persisted-shape";
import { PERSIST_KEYS, persistStorage } from "../lib/storage";
import type { MainState } from "./main-slice";
import { ROUTE_HISTORY_LENGTH, type UtilsState } from "./utils-slice";
import type { ChangedBeforeRead } from "./changed-before-read";

/**
 * Specification, section 9: persisted-state debounce 0. redux-persist 6 names this setting `throttle`
 * (its `debounce` option was renamed in v5); 0 writes on the next tick after every change.
 */
export const PERSIST_DEBOUNCE_MS = 0;
export const PERSIST_KEY = PERSIST_KEYS.root;
export const PERSIST_MAIN_KEY = PERSIST_KEYS.main;
export const PERSIST_VERSION = 2;

/**
 * Shapes written by earlier builds. Version 1 named the tokens as simplejwt does (`access`, `refresh`)
 * and kept only the last visited path in `utils.route`; version 2 is the specification's shape.
 * Each step tolerates anything: the reconciler below has the last word on types.
 */
export const migrations: MigrationManifest = {
  1: (state) => state,
  2: (persisted) => {
    const state: unknown = persisted;
    if (!isRecord(state)) return persisted;
    const next: Record<string, unknown> = { ...state };
    const user = state.user;
    if (isRecord(user) && isRecord(user.userDetails)) {
      const { access, refresh, ...rest } = user.userDetails;
      next.user = {
        ...user,
        userDetails: { access_token: access, refresh_token: refresh, ...rest },
      };
    }
    const utils = state.utils;
    if (isRecord(utils)) {
      next.utils = {
        ...utils,
        currency: typeof utils.currency === "string" ? utils.currency.toUpperCase() : utils.currency,
        route: typeof utils.route === "string" ? [utils.route] : utils.route,
      };
    }
    return next as PersistedState;
  },
};

function parse(serialized: unknown): unknown {
  if (typeof serialized !== "string") return undefined;
  try {
    return JSON.parse(serialized);
  } catch {
    return undefined;
  }
}

/**
 * redux-persist's reader with tolerance: invalid JSON, a non-object or a foreign key loses only the part
 * that is bad (or everything, falling back to the defaults) instead of rejecting the rehydration.
 */
export async function tolerantGetStoredState(config: { key: string }): Promise<PersistedState> {
  const outer = parse(await persistStorage.getItem(`persist:${config.key}`));
  if (!isRecord(outer)) return undefined;
  const state: Record<string, unknown> = {};
  for (const [key, serialized] of Object.entries(outer)) {
    const value = parse(serialized);
    if (value !== undefined) state[key] = value;
  }
  const persist = state._persist;
  if (!isRecord(persist) || typeof persist.version !== "number") delete state._persist;
  return state as PersistedState;
}

/**
 * The stored utils under what the visitor did before they were read (changed-before-read.ts): a field
 * the visitor chose keeps its value, the others take the stored one, and the paths visited since load
 * follow the stored ones.
 */
function mergeUtils(stored: UtilsState, current: UtilsState, changed: ChangedBeforeRead<UtilsState>): UtilsState {
  const route = [...stored.route];
  for (const path of current.route) if (route[route.length - 1] !== path) route.push(path);
  const pick = <K extends keyof UtilsState>(field: K) => (changed.has(field) ? current[field] : stored[field]);
  return {
    currency: pick("currency"),
    adult: pick("adult"),
    sidebarCollapsed: pick("sidebarCollapsed"),
    route: route.slice(-ROUTE_HISTORY_LENGTH),
    cookies: pick("cookies"),
  };
}

type RootShape = { user: { isLoading: boolean; userDetails: unknown }; utils: UtilsState };

/**
 * Merges each stored slice into the fresh state field by field, keeping only well-typed values, and
 * what the visitor did before the read: a session that began (or a login still on its way) stays.
 */
function rootReconciler<S extends RootShape>(changed: ChangedBeforeRead<UtilsState>) {
  return (inbound: unknown, _original: S, reduced: S): S => {
    changed.read();
    if (!isRecord(inbound)) return reduced;
    const next = { ...reduced };
    if (isRecord(inbound.user) && reduced.user.userDetails === null) {
      next.user = { ...reduced.user, userDetails: sanitizeUserDetails(inbound.user.userDetails) };
    }
    if ("utils" in inbound) next.utils = mergeUtils(sanitizeUtils(inbound.utils), reduced.utils, changed);
    return next;
  };
}

/**
 * The stored airport, unless the visitor chose one (or none) before it was read; with none stored, an
 * airport a login brought in the meantime (the account's, for a browser that has none) stays.
 */
function mainReconciler(changed: ChangedBeforeRead<MainState>) {
  return (inbound: unknown, _original: MainState, reduced: MainState): MainState => {
    changed.read();
    if (!isRecord(inbound) || changed.has("location")) return reduced;
    return { ...reduced, location: sanitizeLocation(inbound.location) ?? reduced.location };
  };
}

// Only the session matters across reloads: a persisted isLoading would show a spinner forever.
const userTransform = {
  in: (subState: unknown, key: string | number | symbol) =>
    key === "user" && isRecord(subState) ? { userDetails: subState.userDetails } : subState,
  out: (subState: unknown) => subState,
};

/** Specification, section 3: the user and utils slices persist. */
export function rootPersistConfig<S extends RootShape>(changed: ChangedBeforeRead<UtilsState>): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage: persistStorage,
    whitelist: ["user", "utils"],
    throttle: PERSIST_DEBOUNCE_MS,
    migrate: createMigrate(migrations, { debug: false }),
    getStoredState: tolerantGetStoredState as PersistConfig<S>["getStoredState"],
    stateReconciler: rootReconciler<S>(changed),
    transforms: [userTransform as never],
  };
}

/**
 * A traveller's airport should survive a reload, but the rest of `main` (age gate, loading) is
 * momentary; a small config of its own persists just `location` without breaking the specification's
 * "user and utils persist" for the root key.
 */
export const mainPersistConfig = (changed: ChangedBeforeRead<MainState>): PersistConfig<MainState> => ({
  key: PERSIST_MAIN_KEY,
  version: 1,
  storage: persistStorage,
  whitelist: ["location"],
  throttle: PERSIST_DEBOUNCE_MS,
  getStoredState: tolerantGetStoredState as PersistConfig<MainState>["getStoredState"],
  stateReconciler: mainReconciler(changed),
});
