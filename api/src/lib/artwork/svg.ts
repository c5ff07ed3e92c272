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
