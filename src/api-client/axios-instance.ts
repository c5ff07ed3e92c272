import axios, { type AxiosError, type InternalAxiosRequestConfig } from "axios";
import type { RefreshResponse } from "@travel-retail/api/schemas";
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from "../lib/token-storage";
import { isAxiosError } from "./errors";
import { PUBLIC_API_URL } from "../lib/env";
import { paths } from "./paths";
import { REFRESH_LOCK_NAME, REFRESH_STATUSES, sessionHandlers } from "./session-handlers";
import { languageOfPath } from "../i18n/languages";

// Loaded only through `getAxiosInstance()` in client.ts: axios is the largest library of the storefront
// and no page needs it before its first request.

declare module "axios" {
  interface AxiosRequestConfig {
    /** Set on the one repeat after a refresh, so a request is never refreshed twice (specification, section 4). */
    _retry?: boolean;
  }
}

/**
 * The one HTTP client. An empty base URL means the site's own origin (`npm start` serves site and API on
 * one port); GATSBY_PUBLIC_API_URL points the browser elsewhere.
 */
export const axiosInstance = axios.create({
  baseURL: PUBLIC_API_URL,
  headers: { "Content-Type": "application/json", Accept: "application/json" },
});

axiosInstance.interceptors.request.use((config) => {
  // Names and descriptions in the page's language, and a new account's e-mails too (the API's
  // lib/content-language.ts); the browser's own Accept-Language is the visitor's, not the page's.
  config.headers.set("Accept-Language", languageOfPath(window.location.pathname));
  const token = getAccessToken();
  if (token) config.headers.set("Authorization", `Bearer ${token}`);
  else config.headers.delete("Authorization");
  return config;
});

const isTokenCall = (url: string | undefined) => url === paths.auth.login || url === paths.auth.refresh;

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get("Authorization");
  return typeof header === "string" && header.startsWith("Bearer ") ? header.slice(7) : null;
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}

/**
 * Inside the lock, a token newer than the one the request failed with means another request or tab has
 * refreshed already: using it keeps a rotated refresh token from ever being sent twice.
 */
async function refreshUnlessDone(staleToken: string | null, originalError: AxiosError): Promise<string> {
  const current = getAccessToken();
  if (current && current !== staleToken) return current;
  const refresh = getRefreshToken();
  if (!refresh) throw originalError;
  try {
    const { data } = await axiosInstance.post<RefreshResponse>(paths.auth.refresh, { refresh });
    storeTokens(data.access, data.refresh);
    sessionHandlers()?.onTokensRefreshed({ access: data.access, refresh: data.refresh });
    return data.access;
  } catch (refreshError) {
    // A refused refresh token ends the session; a network failure may be over in a moment, so keep it.
    if (isAxiosError(refreshError) && refreshError.response) {
      clearTokens();
      sessionHandlers()?.onSessionExpired();
    }
    throw refreshError;
  }
}

let refreshInFlight: Promise<string> | null = null;

/** Single flight: every request that fails while a refresh runs waits for that same refresh. */
export function refreshAccessToken(staleToken: string | null, originalError: AxiosError): Promise<string> {
  refreshInFlight ??= withRefreshLock(() => refreshUnlessDone(staleToken, originalError)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

axiosInstance.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || !error.config || !error.response) throw error;
  const { config } = error;
  if (!REFRESH_STATUSES.has(error.response.status) || config._retry || isTokenCall(config.url)) throw error;
  config._retry = true;
  await refreshAccessToken(bearerOf(config), error);
  return axiosInstance(config);
});
