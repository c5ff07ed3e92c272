import { unicodeEscape } from "./ascii-html";

/**
 * Serialises structured data for a `<script type="application/ld+json">`.
 * `<` is escaped so API text such as "</script>" can never end the script element early, and every
 * character outside ASCII (a product's "é", an airport's "ń", U+2028) as `\uXXXX`: pages are written in
 * ASCII (src/lib/ascii-html.ts), and after hydration react-helmet keeps a server-rendered tag only if
 * its text is exactly what the browser renders, so both must already be the same ASCII text.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<\u0080-\uffff]/g, unicodeEscape);
}
