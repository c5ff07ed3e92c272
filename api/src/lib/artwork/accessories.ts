import { label } from "./label.ts";
import type { Draw } from "./look.ts";
import { byWords } from "./palette.ts";
import { SANS, fitSize, textLine } from "./svg.ts";

const LEATHER = ["#6b3f24", "#2b2b2b", "#8a5a2b", "#1f2a44", "#7a1f2b"];

/** Lens outlines around the left lens's centre (195, 300); the right lens is its mirror image. */
const LENSES: [RegExp, string][] = [
  [/aviator|pilot/, "M110 250H270Q292 252 282 300Q266 382 200 384Q128 384 112 320Q104 270 110 250Z"],
  [/round/, "M195 220A80 80 0 1 1 195 380A80 80 0 1 1 195 220Z"],
  [/cat/, "M100 240Q180 250 280 262Q290 330 250 370Q200 392 150 370Q108 340 100 240Z"],
  [/wrap|sport/, "M100 262Q190 236 300 246V320Q250 372 180 364Q112 352 100 262Z"],
];
const WAYFARER = "M102 246H284L272 342Q266 366 240 366H138Q114 366 110 340Z";

/** Sunglasses in front of their hard case, which carries the brand. */
export const sunglasses: Draw = (look) => {
  const lens = byWords(look.words, LENSES, [WAYFARER], 0);
  const frame = [look.colours.label, "#1d1d1b", "#6e4424", "#b8892b"][look.seed % 4];
  const tint = ["#2f3b2f", "#4a3426", "#2b3440", "#1f4f7a"][(look.seed >>> 3) % 4];
  const lenses = `<path d="${lens}" fill="${tint}" stroke="${frame}" stroke-width="12"/><path d="M150 275Q170 265 200 268" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".35" fill="none"/>`;
  const body = [
    `<rect x="120" y="420" width="360" height="120" rx="60" fill="${look.colours.label}" stroke="${look.colours.accent}" stroke-width="3"/>`,
    label(look, { x: 190, y: 436, w: 220, h: 88, rx: 10 }),
    lenses,
    `<g transform="matrix(-1 0 0 1 600 0)">${lenses}</g>`,
    `<path d="M270 262Q300 240 330 262M100 256L70 246M500 256L530 246" stroke="${frame}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  ];
  return { body: body.join(""), focus: [300, 480] };
};

/** A watch face on: the dial in the brand's label colour, its name on the dial, hands at ten past ten. */
export const watch: Draw = (look) => {
  const { label: dial, ink, accent } = look.colours;
  const metal = look.seed % 3 === 0 ? "#d4b163" : "#c4cad0";
  const strap = /diver|gmt/.test(look.words) ? metal : LEATHER[look.seed % LEATHER.length];
  const brand = look.brand.toUpperCase();
  const model = look.line.replace(/\bwatch\b/i, "").trim();
  const extras: string[] = [];
  if (/diver/.test(look.words))
    extras.push(`<circle cx="300" cy="300" r="122" fill="none" stroke="${accent}" stroke-width="16"/>`);
  if (/chrono/.test(look.words))
    extras.push(
      `<circle cx="258" cy="330" r="22" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="342" cy="330" r="22" fill="none" stroke="${ink}" stroke-width="3"/>`,
    );
  if (/gmt|pilot/.test(look.words))
    extras.push(`<path d="M300 300L300 200" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`);
  const body = [
    `<rect x="240" y="20" width="120" height="560" rx="20" fill="${strap}"/>`,
    `<path d="M252 40V560M348 40V560" stroke="#fff" stroke-opacity=".3" stroke-width="2" stroke-dasharray="8 6"/>`,
    `<rect x="426" y="286" width="22" height="28" rx="4" fill="${metal}"/>`,
    `<circle cx="300" cy="300" r="140" fill="${metal}" stroke="#00000033" stroke-width="3"/>`,
    ...extras,
    `<circle cx="300" cy="300" r="108" fill="${dial}"/>`,
    // Twelve hour markers: one dashed circle, each dash centred on an hour.
    `<circle cx="300" cy="300" r="94" fill="none" stroke="${ink}" stroke-width="14" stroke-dasharray="4 45.2" stroke-dashoffset="2"/>`,
    textLine(
      look.lettering,
      { x: 300, y: 262, size: fitSize(brand, 120, 18, true), font: SANS, fill: ink, bold: true, caps: true },
      brand,
    ),
    textLine(look.lettering, { x: 300, y: 372, size: fitSize(model, 110, 13), font: SANS, fill: ink }, model),
    `<path d="M300 300L257 275M300 300L365 262" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M300 330V220" stroke="${accent}" stroke-width="3"/><circle cx="300" cy="300" r="8" fill="${accent}"/>`,
  ];
  return { body: body.join(""), focus: [300, 300] };
};

