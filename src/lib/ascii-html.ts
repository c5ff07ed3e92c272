/**
 * HTML written as pure ASCII: every other character as an escape that means the same character where
 * it stands. A numeric character reference (`&#233;`) in text and attribute values; a JSON escape
 * (`\u00e9`) inside a JSON `<script>` (JSON-LD), whose text the HTML parser does not decode; a CSS
 * escape (`\e9 `) inside `<style>`. The browser builds the same document.
 *
 * Why: Gatsby reads every page back from disk after rendering it (to stitch its slices in) and writes
 * it again. Node decodes an all-ASCII file into a one-byte string at memory speed; a single "€", "–"
 * or "ń" anywhere makes the whole page a two-byte string decoded character by character, about three
 * times slower. Every page of the shop has such characters (currency symbols, airport names,
 * breadcrumb separators): for the 10,000-product catalogue, ASCII pages took the stitching step from
 * 3.3–3.4 s to 2.2–2.4 s in alternating builds (bench/README.md, build-scale).
 *
 * Where an escape would not mean the same, the text is left as it is and the page simply stays
 * non-ASCII (slower to stitch, never different): comments, raw-text elements other than `<style>`
 * and JSON scripts (JavaScript, where "\u00e9" is not "é" in every position; `<noscript>`, `<xmp>`,
 * `<iframe>`, `<noembed>`, `<noframes>`, whose text the parser keeps as written), and the tags that
 * react-helmet manages (`data-react-helmet`): after hydration it keeps a server-rendered tag only if
 * its text is exactly what it renders in the browser, so those must be ASCII at the source (`jsonLd`).
 */

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * A comment; a raw-text element (its open tag, name, text and end tag); or a run of non-ASCII text. A
 * tag name ends at whitespace, "/" or ">", so a custom element such as `<script-box>` is not a script.
 */
const TOKENS =
  /<!--[\s\S]*?-->|(<(script|style|noscript|xmp|iframe|noembed|noframes)(?=[\s/>])[^>]*>)([\s\S]*?)(<\/\2\s*>)|[^\x00-\x7f]+/gi;

const JSON_SCRIPT = /\btype=["']?application\/(ld\+)?json\b/i;
const HELMET = /\bdata-react-helmet\b/i;

const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0) as number);

/** `&#N;` for each non-ASCII character (a whole code point, so an emoji stays one reference). */
const entities = (text: string) =>
  text.replace(/[^\x00-\x7f]+/g, (run) =>
    codePoints(run)
      .map((code) => `&#${code};`)
      .join(""),
  );

/** `\uXXXX` for one UTF-16 unit: the same character in a JSON (or JavaScript) string literal. */
export const unicodeEscape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** JSON has no non-ASCII outside its strings, and in a string `\uXXXX` is the same character. */
const jsonEscape = (text: string) => text.replace(/[^\x00-\x7f]/g, unicodeEscape);

/**
 * A CSS escape for each code point, always closed by a space: CSS takes one whitespace character after
 * a hex escape as part of it, so the next character (a space, or a hex digit) stays what it was.
 */
const styleEscape = (text: string) =>
  text.replace(/[^\x00-\x7f]+/g, (run) =>
    codePoints(run)
      .map((code) => `\\${code.toString(16)} `)
      .join(""),
  );

function escapeRawText(open: string, tag: string, content: string): string {
  if (HELMET.test(open)) return content;
  if (tag === "style") return styleEscape(content);
  if (tag === "script" && JSON_SCRIPT.test(open)) return jsonEscape(content);
  return content;
}

export function asciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  return html.replace(
    TOKENS,
    (match: string, open: string | undefined, tag: string, content: string, close: string) => {
      if (match.startsWith("<!--")) return match;
      if (open === undefined) return entities(match); // a run of text or of an attribute value
      return entities(open) + escapeRawText(open, tag.toLowerCase(), content) + close;
    },
  );
}
