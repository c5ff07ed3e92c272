/**
 * HTML written as pure ASCII: every other character as an escape that means the same character where
 * it stands. A numeric character reference (`&#233;`) in text and attribute values; a JavaScript
 * escape (`\u00e9`) inside `<script>`, whose text the HTML parser does not decode (JSON-LD, inline
 * scripts); a CSS escape (`\0000e9`) inside `<style>`. The browser builds the same document.
 *
 * Why: Gatsby reads every page back from disk after rendering it (to stitch its slices in) and writes
 * it again. Node decodes an all-ASCII file into a one-byte string at memory speed; a single "€", "–"
 * or "ń" anywhere makes the whole page a two-byte string decoded character by character, about three
 * times slower. Every page of the shop has such characters (currency symbols, airport names,
 * breadcrumb separators): for the 10,000-product catalogue, ASCII pages took the stitching step from
 * 3.3–3.4 s to 2.2–2.4 s in alternating builds (bench/README.md, build-scale).
 */

const NON_ASCII = /[^\x00-\x7f]/;

/** `<script>` and `<style>` elements (raw text, not decoded by the parser), or a run of non-ASCII text. */
const TOKENS = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)|[^\x00-\x7f]+/gi;

const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0) as number);

/** `&#N;` for each non-ASCII character (a whole code point, so an emoji stays one reference). */
const entities = (text: string) =>
  text.replace(/[^\x00-\x7f]+/g, (run) =>
    codePoints(run)
      .map((code) => `&#${code};`)
      .join(""),
  );

/** `\uXXXX` for one UTF-16 unit: the same character in a JavaScript or JSON string literal. */
export const unicodeEscape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;

const scriptEscape = (text: string) => text.replace(/[^\x00-\x7f]/g, unicodeEscape);

/** A CSS escape of six hex digits for each code point: six digits need no terminating space. */
const styleEscape = (text: string) =>
  text.replace(/[^\x00-\x7f]+/g, (run) =>
    codePoints(run)
      .map((code) => `\\${code.toString(16).padStart(6, "0")}`)
      .join(""),
  );

export function asciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  return html.replace(
    TOKENS,
    (match: string, open: string | undefined, tag: string, content: string, close: string) => {
      if (open === undefined) return entities(match); // a run of text or attribute value
      const escapeContent = tag.toLowerCase() === "style" ? styleEscape : scriptEscape;
      return entities(open) + escapeContent(content) + close;
    },
  );
}
