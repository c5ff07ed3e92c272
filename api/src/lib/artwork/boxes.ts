import { label } from "./label.ts";
import type { Draw, Drawing, Look } from "./look.ts";

/** A box seen from a little above and to the left: a front, a lit top and a shaded side. */
function box(
  look: Look,
  {
    x,
    y,
    w,
    h,
    depth,
    fill = look.colours.label,
  }: { x: number; y: number; w: number; h: number; depth: number; fill?: string },
): string {
  const d = depth;
  const r = x + w;
  const edge = `stroke="${look.colours.ink}" stroke-opacity=".25" stroke-width="2"`;
  return [
    `<path d="M${x} ${y}L${x + d} ${y - d * 0.8}H${r + d}L${r} ${y}Z" fill="${fill}" ${edge}/>`,
    `<path d="M${x} ${y}L${x + d} ${y - d * 0.8}H${r + d}L${r} ${y}Z" fill="#fff" opacity=".25"/>`,
    `<path d="M${r} ${y}L${r + d} ${y - d * 0.8}V${y + h - d * 0.8}L${r} ${y + h}Z" fill="${fill}" ${edge}/>`,
    `<path d="M${r} ${y}L${r + d} ${y - d * 0.8}V${y + h - d * 0.8}L${r} ${y + h}Z" fill="#000" opacity=".2"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${edge}/>`,
  ].join("");
}

const COCOA = ["#4a2616", "#5e321d", "#3b1d10"];

/** A box of chocolates tied with a ribbon, two truffles in front; a bar is a wrapped slab. */
export const chocolate: Draw = (look) => {
  const { accent } = look.colours;
  const cocoa = COCOA[look.seed % COCOA.length];
  if (/\bbar\b|%/.test(look.words)) {
    const body = [
      `<g transform="rotate(-8 300 300)"><rect x="150" y="230" width="300" height="170" rx="6" fill="${cocoa}"/>`,
      `<path d="M225 230V400M300 230V400M375 230V400M150 315H450" stroke="#000" stroke-opacity=".3" stroke-width="4"/></g>`,
      `<rect x="100" y="350" width="400" height="180" rx="6" fill="${look.colours.label}" stroke="${accent}" stroke-width="3"/>`,
      `<rect x="100" y="350" width="60" height="180" fill="${accent}"/>`,
      label(look, { x: 180, y: 372, w: 300, h: 136, rx: 2 }),
    ];
    return { body: body.join(""), focus: [330, 440] };
  }
  const body = [
    box(look, { x: 90, y: 320, w: 360, h: 200, depth: 70 }),
    `<path d="M390 320L460 264H490L420 320ZM420 320V520H390V320Z" fill="${accent}"/>`,
    label(look, { x: 118, y: 346, w: 250, h: 148, rx: 6 }),
    `<circle cx="470" cy="518" r="22" fill="${cocoa}"/><circle cx="522" cy="522" r="18" fill="#7a4a2c"/>`,
    `<path d="M460 506Q470 500 480 506" stroke="#fff" stroke-opacity=".4" stroke-width="3" fill="none"/>`,
  ];
  return { body: body.join(""), focus: [243, 420] };
};

