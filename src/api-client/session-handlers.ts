/** Specification, section 9: a 401 or a 403 triggers one refresh and one repeat per request. */
export const REFRESH_STATUSES: ReadonlySet<number> = new Set([401, 403]);
/** Serialises refreshes across the tabs of one browser, where supported. */
export const REFRESH_LOCK_NAME = "travel-retail:token-refresh";

export interface SessionHandlers {
  onTokensRefreshed: (tokens: { access: string; refresh?: string }) => void;
  onSessionExpired: () => void;
}

// Outside the lazily loaded axios module, so the store can connect at startup without loading axios.
let current: SessionHandlers | null = null;

/** Lets the store follow token changes without the client importing the store. Returns the disconnect. */
export function setSessionHandlers(handlers: SessionHandlers): () => void {
  current = handlers;
  return () => {
    if (current === handlers) current = null;
  };
}

export const sessionHandlers = (): SessionHandlers | null => current;
