import type { Look } from "./look.ts";
import { SANS, SERIF, fitSize, n, textLine, textLines, twoLines } from "./svg.ts";

/**
 * A label in the brand's colours: the brand in capitals, a rule in the accent colour, then the product's
 * short name on up to two lines. Sizes follow the box, so one label serves a bottle and a carton alike.
 */
export function label(
  look: Look,
  {
    x,
    y,
    w,
    h,
    rx = 4,
    serif = false,
    name = true,
  }: { x: number; y: number; w: number; h: number; rx?: number; serif?: boolean; name?: boolean },
): string {
  const { label: paper, ink, accent } = look.colours;
  const cx = x + w / 2;
  const brand = look.brand.toUpperCase();
  const brandSize = fitSize(brand, w * 0.84, h * 0.26, true);
  const lines = name && look.line ? twoLines(look.line) : [];
  const nameSize = Math.min(...lines.map((l) => fitSize(l, w * 0.86, h * 0.16)), h * 0.16);
  const block = brandSize + (lines.length ? brandSize * 0.5 + lines.length * nameSize * 1.25 : 0);
  const top = y + (h - block) / 2;
  const font = serif ? SERIF : SANS;
  const parts = [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${paper}" stroke="${accent}" stroke-width="2"/>`,
    textLine(
      look.lettering,
      { x: cx, y: top + brandSize * 0.82, size: brandSize, font, fill: ink, bold: true, caps: true },
      brand,
    ),
  ];
  if (lines.length) {
    const ruleY = top + brandSize * 1.2;
    parts.push(`<path d="M${n(cx - w * 0.22)} ${n(ruleY)}H${n(cx + w * 0.22)}" stroke="${accent}" stroke-width="2"/>`);
    const baselines = lines.map((_, i) => ruleY + nameSize * (1.05 + i * 1.25));
    parts.push(textLines(look.lettering, { x: cx, size: nameSize, font, fill: ink }, lines, baselines));
  }
  return parts.join("");
}