/** A round tin with its label, sweets spilled in front; biscuits get a wide, low tin. */
function tin(look: Look, { x0, x1, top, sweets }: { x0: number; x1: number; top: number; sweets: boolean }): Drawing {
  const { label: paper, accent } = look.colours;
  const cx = (x0 + x1) / 2;
  const rx = (x1 - x0) / 2;
  const candies = sweets
    ? ["#e23b3b", "#f2b11c", "#3bab5a", "#7b4bc4"]
        .map(
          (c, i) =>
            `<ellipse cx="${130 + i * 110 + (i % 2) * 20}" cy="${532 - (i % 2) * 6}" rx="22" ry="12" fill="${c}"/>`,
        )
        .join("")
    : "";
  const body = [
    `<path d="M${x0} ${top}V510A${rx} 30 0 0 0 ${x1} 510V${top}Z" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
    `<ellipse cx="${cx}" cy="${top}" rx="${rx + 6}" ry="30" fill="${accent}"/>`,
    `<ellipse cx="${cx}" cy="${top - 6}" rx="${rx - 14}" ry="18" fill="#fff" opacity=".25"/>`,
    label(look, { x: x0 + 26, y: top + 50, w: x1 - x0 - 52, h: Math.min(130, 470 - top - 40) }),
    candies,
  ];
  return { body: body.join(""), focus: [cx, top + 50 + Math.min(130, 470 - top - 40) / 2] };
}

export const sweets: Draw = (look) => tin(look, { x0: 180, x1: 420, top: 300, sweets: true });
export const biscuits: Draw = (look) => tin(look, { x0: 120, x1: 480, top: 340, sweets: false });

/** A carton of cigarettes with one pack standing in front. */
export const cigarettes: Draw = (look) => {
  const { label: paper, accent, ink } = look.colours;
  const body = [
    box(look, { x: 60, y: 290, w: 400, h: 130, depth: 60 }),
    `<path d="M140 290V420M220 290V420M300 290V420M380 290V420" stroke="${ink}" stroke-opacity=".15" stroke-width="2"/>`,
    label(look, { x: 80, y: 306, w: 250, h: 98 }),
    `<rect x="360" y="360" width="130" height="180" rx="4" fill="${paper}" stroke="${ink}" stroke-opacity=".3" stroke-width="2"/>`,
    `<rect x="360" y="360" width="130" height="44" rx="4" fill="${accent}"/>`,
    label(look, { x: 372, y: 420, w: 106, h: 60, name: false }),
    `<rect x="372" y="492" width="106" height="36" fill="#fff"/>`,
  ];
  return { body: body.join(""), focus: [205, 355] };
};

/** Cigars with the brand's band, lying on their cedar box. */
export const cigars: Draw = (look) => {
  const { label: paper, accent } = look.colours;
  const cigar = (y: number, fill: string) =>
    `<rect x="110" y="${y}" width="380" height="40" rx="20" fill="${fill}"/><rect x="180" y="${y}" width="40" height="40" fill="${paper}" stroke="${accent}" stroke-width="3"/>`;
  const body = [
    box(look, { x: 70, y: 400, w: 420, h: 140, depth: 40, fill: "#b07a4f" }),
    `<g transform="rotate(-6 300 360)">${cigar(300, "#6b4326")}${cigar(346, "#5a381f")}</g>`,
    label(look, { x: 160, y: 420, w: 240, h: 100 }),
  ];
  return { body: body.join(""), focus: [280, 470] };
};

/** A round tin of pipe tobacco or cigarillos, seen from above, its lid the label. */
export const tobacco: Draw = (look) => {
  const { label: paper, accent } = look.colours;
  const body = [
    `<ellipse cx="300" cy="420" rx="200" ry="120" fill="${accent}"/>`,
    `<ellipse cx="300" cy="400" rx="200" ry="120" fill="${paper}" stroke="${accent}" stroke-width="4"/>`,
    `<ellipse cx="300" cy="400" rx="176" ry="100" fill="none" stroke="${accent}" stroke-width="2"/>`,
    label(look, { x: 180, y: 350, w: 240, h: 100, rx: 12 }),
  ];
  return { body: body.join(""), focus: [300, 400] };
};

/** Anything else: a gift box with a bow, the brand's label on its front. */
export const gift: Draw = (look) => {
  const { accent } = look.colours;
  const body = [
    box(look, { x: 150, y: 330, w: 280, h: 210, depth: 40 }),
    `<rect x="140" y="300" width="300" height="50" fill="${accent}"/>`,
    `<path d="M290 300C230 240 210 300 290 300C370 300 350 240 290 300Z" fill="none" stroke="${accent}" stroke-width="14"/>`,
    label(look, { x: 176, y: 370, w: 228, h: 140 }),
  ];
  return { body: body.join(""), focus: [290, 440] };
};
