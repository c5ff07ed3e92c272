/** Small SVG-writing helpers shared by every drawing: escaping, short numbers, text that fits a width. */

/** Text for an SVG text node or attribute: nothing from a name can open a tag or an entity. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** A coordinate with at most one decimal: the pictures stay small and their bytes stable. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
export const SERIF = "Georgia,'Times New Roman',serif";

/**
 * How a drawing letters its labels: as text, or as bars where the lines of text would be. A card's
 * picture (lib/images.ts, PRODUCT_CARD_ARTWORK) shows a label's lettering a few device pixels tall,
 * too small to read, while each `<text>` costs the browser's main thread a font lookup, text layout and
 * glyph painting inside that picture's own SVG document, a dozen times over on a listing. Bars keep the
 * label's look; the card's caption says the name in real text.
 */
export type Lettering = "text" | "bars";

/** One line of lettering, centred on `x`, standing on the baseline `y`. */
export interface TextLine {
  x: number;
  y: number;
  size: number;
  font: string;
  fill: string;
  bold?: boolean;
  /** Capitals with 1 unit of letter-spacing (a brand). */
  caps?: boolean;
  transform?: string;
}

/** A line of lettering: `<text>`, or its bar (see Lettering); text unless bars are asked for. */
export function textLine(lettering: Lettering | undefined, line: TextLine, text: string): string {
  const transform = line.transform ? `transform="${line.transform}" ` : "";
  if (lettering === "bars") return bar(transform, line, line.y, text);
  return (
    `<text ${transform}x="${n(line.x)}" y="${n(line.y)}" font-size="${n(line.size)}" font-family="${line.font}"` +
    `${line.bold ? ' font-weight="700"' : ""} fill="${line.fill}" text-anchor="middle"${line.caps ? ' letter-spacing="1"' : ""}>` +
    `${escapeXml(text)}</text>`
  );
}

/** Lines of lettering in one size, each on its own baseline (`ys`): one `<text>` of `<tspan>`s, or bars. */
export function textLines(
  lettering: Lettering | undefined,
  line: Omit<TextLine, "y">,
  lines: string[],
  ys: number[],
): string {
  if (lettering === "bars") return lines.map((text, i) => bar("", line, ys[i], text)).join("");
  const tspans = lines.map((l, i) => `<tspan x="${n(line.x)}" y="${n(ys[i])}">${escapeXml(l)}</tspan>`).join("");
  return `<text font-size="${n(line.size)}" font-family="${line.font}" fill="${line.fill}" text-anchor="middle">${tspans}</text>`;
}

/**
 * A bar as wide as the line would set (fitSize's glyph widths, a little narrower: they err wide) and as
 * tall as its lower-case letters, or its capitals for a brand.
 */
function bar(transform: string, line: Omit<TextLine, "y">, y: number, text: string): string {
  // No text, no bar (a watch named only "Watch" has no model line to letter).
  const chars = [...text.trim()].length;
  if (!chars) return "";
  const width = 0.9 * (line.caps ? chars * (line.size * 0.74 + 1) : chars * line.size * 0.56);
  const height = line.size * (line.caps ? 0.7 : 0.5);
  return (
    `<rect ${transform}x="${n(line.x - width / 2)}" y="${n(y - height)}" width="${n(width)}" height="${n(height)}"` +
    ` rx="${n(height / 3)}" fill="${line.fill}" opacity=".75"/>`
  );
}

/**
 * The font size at which `text` fills at most `width`, capped at `max`. Average glyph widths are
 * estimates (no font metrics on the server), erring wide so text never spills over a label.
 */
export function fitSize(text: string, width: number, max: number, upper = false): number {
  const chars = Math.max(1, [...text].length);
  // Capitals are wider and are set with 1 unit of letter-spacing (see the labels).
  const size = upper ? (width - chars) / (chars * 0.74) : width / (chars * 0.56);
  return Math.max(6, Math.min(max, size));
}

/** Splits a name into at most two lines of similar length (a label has room for no more). */
export function twoLines(text: string, maxChars = 22): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (text.length <= maxChars / 1.6 || words.length < 2) return [clip(text, maxChars)];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [clip(words.slice(0, best).join(" "), maxChars), clip(words.slice(best).join(" "), maxChars)];
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The SVG document: fixed width, height and viewBox, a backdrop, and a scene drawn on a `sceneWidth` ×
 * `sceneHeight` stage, scaled to fit and centred. Nothing external, no script: safe as an <img>.
 */
export function svgDocument(
  { width, height, title, backdrop }: { width: number; height: number; title: string; backdrop: string },
  [sceneWidth, sceneHeight]: [number, number],
  scene: string,
): string {
  const s = Math.min(width / sceneWidth, height / sceneHeight);
  const fitted =
    s === 1 && width === sceneWidth && height === sceneHeight
      ? scene
      : `<g transform="translate(${n((width - sceneWidth * s) / 2)} ${n((height - sceneHeight * s) / 2)}) scale(${Math.round(s * 1000) / 1000})">${scene}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="${width}" height="${height}" fill="${backdrop}"/>${fitted}</svg>`
  );
}
