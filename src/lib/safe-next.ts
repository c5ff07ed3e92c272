/** Where a visitor goes after signing in when nothing else was asked for. */
export const DEFAULT_AFTER_SIGN_IN = "/user-account/";

// Browsers strip tabs and newlines from URLs before parsing them, so "/\t/evil.example" is "//evil.example".
const CONTROL = /[\u0000-\u001f\u007f]/;

const pageOrigin = () => (typeof window !== "undefined" ? window.location.origin : "http://localhost");

/**
 * The `next` parameter of /sign-in/, accepted only as a page of this site: it is resolved the way the
 * browser will resolve it, against the page's origin, and kept only when it stays on that origin. What
 * comes back is the resolved path, query and fragment, never the text as given.
 */
export function safeNext(next: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN, origin = pageOrigin()): string {
  if (!next || !next.startsWith("/") || CONTROL.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  // "/.//evil.example" resolves to the path "//evil.example", which navigation would read as a host.
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith("//")) return fallback;
  if (url.pathname.startsWith("/sign-in")) return fallback;
  return url.pathname + url.search + url.hash;
}

export const signInPath = (next: string) => `/sign-in/?next=${encodeURIComponent(next)}`;
