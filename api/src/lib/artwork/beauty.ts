import { label } from "./label.ts";
import type { Draw } from "./look.ts";
import { byWords } from "./palette.ts";

const GLASS = "#eef2f4";
const EDGE = "#8c979c";

const JUICE: [RegExp, string][] = [
  [/rose|fleur|soie/, "#f4b3c2"],
  [/noir|black|leather|oud/, "#5b3326"],
  [/citrus|bloom/, "#f5d55a"],
  [/vanilla|santal/, "#efd6a6"],
  [/iris|midnight/, "#a08ad0"],
  [/ocean|sport|fresh|cologne/, "#86bde2"],
  [/cedar|vetiver|fig|tea/, "#a9c58a"],
  [/amber/, "#d98a2c"],
];

/** A perfume flacon in one of three cuts (block, round, faceted), chosen once per product. */
export const perfume: Draw = (look) => {
  const juice = byWords(look.words, JUICE, ["#f6c9a8", "#c9b7e6", "#f3a9a0", "#bfe0ea"], look.seed);
  const { accent, ink } = look.colours;
  const cut = look.seed % 3;
  const parts: string[] = [];
  if (cut === 0) {
    parts.push(
      `<rect x="190" y="290" width="220" height="250" rx="24" fill="${GLASS}" stroke="${EDGE}" stroke-width="3"/>`,
      `<rect x="208" y="308" width="184" height="214" rx="14" fill="${juice}"/>`,
      `<rect x="272" y="262" width="56" height="30" fill="${accent}"/>`,
      `<rect x="236" y="168" width="128" height="96" rx="10" fill="${ink}" stroke="${accent}" stroke-width="3"/>`,
    );
  } else if (cut === 1) {
    parts.push(
      `<circle cx="300" cy="418" r="122" fill="${GLASS}" stroke="${EDGE}" stroke-width="3"/>`,
      `<circle cx="300" cy="418" r="102" fill="${juice}"/>`,
      `<rect x="276" y="278" width="48" height="24" fill="${accent}"/>`,
      `<rect x="262" y="170" width="76" height="110" rx="8" fill="${ink}" stroke="${accent}" stroke-width="3"/>`,
    );
  } else {
    parts.push(
      `<path d="M212 300H388L420 340V508L388 540H212L180 508V340Z" fill="${GLASS}" stroke="${EDGE}" stroke-width="3"/>`,
      `<path d="M222 316H378L402 346V500L378 524H222L198 500V346Z" fill="${juice}"/>`,
      `<rect x="274" y="272" width="52" height="30" fill="${accent}"/>`,
      `<path d="M300 150L352 190V272H248V190Z" fill="${ink}" stroke="${accent}" stroke-width="3"/>`,
    );
  }
  parts.push(
    `<path d="M222 330V500" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".45"/>`,
    label(look, { x: 232, y: 380, w: 136, h: 76, rx: 3, serif: true }),
  );
  return { body: parts.join(""), focus: [300, 418] };
};

/** A cream jar: a wide frosted pot under a lid in the brand's accent. */
export const jar: Draw = (look) => {
  const { accent, ink } = look.colours;
  const body = [
    `<rect x="170" y="392" width="260" height="148" rx="26" fill="#f6f4f0" stroke="${EDGE}" stroke-width="3"/>`,
    `<rect x="158" y="330" width="284" height="72" rx="16" fill="${accent}" stroke="${ink}" stroke-opacity=".3" stroke-width="2"/>`,
    `<path d="M176 350H424" stroke="#fff" stroke-width="6" opacity=".35"/>`,
    label(look, { x: 196, y: 414, w: 208, h: 104, rx: 6 }),
  ];
  return { body: body.join(""), focus: [300, 466] };
};

/** A serum or foundation: a small glass bottle with a dropper or pump. */
export const dropper: Draw = (look) => {
  const glass = byWords(
    look.words,
    [
      [/vitamin|c\b/, "#d98b2b"],
      [/foundation/, "#e9c9a8"],
    ],
    ["#b8763a", "#c6d6df"],
    look.seed,
  );
  const { accent, ink } = look.colours;
  const body = [
    `<rect x="222" y="318" width="156" height="222" rx="18" fill="${glass}" stroke="${EDGE}" stroke-width="3"/>`,
    `<rect x="256" y="288" width="88" height="40" rx="6" fill="${accent}"/>`,
    `<rect x="272" y="176" width="56" height="116" rx="28" fill="${ink}"/>`,
    `<path d="M236 340V520" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".4"/>`,
    label(look, { x: 236, y: 388, w: 128, h: 96 }),
  ];
  return { body: body.join(""), focus: [300, 436] };
};

/** A tube standing on its cap: sun care, gels, cleansing foams. */
export const tube: Draw = (look) => {
  const { label: paper, accent, ink } = look.colours;
  const body = [
    `<path d="M206 140H394L362 470H238Z" fill="${paper}" stroke="${ink}" stroke-opacity=".35" stroke-width="3"/>`,
    `<rect x="200" y="124" width="200" height="26" rx="4" fill="${accent}"/>`,
    `<rect x="236" y="466" width="128" height="74" rx="12" fill="${accent}"/>`,
    `<path d="M228 180L250 440" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`,
    label(look, { x: 232, y: 230, w: 136, h: 130 }),
  ];
  return { body: body.join(""), focus: [300, 295] };
};

const LIP = ["#b3123a", "#d6336c", "#9c2a2a", "#c74b5a", "#a8325e"];

/** A lipstick with its cap beside it; mascaras and brow pencils are a slim tube with the label across. */
export const lipstick: Draw = (look) => {
  const { label: paper, accent } = look.colours;
  if (/mascara|brow|liner/.test(look.words)) {
    const body = [
      `<rect x="262" y="120" width="76" height="420" rx="38" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
      `<rect x="262" y="300" width="76" height="14" fill="${accent}"/>`,
      `<g transform="rotate(-90 300 430)">${label(look, { x: 215, y: 400, w: 170, h: 60 })}</g>`,
    ];
    return { body: body.join(""), focus: [300, 430] };
  }
  const colour = byWords(look.words, [[/nude|beige/, "#c98f7a"]], LIP, look.seed);
  const body = [
    `<rect x="120" y="360" width="104" height="180" rx="10" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
    `<path d="M268 322V236Q268 214 292 204L332 186V322Z" fill="${colour}"/>`,
    `<rect x="258" y="316" width="84" height="70" rx="4" fill="${accent}"/>`,
    `<rect x="246" y="380" width="108" height="160" rx="10" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
    `<path d="M280 232V312" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`,
    label(look, { x: 254, y: 410, w: 92, h: 100 }),
  ];
  return { body: body.join(""), focus: [300, 460] };
};

/** An open compact: a mirror in the lid, pans of colour in the base. */
export const compact: Draw = (look) => {
  const { label: paper, accent } = look.colours;
  const shades = [
    ["#e8b4a0", "#c97c6a", "#8e4b45"],
    ["#d9a38c", "#b86e7e", "#6e4a6b"],
    ["#f0c6b0", "#d98f8f", "#a7604e"],
  ][look.seed % 3];
  const pans = shades.map((c, i) => `<circle cx="${210 + i * 90}" cy="460" r="36" fill="${c}"/>`).join("");
  const body = [
    `<rect x="150" y="150" width="300" height="200" rx="28" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
    `<rect x="150" y="370" width="300" height="170" rx="28" fill="${paper}" stroke="${accent}" stroke-width="3"/>`,
    pans,
    label(look, { x: 190, y: 190, w: 220, h: 120 }),
  ];
  return { body: body.join(""), focus: [300, 300] };
};
