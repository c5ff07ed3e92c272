/**
 * Serialises structured data for a `<script type="application/ld+json">`.
 * `<` is escaped so API text such as "</script>" can never end the script element early.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