/** A bag in leather, the brand on a patch: a weekender, a crossbody with its flap, or a tote. */
export const bag: Draw = (look) => {
  const leather = LEATHER[look.seed % LEATHER.length];
  const { accent } = look.colours;
  const parts: string[] = [];
  if (/weekender|duffel/.test(look.words)) {
    parts.push(
      `<path d="M230 340Q300 200 370 340" fill="none" stroke="${leather}" stroke-width="18"/>`,
      `<path d="M100 530Q88 380 150 330H450Q512 380 500 530Z" fill="${leather}"/>`,
      `<path d="M150 352H450" stroke="${accent}" stroke-width="5" stroke-dasharray="10 6"/>`,
    );
  } else if (/crossbody|shoulder/.test(look.words)) {
    parts.push(
      `<path d="M190 350Q190 60 300 60Q410 60 410 350" fill="none" stroke="${leather}" stroke-width="10"/>`,
      `<rect x="160" y="330" width="280" height="210" rx="30" fill="${leather}"/>`,
      `<path d="M160 360Q160 330 190 330H410Q440 330 440 360V440Q300 480 160 440Z" fill="#000" opacity=".18"/>`,
    );
  } else {
    parts.push(
      `<path d="M220 310Q220 190 300 190Q380 190 380 310" fill="none" stroke="${leather}" stroke-width="16"/>`,
      `<path d="M160 530L180 300H420L440 530Z" fill="${leather}"/>`,
    );
  }
  parts.push(label(look, { x: 220, y: 400, w: 160, h: 86, rx: 8 }));
  return { body: parts.join(""), focus: [300, 443] };
};

/** A wallet, passport cover or card holder: stitched leather with the brand's plate. */
export const wallet: Draw = (look) => {
  const leather = LEATHER[look.seed % LEATHER.length];
  const tall = /passport|organi[sz]er/.test(look.words);
  const [w, h] = tall ? [260, 340] : [340, 240];
  const x = 300 - w / 2;
  const y = 540 - h;
  const body = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${leather}"/>`,
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="10" fill="none" stroke="${look.colours.accent}" stroke-width="3" stroke-dasharray="9 6"/>`,
    label(look, { x: 300 - 90, y: y + h / 2 - 50, w: 180, h: 100, rx: 6 }),
  ];
  return { body: body.join(""), focus: [300, y + h / 2] };
};

/** A piece of jewellery above its box: an amber or silver pendant, hoops, pearls or a bracelet. */
export const jewellery: Draw = (look) => {
  const metal = /silver|sterling|pearl/.test(look.words) ? "#b8bfc6" : "#d4af37";
  let piece: string;
  if (/earring|hoop|stud/.test(look.words)) {
    piece = /pearl|stud/.test(look.words)
      ? `<circle cx="220" cy="300" r="36" fill="#f3efe6" stroke="#d8d2c4" stroke-width="3"/><circle cx="380" cy="300" r="36" fill="#f3efe6" stroke="#d8d2c4" stroke-width="3"/>`
      : `<circle cx="210" cy="290" r="70" fill="none" stroke="${metal}" stroke-width="12"/><circle cx="390" cy="290" r="70" fill="none" stroke="${metal}" stroke-width="12"/>`;
  } else if (/bracelet|bangle/.test(look.words)) {
    piece = `<ellipse cx="300" cy="300" rx="150" ry="70" fill="none" stroke="${metal}" stroke-width="16"/>`;
  } else {
    const stone = /amber/.test(look.words) ? "#e39a2d" : look.colours.accent;
    piece = `<path d="M130 90Q300 440 470 90" fill="none" stroke="${metal}" stroke-width="5" stroke-dasharray="7 4"/><path d="M300 262Q344 310 300 372Q256 310 300 262Z" fill="${stone}" stroke="${metal}" stroke-width="5"/>`;
  }
  const body = [
    `<rect x="150" y="420" width="300" height="120" rx="10" fill="${look.colours.label}" stroke="${look.colours.accent}" stroke-width="3"/>`,
    label(look, { x: 170, y: 436, w: 260, h: 88 }),
    piece,
  ];
  return { body: body.join(""), focus: [300, 480] };
};
