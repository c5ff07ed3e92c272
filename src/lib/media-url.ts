import { PUBLIC_API_URL as PUBLIC_API } from "./env";

/**
 * Turns an image path from the API (`/media/products/x.svg`) into a URL the browser can load.
 * Absolute URLs pass through untouched.
 */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith("data:")) return path;
  return `${PUBLIC_API}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * How wide a product card's picture is shown, for `<img sizes>` when a photograph comes at several widths:
 * half a phone's width in the two-column grid, a 13–16rem column on wider screens. The React card and the
 * search page's early results (features/search/early-results.ts) both use it.
 */
export const CARD_SIZES = "(max-width: 639px) 50vw, 16rem";
