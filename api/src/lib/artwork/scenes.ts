import { hash } from "../../db/seed/random.ts";
import { drawObject } from "./draw.ts";
import { kindOf, type Kind } from "./kinds.ts";
import { brandColours, schemeAt } from "./palette.ts";
import { SANS, SERIF, escapeXml, fitSize, n, svgDocument, twoLines } from "./svg.ts";

/** A shelf of up to three objects, each labelled with what it is (a subcategory's name). */
export interface Shelf {
  kind: Kind;
  title: string;
}

/** What a subcategory row from the database becomes on a shelf. */
export const shelfItem = ({ slug, name }: { slug: string; name: string }, category = ""): Shelf => ({
  kind: kindOf({ subcategory: slug, category }),
  title: name,
});

// Close together, because the categories page crops these pictures to a square around the middle.
const SLOTS = [
  [600, 0.96],
  [405, 0.76],
  [795, 0.76],
] as const;

/** Objects side by side on a 1200 × 630 picture: the first in the middle and a little larger. */
function shelf(items: Shelf[], seed: number): string {
  const shown = items.slice(0, 3);
  return (
    shown
      .map((item, i) => {
        const [cx, scale] =
          shown.length === 2
            ? (
                [
                  [470, 0.9],
                  [730, 0.9],
                ] as const
              )[i]
            : SLOTS[i];
        const look = {
          brand: item.title,
          line: "",
          colours: schemeAt(seed + i * 5),
          seed: seed + i,
          words: item.title.toLowerCase(),
        };
        const tx = cx - 300 * scale;
        const ty = 590 - 542 * scale;
        return {
          i,
          svg: `<g transform="translate(${n(tx)} ${n(ty)}) scale(${scale})">${drawObject(item.kind, look).body}</g>`,
        };
      })
      // The middle one is drawn last, in front of its neighbours.
      .sort((a, b) => b.i - a.i)
      .map((x) => x.svg)
      .join("")
  );
}

/** A soft light behind the objects, and the table they stand on (the wall is the backdrop). */
function room(table: string): string {
  return `<circle cx="600" cy="300" r="290" fill="#fff" opacity=".35"/><rect y="580" width="1200" height="50" fill="${table}"/>`;
}

/** A category or thematic section: its kinds of product together. */
export function shelfArtwork({
  slug,
  title,
  items,
  width,
  height,
}: {
  slug: string;
  title: string;
  items: Shelf[];
  width: number;
  height: number;
}) {
  const seed = hash(slug);
  const scheme = schemeAt(seed);
  const body = room("#00000014") + shelf(items.length ? items : [{ kind: "gift", title }], seed);
  return svgDocument({ width, height, title, backdrop: scheme.stage }, [1200, 630], body);
}

/** Scenes for the blog's categories: a window on the apron, a wrapped present, a tasting glass, a vanity. */
const PROPS: Record<string, (accent: string) => string> = {
  "travel-guides": () =>
    `<rect x="60" y="60" width="240" height="330" rx="110" fill="#cfe3f3" stroke="#fff" stroke-width="18"/><path d="M110 230L250 190L262 200L200 226L236 262L222 266L180 236L128 246Z" fill="#fff"/>`,
  "tasting-notes": () =>
    `<path d="M1010 380H1110L1100 470Q1060 490 1020 470Z" fill="#f3ede4" stroke="#8c979c" stroke-width="4"/><path d="M1016 420H1104L1100 466Q1060 482 1020 466Z" fill="#c47a1e" opacity=".8"/>`,
  "gift-ideas": (accent) =>
    `<rect x="980" y="420" width="150" height="160" fill="${accent}"/><rect x="1045" y="420" width="20" height="160" fill="#fff"/><path d="M1055 420C1010 370 1000 420 1055 420C1110 420 1100 370 1055 420Z" fill="none" stroke="#fff" stroke-width="10"/>`,
  "beauty-edit": () => `<ellipse cx="1080" cy="200" rx="90" ry="120" fill="#fff" stroke="#d8c9b8" stroke-width="14"/>`,
};

export function articleArtwork({
  slug,
  title,
  blogCategory,
  items,
  width,
  height,
}: {
  slug: string;
  title: string;
  blogCategory: string;
  items: Shelf[];
  width: number;
  height: number;
}) {
  const seed = hash(slug);
  const scheme = schemeAt(seed);
  const prop = PROPS[blogCategory]?.(scheme.accent) ?? "";
  const body = room("#00000014") + prop + shelf(items.length ? items.slice(0, 2) : [{ kind: "gift", title }], seed);
  return svgDocument({ width, height, title, backdrop: scheme.stage }, [1200, 630], body);
}

/** A brand's logo: its monogram in a roundel and its name, in the colours its products' labels wear. */
export function brandArtwork({
  slug,
  name,
  width,
  height,
}: {
  slug: string;
  name: string;
  width: number;
  height: number;
}) {
  const { label: paper, ink, accent } = brandColours(slug);
  const initials =
    name
      .split(/[\s&.-]+/)
      .filter((w) => /^\p{Lu}/u.test(w))
      .slice(0, 2)
      .map((w) => [...w][0])
      .join("") ||
    [...name][0]?.toUpperCase() ||
    "?";
  // Tiles show pictures at 16:10, cropping a 2:1 logo's sides: everything stays inside the 16:10 middle.
  const safe = Math.max(0, (width - height * 1.6) / 2);
  const r = height * 0.28;
  const cx = safe + height * 0.4;
  const right = width - safe - height * 0.1;
  const textX = (cx + r + right) / 2;
  const room = right - cx - r - height * 0.06;
  const lines = twoLines(name.toUpperCase(), 16);
  const size = Math.min(...lines.map((l) => fitSize(l, room, height * 0.2, true)));
  const top = height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const tspans = lines
    .map((l, i) => `<tspan x="${n(textX)}" y="${n(top + i * size * 1.15)}">${escapeXml(l)}</tspan>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${name} logo`)}">` +
    `<rect width="${width}" height="${height}" fill="${paper}"/>` +
    `<rect x="${n(safe + 5)}" y="5" width="${n(width - 2 * safe - 10)}" height="${height - 10}" rx="6" fill="none" stroke="${accent}" stroke-width="2"/>` +
    `<circle cx="${n(cx)}" cy="${height / 2}" r="${n(r)}" fill="${accent}"/>` +
    `<text x="${n(cx)}" y="${n(height / 2 + r * 0.36)}" font-size="${n(r * (initials.length > 1 ? 0.9 : 1.1))}" font-family="${SERIF}" font-weight="700" fill="${paper}" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text font-size="${n(size)}" font-family="${SANS}" font-weight="700" fill="${ink}" text-anchor="middle" letter-spacing="1">${tspans}</text></svg>`
  );
}
