/**
 * Reads one query-string parameter from the current URL (the specification's helper).
 * Returns null on the server, where there is no URL, and when the parameter is absent.
 */
export function getQueryParam(name: string, search?: string): string | null {
  const source = search ?? (typeof window !== "undefined" ? window.location.search : "");
  return new URLSearchParams(source).get(name);
}
