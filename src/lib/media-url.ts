import { PUBLIC_API_URL as PUBLIC_API } from "./env";

/**
 * Turns an image path from the API (`/media/products/x.svg`) into a URL the browser can load.
 * Absolute URLs pass through untouched.
 */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith("data:")) return path;
  return `${PUBLIC_API}${path.startsWith("/") ? "" : "/"}${path}`;
}
