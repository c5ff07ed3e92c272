import { combineReducers, configureStore, type UnknownAction } from "@reduxjs/toolkit";
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from "redux-persist";
import { alertsSlice } from "./alerts-slice";
import { changedBeforeRead } from "./changed-before-read";
import { locationChosen, mainSlice, type MainState } from "./main-slice";
import { mainPersistConfig, rootPersistConfig } from "./persist-config";
import { sessionListener } from "./session-listener";
import { login, userSlice } from "./user-slice";
import {
  adultConfirmed, cookiesAnswered, currencyChosen, sidebarToggled, utilsSlice, type UtilsState,
} from "./utils-slice";

/** The utils field an action is the visitor's choice of; a login brings the account's currency (spec, section 4). */
function visitorsUtilsChoice(action: UnknownAction): keyof UtilsState | undefined {
  if (currencyChosen.match(action)) return "currency";
  if (adultConfirmed.match(action)) return "adult";
  if (sidebarToggled.match(action)) return "sidebarCollapsed";
  if (cookiesAnswered.match(action)) return "cookies";
  if (login.fulfilled.match(action) && action.payload.user.currency) return "currency";
  return undefined;
}

/**
 * The reducers of one store, with its own record of what changed before the stored state was read
 * (changed-before-read.ts), so that no store, nor test, sees another's.
 */
function makeRootReducer() {
  const utils = changedBeforeRead<UtilsState>(visitorsUtilsChoice);
  // Not login.fulfilled: the account's airport fills in only where this browser has none stored.
  const main = changedBeforeRead<MainState>((action) => (locationChosen.match(action) ? "location" : undefined));
  const sliceReducers = combineReducers({
    user: userSlice.reducer,
    alerts: alertsSlice.reducer,
    utils: utils.track(utilsSlice.reducer),
    main: persistReducer(mainPersistConfig(main), main.track(mainSlice.reducer)),
  });
  return persistReducer(rootPersistConfig<ReturnType<typeof sliceReducers>>(utils), sliceReducers);
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

/** A fresh store: one per page load in the browser, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: makeRootReducer(),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(sessionListener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
