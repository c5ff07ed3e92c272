import { PUBLIC_API_URL } from "../lib/env";
import { languageOfPath } from "../i18n/languages";

/** A catalogue read that answered an error: `response` as readApiError (lib/api-errors.ts) reads it. */
export class CatalogueReadError extends Error {
  constructor(
    path: string,
    readonly response: { status: number; data?: unknown },
  ) {
    super(`GET ${path} answered ${response.status}`);
    this.name = "CatalogueReadError";
  }
}

/**
 * A read of the public catalogue with the browser's own fetch: a product page's current prices and
 * stock, a listing's pages and filters, the home page's lists for the visitor's airport.
 *
 * Why not the HTTP client (client.ts): it is axios with the session's token handling, the largest
 * library of the storefront, and evaluating it was a long task of its own on every page that asked
 * (≈ 130 ms at 4× CPU throttling, inside Lighthouse's blocking-time window). A catalogue answer is the
 * same whoever asks (the API's catalogue cache keys it by URL and language only), so it needs no token
 * and no refresh. Accept and Accept-Language are CORS-safelisted headers: a separate API origin
 * (GATSBY_PUBLIC_API_URL) answers without a preflight. Parameters that are undefined, null or empty are
 * left out, as the HTTP client leaves them out.
 */
export async function catalogueGet<T>(
  path: string,
  params: Record<string, string | number | undefined | null>,
  signal?: AbortSignal,
): Promise<T> {
  const given = Object.entries(params).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null || value === "" ? [] : [[key, String(value)]],
  );
  const query = new URLSearchParams(given).toString();
  const response = await fetch(`${PUBLIC_API_URL}${path}${query ? `?${query}` : ""}`, {
    signal,
    headers: { Accept: "application/json", "Accept-Language": languageOfPath(window.location.pathname) },
  });
  if (!response.ok) {
    // The API's `{message, errors}` when it sent one (a 400 names the bad filter), for the page to show.
    const data = await response.json().catch(() => undefined);
    throw new CatalogueReadError(path, { status: response.status, data });
  }
  return (await response.json()) as T;
}
