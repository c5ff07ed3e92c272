import { PUBLIC_API_URL } from "../lib/env";
import { languageOfPath } from "../i18n/languages";

/**
 * A read of the public catalogue with the browser's own fetch, for what a page asks right after it has
 * hydrated (a product page's current prices and stock).
 *
 * Why not the HTTP client (client.ts): it is axios with the session's token handling, the largest
 * library of the storefront, and evaluating it was a long task of its own on every product page
 * (≈ 130 ms at 4× CPU throttling, inside Lighthouse's blocking-time window). A catalogue answer is the
 * same whoever asks (the API's catalogue cache keys it by URL and language only), so it needs no token
 * and no refresh. Accept and Accept-Language are CORS-safelisted headers: a separate API origin
 * (GATSBY_PUBLIC_API_URL) answers without a preflight.
 */
export async function catalogueGet<T>(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(`${PUBLIC_API_URL}${path}${query ? `?${query}` : ""}`, {
    signal,
    headers: { Accept: "application/json", "Accept-Language": languageOfPath(window.location.pathname) },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
