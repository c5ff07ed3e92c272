import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from "redux-persist";
import { alertsSlice } from "./alerts-slice";
import { changedBeforeRead } from "./changed-before-read";
import { locationChosen, mainSlice, type MainState } from "./main-slice";
import { mainPersistConfig, rootPersistConfig } from "./persist-config";
import { sessionListener } from "./session-listener";
import { userSlice } from "./user-slice";
import {
  adultConfirmed, cookiesAnswered, currencyChosen, sidebarToggled, utilsSlice, type UtilsState,
} from "./utils-slice";

/**
 * The reducers of one store, with its own record of what changed before the stored state was read
 * (changed-before-read.ts), so that no store, nor test, sees another's.
 */
function makeRootReducer() {
  const utils = changedBeforeRead<UtilsState>({
    [currencyChosen.type]: "currency",
    [adultConfirmed.type]: "adult",
    [sidebarToggled.type]: "sidebarCollapsed",
    [cookiesAnswered.type]: "cookies",
  });
  const main = changedBeforeRead<MainState>({ [locationChosen.type]: "location" });
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
