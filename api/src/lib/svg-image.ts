import { hash } from "../db/seed/random.ts";

/** Text for an SVG text node or attribute: nothing from a name can open a tag or an entity. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters; the last line ends in "…" if cut. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, width - 1)}…`;
  }
  return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

/**
 * A placeholder picture: a colour field picked from the slug's hash, a few shapes that differ per view,
 * and the name written across it. The same slug always gives the same bytes.
 */
export function placeholderSvg({
  slug,
  label,
  width,
  height,
  view = 1,
}: {
  slug: string;
  label: string;
  width: number;
  height: number;
  view?: number;
}): string {
  const h = hash(`${slug}#${view}`);
  const hue = h % 360;
  const accent = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const fontSize = Math.round(Math.min(width, height) / (height < 200 ? 6 : 12));
  const chars = Math.max(8, Math.floor((width * 0.8) / (fontSize * 0.55)));
  const lines = wrap(label, chars, height < 200 ? 2 : 4);
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const r = Math.min(width, height) * (0.25 + ((h >>> 3) % 20) / 100);
  const cx = width * (0.15 + ((h >>> 5) % 70) / 100);
  const cy = height * (0.15 + ((h >>> 7) % 70) / 100);
  const text = lines
    .map((l, i) => `<tspan x="${width / 2}" y="${(top + i * fontSize * 1.2).toFixed(1)}">${escapeXml(l)}</tspan>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue},55%,42%)"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="hsl(${accent},65%,60%)" opacity="0.55"/>`,
    `<rect x="${(width * 0.08).toFixed(1)}" y="${(height * 0.08).toFixed(1)}" width="${(width * 0.84).toFixed(1)}" height="${(height * 0.84).toFixed(1)}" rx="${(fontSize / 2).toFixed(1)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    `</svg>`,
  ].join("");
}
