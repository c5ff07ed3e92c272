import { setSessionHandlers } from "../api-client/client";
import { ACCESS_TOKEN_KEY, getAccessToken, getRefreshToken, REFRESH_TOKEN_KEY } from "../lib/token-storage";
import { getListsCache, LISTS_CACHE_KEY, reloadListsCache } from "../features/lists";
import { endExpiredSession } from "./session-expiry";
import { restoreSession } from "./session-thunks";
import type { AppStore } from "./store";
import { loggedOut, selectIsLoggedIn, selectUser, tokensRefreshed } from "./user-slice";

/** Brings the stored session (the token keys are the truth, specification section 6) and the state together. */
export function reconcileStoredSession(store: AppStore) {
  const state = store.getState();
  const access = getAccessToken();
  if (selectIsLoggedIn(state)) {
    if (!access) store.dispatch(loggedOut());
    else if (access !== state.user.userDetails?.access_token) {
      store.dispatch(tokensRefreshed({ access, refresh: getRefreshToken() }));
    }
  } else if (access) {
    void store.dispatch(restoreSession());
  }
}

/**
 * Sends what was queued offline and joins a visitor list left over from an interrupted merge; saves the
 * page's language as the account's.
 */
export async function catchUpLists(store: AppStore) {
  const user = selectUser(store.getState());
  if (!user || !selectIsLoggedIn(store.getState())) return;
  try {
    // Loaded only for a signed-in shopper, after the first paint; a failed load counts as still offline.
    const { flushOutbox, mergeVisitorList, syncLists } = await import(
      /* webpackChunkName: "list-sync" */ "../features/lists/list-sync"
    );
    // The account follows the page's language (its e-mails are written in it). In the lists' chunk: a
    // chunk of its own would grow the webpack runtime that every page loads. Never throws.
    const { followPageLanguage } = await import(
      /* webpackChunkName: "list-sync" */ "../features/traveller-context/account-language"
    );
    await followPageLanguage(store.dispatch);
    if (getListsCache().visitor.length > 0) await mergeVisitorList(user.id, store.getState().main.location);
    const { pending } = await flushOutbox();
    if (pending === 0) await syncLists(user.id);
  } catch {
    /* still offline or the server is busy: the next `online` event tries again */
  }
}

/**
 * Everything a session needs from the browser: token changes reported by the client, other tabs'
 * logins, logouts and refreshes (`storage` events), and the connection coming back. Returns the cleanup.
 */
export function startBrowserSession(store: AppStore): () => void {
  const disconnect = setSessionHandlers({
    onTokensRefreshed: (tokens) => store.dispatch(tokensRefreshed(tokens)),
    onSessionExpired: () => endExpiredSession(store),
  });

  const onStorage = (event: StorageEvent) => {
    const signedIn = selectIsLoggedIn(store.getState());
    if (event.key === null || (event.key === ACCESS_TOKEN_KEY && !event.newValue)) {
      if (signedIn) store.dispatch(loggedOut());
    } else if (event.key === ACCESS_TOKEN_KEY && event.newValue) {
      if (signedIn) store.dispatch(tokensRefreshed({ access: event.newValue, refresh: getRefreshToken() }));
      else void store.dispatch(restoreSession());
    } else if (event.key === REFRESH_TOKEN_KEY && event.newValue && signedIn) {
      const access = getAccessToken();
      if (access) store.dispatch(tokensRefreshed({ access, refresh: event.newValue }));
    } else if (event.key === LISTS_CACHE_KEY) {
      reloadListsCache();
    }
  };
  const onOnline = () => void catchUpLists(store);

  window.addEventListener("storage", onStorage);
  window.addEventListener("online", onOnline);
  return () => {
    disconnect();
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("online", onOnline);
  };
}
