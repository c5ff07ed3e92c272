import React from "react";
import { Provider } from "react-redux";
import { persistStore, type Persistor, type PersistorOptions } from "redux-persist";
import { PersistGate } from "redux-persist/integration/react";
import { catchUpLists, reconcileStoredSession, startBrowserSession } from "./state/browser-session";
import { SessionReadyContext } from "./state/session-ready";
import { makeStore, type AppStore, type RootState } from "./state/store";
import { NavigationNotice } from "./components/navigation-notice";
import { watchConsent } from "./lib/consent-scripts";
import { nextTask } from "./lib/next-task";
import { I18nProvider, makeI18n, readBrowserCatalogue, setActiveI18n, type I18nValue } from "./i18n";

interface BrowserRoot {
  store: AppStore;
  persistor: Persistor;
  /** The state the server rendered with: hydration must see it, not what storage holds. */
  serverState: RootState;
  /** Whether the stored state has been asked for (once per page load). */
  persisting: boolean;
  /** The page's language and messages, as the server wrote them into the HTML: fixed for the page load. */
  i18n: I18nValue;
}

let browserRoot: BrowserRoot | null = null;

/** One store per page load, created on first use and kept across Gatsby's client-side navigations. */
function getBrowserRoot(): BrowserRoot {
  if (!browserRoot) {
    // First: what the session's start may say to the visitor is in the page's language.
    const catalogue = readBrowserCatalogue();
    const i18n = makeI18n(catalogue.lang, catalogue.messages);
    setActiveI18n(i18n);
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
    browserRoot = { store, persistor, serverState, persisting: false, i18n };
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
  const { store, persistor, serverState, i18n } = getBrowserRoot();
  // Passive effects run after the hydration commit, all of them in one task: the stored state (read,
  // migrated, dispatched to every subscriber) comes in a task after it.
  React.useEffect(() => {
    void nextTask().then(startStoredSession);
  }, []);
  return (
    <I18nProvider value={i18n}>
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
    </I18nProvider>
  );
}

/**
 * The server's root: a fresh store with the defaults and no PersistGate, which would blank the HTML, and
 * the messages of the page's language (gatsby-ssr.tsx compiles them; browser code never imports them).
 */
export function ServerRootElement({ element, i18n }: { element: React.ReactNode; i18n: I18nValue }) {
  const store = React.useMemo(() => makeStore(), []);
  return (
    <I18nProvider value={i18n}>
      <Provider store={store}>
        <SessionReadyContext.Provider value={false}>
          {element}
          {/* The same tree as the browser's root, or hydration would not match. */}
          <NavigationNotice />
        </SessionReadyContext.Provider>
      </Provider>
    </I18nProvider>
  );
}
