import { STORAGE_KEYS, readItem, removeItem, writeItem } from "./storage";

/** The two fixed local-storage keys of the specification (section 3). */
export const ACCESS_TOKEN_KEY = STORAGE_KEYS.accessToken;
export const REFRESH_TOKEN_KEY = STORAGE_KEYS.refreshToken;

/**
 * Proof that this browser signed in before (the login answer's `device_token`): sent with the next
 * login, it lets the owner in while strangers guessing the password are locked out. Not a credential:
 * it opens nothing by itself, so it outlives sign-out.
 */
export const DEVICE_TOKEN_KEY = STORAGE_KEYS.deviceToken;

// An empty string is no token. Without storage (private modes, quota) the session lives in memory and
// the browser is a new device at every login, as before.
export const getAccessToken = () => readItem(ACCESS_TOKEN_KEY) || null;
export const getDeviceToken = () => readItem(DEVICE_TOKEN_KEY) || null;
export const getRefreshToken = () => readItem(REFRESH_TOKEN_KEY) || null;

export function storeDeviceToken(token: string): void {
  writeItem(DEVICE_TOKEN_KEY, token);
}

/** Stores the tokens; a missing refresh token keeps the stored one (refresh without rotation). */
export function storeTokens(access: string, refresh?: string | null): void {
  writeItem(ACCESS_TOKEN_KEY, access);
  if (refresh) writeItem(REFRESH_TOKEN_KEY, refresh);
}

export function clearTokens(): void {
  removeItem(ACCESS_TOKEN_KEY);
  removeItem(REFRESH_TOKEN_KEY);
}
