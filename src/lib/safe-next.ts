/** Where a visitor goes after signing in when nothing else was asked for. */
export const DEFAULT_AFTER_SIGN_IN = "/user-account/";

/**
 * The `next` parameter of /sign-in/, accepted only as a path on this site: an absolute or
 * protocol-relative URL there would make the sign-in page an open redirect.
 */
export function safeNext(next: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (next.startsWith("/sign-in")) return fallback;
  return next;
}

export const signInPath = (next: string) => `/sign-in/?next=${encodeURIComponent(next)}`;
