import { label } from "./label.ts";
import type { Draw } from "./look.ts";

const DEVICE = ["#1e1e1e", "#e9e6e1", "#1f2a44", "#7a8087"];

/** Headphones (or an earbuds case) above their box in the brand's colours. */
export const headphones: Draw = (look) => {
  const shell = DEVICE[look.seed % DEVICE.length];
  const device = /earbud|wireless earbuds|sport earbuds/.test(look.words)
    ? `<rect x="220" y="230" width="160" height="170" rx="60" fill="${shell}" stroke="#00000033" stroke-width="3"/><path d="M220 300H380" stroke="#00000055" stroke-width="3"/><circle cx="300" cy="340" r="5" fill="${look.colours.accent}"/>`
    : `<path d="M170 340C170 110 430 110 430 340" fill="none" stroke="${shell}" stroke-width="24" stroke-linecap="round"/><rect x="128" y="290" width="84" height="140" rx="38" fill="${shell}" stroke="#00000033" stroke-width="3"/><rect x="388" y="290" width="84" height="140" rx="38" fill="${shell}" stroke="#00000033" stroke-width="3"/><rect x="196" y="310" width="22" height="100" rx="10" fill="${look.colours.accent}"/><rect x="382" y="310" width="22" height="100" rx="10" fill="${look.colours.accent}"/>`;
  const body = [
    `<rect x="150" y="440" width="300" height="100" rx="8" fill="${look.colours.label}" stroke="${look.colours.accent}" stroke-width="3"/>`,
    label(look, { x: 166, y: 450, w: 268, h: 80 }),
    device,
  ];
  return { body: body.join(""), focus: [300, 490] };
};

/** A power bank with its charge lights; an adapter or charger is a cube with prongs. */
export const charger: Draw = (look) => {
  const shell = DEVICE[look.seed % DEVICE.length];
  const { accent } = look.colours;
  if (/adapter|charger|cable/.test(look.words)) {
    const body = [
      `<rect x="262" y="150" width="22" height="70" rx="4" fill="#9aa2a9"/><rect x="316" y="150" width="22" height="70" rx="4" fill="#9aa2a9"/>`,
      `<rect x="170" y="210" width="260" height="330" rx="36" fill="${shell}" stroke="#00000033" stroke-width="3"/>`,
      `<rect x="250" y="490" width="100" height="20" rx="6" fill="#00000066"/>`,
      label(look, { x: 196, y: 300, w: 208, h: 120 }),
    ];
    return { body: body.join(""), focus: [300, 360] };
  }
  const lights = [0, 1, 2, 3]
    .map((i) => `<circle cx="${255 + i * 30}" cy="500" r="7" fill="${i < 3 ? accent : "#ffffff55"}"/>`)
    .join("");
  const body = [
    `<rect x="190" y="140" width="220" height="400" rx="34" fill="${shell}" stroke="#00000033" stroke-width="3"/>`,
    `<rect x="270" y="150" width="60" height="12" rx="6" fill="#00000066"/>`,
    label(look, { x: 210, y: 250, w: 180, h: 150 }),
    lights,
  ];
  return { body: body.join(""), focus: [300, 325] };
};

/** A neck pillow, a sleep mask, or a zipped travel pouch, each with the brand's sewn-in tag. */
export const pillow: Draw = (look) => {
  const { label: paper, accent } = look.colours;
  const cloth = ["#8fa3b8", "#c9b79c", "#5e6b7a", "#b07a8c"][look.seed % 4];
  if (/pillow/.test(look.words)) {
    const body = [
      `<path d="M200 200C90 300 150 490 300 490C450 490 510 300 400 200" fill="none" stroke="${cloth}" stroke-width="100" stroke-linecap="round"/>`,
      `<path d="M200 200C110 300 170 470 300 470" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".25"/>`,
      label(look, { x: 220, y: 430, w: 160, h: 90, rx: 6 }),
    ];
    return { body: body.join(""), focus: [300, 475] };
  }
  if (/mask/.test(look.words)) {
    const body = [
      `<path d="M80 300Q80 200 300 230Q520 200 520 300Q520 420 400 410Q330 400 300 360Q270 400 200 410Q80 420 80 300Z" fill="${cloth}"/>`,
      `<path d="M80 290H40M520 290H560" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`,
      label(look, { x: 200, y: 440, w: 200, h: 90, rx: 6 }),
    ];
    return { body: body.join(""), focus: [300, 485] };
  }
  const body = [
    `<rect x="120" y="280" width="360" height="260" rx="40" fill="${cloth}"/>`,
    `<path d="M140 310H460" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><rect x="420" y="296" width="28" height="40" rx="6" fill="${paper}"/>`,
    label(look, { x: 190, y: 360, w: 220, h: 130, rx: 6 }),
  ];
  return { body: body.join(""), focus: [300, 425] };
};
