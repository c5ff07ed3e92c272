import React from "react";
import { Provider } from "react-redux";
import { persistStore, type Persistor, type PersistorOptions } from "redux-persist";
import { PersistGate } from "redux-persist/integration/react";
import { catchUpLists, reconcileStoredSession, startBrowserSession } from "./state/browser-session";
import { SessionReadyContext } from "./state/session-ready";
import { makeStore, type AppStore, type RootState } from "./state/store";
import { NavigationNotice } from "./components/navigation-notice";
import { watchConsent } from "./lib/consent-scripts";

interface BrowserRoot {
  store: AppStore;
  persistor: Persistor;
  /** The state the server rendered with: hydration must see it, not what storage holds. */
  serverState: RootState;
  /** Whether the stored state has been asked for (once per page load). */
  persisting: boolean;
}

let browserRoot: BrowserRoot | null = null;

/** One store per page load, created on first use and kept across Gatsby's client-side navigations. */
function getBrowserRoot(): BrowserRoot {
  if (!browserRoot) {
    const store = makeStore();
    const serverState = store.getState();
    startBrowserSession(store);
    // Started by the root after hydration (startStoredSession), not here: the stored state arriving while
    // React hydrates in slices is an update to a tree not yet hydrated, which makes React finish the rest of
    // the page in one long blocking task. The typings lack redux-persist's manualPersist option.
    const persistor = persistStore(store, { manualPersist: true } as PersistorOptions, () => {
      reconcileStoredSession(store);
      void catchUpLists(store);
    });
    browserRoot = { store, persistor, serverState, persisting: false };
    watchConsent(store);
  }
  return browserRoot;
}

/** Reads the stored state (session, preferences) into the store: once, after the page has hydrated. */
export function startStoredSession(): void {
  const root = getBrowserRoot();
  if (root.persisting) return;
  root.persisting = true;
  root.persistor.persist();
}

/** The browser's one store, for gatsby-browser's route hooks. */
export const getBrowserStore = (): AppStore => getBrowserRoot().store;

/**
 * The browser's root: PersistGate with a function child renders at once (the page matches the server
 * HTML) and tells private pages, through SessionReadyContext, when the stored session has been read.
 */
export function BrowserRootElement({ element }: { element: React.ReactNode }) {
  const { store, persistor, serverState } = getBrowserRoot();
  // Passive effects run after the hydration commit.
  React.useEffect(startStoredSession, []);
  return (
    <Provider store={store} serverState={serverState}>
      <PersistGate persistor={persistor}>
        {(bootstrapped: boolean) => (
          <SessionReadyContext.Provider value={bootstrapped}>
            {element}
            <NavigationNotice />
          </SessionReadyContext.Provider>
        )}
      </PersistGate>
    </Provider>
  );
}

/** The server's root: a fresh store with the defaults and no PersistGate, which would blank the HTML. */
export function ServerRootElement({ element }: { element: React.ReactNode }) {
  const store = React.useMemo(() => makeStore(), []);
  return (
    <Provider store={store}>
      <SessionReadyContext.Provider value={false}>
        {element}
        {/* The same tree as the browser's root, or hydration would not match. */}
        <NavigationNotice />
      </SessionReadyContext.Provider>
    </Provider>
  );
}
