import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from "redux-persist";
import { alertsSlice } from "./alerts-slice";
import { mainSlice } from "./main-slice";
import { mainPersistConfig, rootPersistConfig } from "./persist-config";
import { sessionListener } from "./session-listener";
import { userSlice } from "./user-slice";
import { utilsSlice } from "./utils-slice";

const sliceReducers = combineReducers({
  user: userSlice.reducer,
  alerts: alertsSlice.reducer,
  utils: utilsSlice.reducer,
  main: persistReducer(mainPersistConfig, mainSlice.reducer),
});

type SliceState = ReturnType<typeof sliceReducers>;

const rootReducer = persistReducer(rootPersistConfig<SliceState>(), sliceReducers);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one per page load in the browser, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
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
