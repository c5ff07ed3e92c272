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

/**
 * Proof that this browser signed in before (the login answer's `device_token`): sent with the next
 * login, it lets the owner in while strangers guessing the password are locked out. Not a credential:
 * it opens nothing by itself, so it outlives sign-out.
 */
export const DEVICE_TOKEN_KEY = "device_token";

export const getAccessToken = () => read(ACCESS_TOKEN_KEY);
export const getDeviceToken = () => read(DEVICE_TOKEN_KEY);

export function storeDeviceToken(token: string): void {
  try {
    storage()?.setItem(DEVICE_TOKEN_KEY, token);
  } catch {
    /* without storage the browser is a new device at every login, as before */
  }
}
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
