/** Where the API (and its /media/ images) lives as seen from a browser; empty means the same origin. */
const PUBLIC_API = (process.env.GATSBY_PUBLIC_API_URL || "").replace(/\/$/, "");

/**
 * Turns an image path from the API (`/media/products/x.svg`) into a URL the browser can load.
 * Absolute URLs pass through untouched.
 */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith("data:")) return path;
  return `${PUBLIC_API}${path.startsWith("/") ? "" : "/"}${path}`;
}
