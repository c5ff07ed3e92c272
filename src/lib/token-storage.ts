/** The two fixed local-storage keys of the specification (section 3). */
export const ACCESS_TOKEN_KEY = "access_token";
export const REFRESH_TOKEN_KEY = "refresh_token";

// localStorage throws in private modes and with storage disabled; a session must never break the page.
function storage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) || null;
  } catch {
    return null;
  }
}

export const getAccessToken = () => read(ACCESS_TOKEN_KEY);
export const getRefreshToken = () => read(REFRESH_TOKEN_KEY);

/** Stores the tokens; a missing refresh token keeps the stored one (refresh without rotation). */
export function storeTokens(access: string, refresh?: string | null): void {
  try {
    storage()?.setItem(ACCESS_TOKEN_KEY, access);
    if (refresh) storage()?.setItem(REFRESH_TOKEN_KEY, refresh);
  } catch {
    /* quota or disabled storage: the session lives in memory only */
  }
}

export function clearTokens(): void {
  try {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
    storage()?.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    /* nothing stored that could be removed */
  }
}
