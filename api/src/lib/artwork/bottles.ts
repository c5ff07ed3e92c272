import { label } from "./label.ts";
import type { Draw, Drawing, Look } from "./look.ts";
import { byWords } from "./palette.ts";
import { n } from "./svg.ts";

const FLOOR = 540;
const GLASS_EDGE = "#7d8a86";

interface BottleShape {
  /** Body from x0 to x1; its straight sides start at `top`; the neck (width `neck`) starts at `shoulder` and ends at `lip`. */
  x0: number;
  x1: number;
  top: number;
  shoulder: number;
  neck: number;
  lip: number;
  /** "round": a quick curve (whisky, gin); "slope": the long shoulders of Burgundy and Champagne. */
  curve: "round" | "slope";
  glass: string;
  /** A liquid seen through clear glass, filling the body from `level` down; none for dark glass. */
  liquid?: string;
  level?: number;
  cap: string;
  capHeight: number;
}

/** The outline of a bottle standing on the floor, symmetric about x = 300. */
function outline(s: BottleShape): string {
  const l = 300 - s.neck / 2;
  const r = 300 + s.neck / 2;
  const k = 12; // the rounded heel
  const shoulderL =
    s.curve === "round"
      ? `Q${s.x0} ${s.shoulder} ${l} ${s.shoulder}`
      : `C${s.x0} ${n(s.top - (s.top - s.shoulder) * 0.55)} ${l} ${n(s.shoulder + 40)} ${l} ${s.shoulder}`;
  const shoulderR =
    s.curve === "round"
      ? `Q${s.x1} ${s.shoulder} ${s.x1} ${s.top}`
      : `C${r} ${n(s.shoulder + 40)} ${s.x1} ${n(s.top - (s.top - s.shoulder) * 0.55)} ${s.x1} ${s.top}`;
  return `M${s.x0 + k} ${FLOOR}Q${s.x0} ${FLOOR} ${s.x0} ${FLOOR - k}V${s.top}${shoulderL}V${s.lip}H${r}V${s.shoulder}${shoulderR}V${FLOOR - k}Q${s.x1} ${FLOOR} ${s.x1 - k} ${FLOOR}Z`;
}

function bottle(
  look: Look,
  s: BottleShape,
  labelBox: { y: number; h: number; inset: number; serif?: boolean },
): Drawing {
  const parts = [`<path d="${outline(s)}" fill="${s.glass}" stroke="${GLASS_EDGE}" stroke-width="3"/>`];
  if (s.liquid) {
    const level = s.level ?? s.top + 25;
    parts.push(
      `<rect x="${s.x0 + 9}" y="${level}" width="${s.x1 - s.x0 - 18}" height="${FLOOR - 9 - level}" rx="8" fill="${s.liquid}"/>`,
    );
  }
  // Light on the glass: a soft stripe down the left of the body and the neck.
  parts.push(
    `<rect x="${s.x0 + 14}" y="${s.top + 10}" width="14" height="${FLOOR - s.top - 40}" rx="7" fill="#fff" opacity=".35"/>`,
    `<rect x="${300 - s.neck / 2 + 6}" y="${s.lip + s.capHeight + 8}" width="7" height="${Math.max(10, s.shoulder - s.lip - s.capHeight - 10)}" rx="3" fill="#fff" opacity=".3"/>`,
    `<rect x="${300 - s.neck / 2 - 6}" y="${s.lip - 6}" width="${s.neck + 12}" height="${s.capHeight}" rx="6" fill="${s.cap}"/>`,
  );
  const w = s.x1 - s.x0 - labelBox.inset * 2;
  parts.push(label(look, { x: s.x0 + labelBox.inset, y: labelBox.y, w, h: labelBox.h, serif: labelBox.serif }));
  return { body: parts.join(""), focus: [300, labelBox.y + labelBox.h / 2] };
}

const AMBER: [RegExp, string][] = [
  [/sherry|port|double wood/, "#8e3f17"],
  [/peat|smok|islay/, "#b98a3a"],
  [/bourbon|rye|frontier/, "#b4541c"],
  [/irish|triple/, "#d79b3c"],
];

export const whisky: Draw = (look) =>
  bottle(
    look,
    {
      x0: 205,
      x1: 395,
      top: 255,
      shoulder: 208,
      neck: 56,
      lip: 132,
      curve: "round",
      glass: "#e4ebe8",
      liquid: byWords(look.words, AMBER, ["#c47a1e", "#b8691a", "#cf8a2c"], look.seed),
      cap: look.colours.accent,
      capHeight: 48,
    },
    { y: 330, h: 130, inset: 16, serif: true },
  );

export const vodka: Draw = (look) =>
  bottle(
    look,
    {
      x0: 228,
      x1: 372,
      top: 230,
      shoulder: 186,
      neck: 46,
      lip: 96,
      curve: "round",
      glass: byWords(
        look.words,
        [
          [/gold/, "#f1e2b3"],
          [/bison|grass/, "#e4eccb"],
          [/citrus/, "#f4efc8"],
        ],
        ["#e8f1f6", "#eef3f6"],
        look.seed,
      ),
      cap: "#b9c0c6",
      capHeight: 40,
    },
    { y: 310, h: 120, inset: 12 },
  );

export const gin: Draw = (look) =>
  bottle(
    look,
    {
      x0: 210,
      x1: 390,
      top: 250,
      shoulder: 222,
      neck: 62,
      lip: 152,
      curve: "round",
      glass: byWords(
        look.words,
        [
          [/pink|grapefruit|sloe|rose/, "#f3c3cb"],
          [/navy/, "#c9d6ea"],
          [/citrus/, "#eef0c4"],
        ],
        ["#cfe5dc", "#d4e6ee"],
        look.seed,
      ),
      cap: look.colours.accent,
      capHeight: 42,
    },
    { y: 315, h: 140, inset: 18 },
  );

export const rum: Draw = (look) =>
  bottle(
    look,
    {
      x0: 210,
      x1: 390,
      top: 270,
      shoulder: 200,
      neck: 50,
      lip: 124,
      curve: "round",
      glass: "#e2e6df",
      liquid: byWords(
        look.words,
        [
          [/white/, "#f2f2ea"],
          [/spiced/, "#a5541d"],
          [/dark|overproof/, "#4f220c"],
        ],
        ["#7d3a12", "#8a4414"],
        look.seed,
      ),
      cap: look.colours.accent,
      capHeight: 46,
    },
    { y: 340, h: 125, inset: 16 },
  );

export const liqueur: Draw = (look) =>
  bottle(
    look,
    {
      x0: 215,
      x1: 385,
      top: 300,
      shoulder: 218,
      neck: 48,
      lip: 130,
      curve: "round",
      glass: "#e6e3da",
      liquid: byWords(
        look.words,
        [
          [/cream|caramel/, "#cdb08a"],
          [/coffee/, "#2e1a10"],
          [/amaretto/, "#a8461a"],
          [/herbal|bitter/, "#4b3b17"],
          [/orange/, "#e07b1f"],
          [/limoncello|lemon/, "#eed23a"],
        ],
        ["#8c2f39", "#a8461a"],
        look.seed,
      ),
      level: 250,
      cap: look.colours.accent,
      capHeight: 44,
    },
    { y: 360, h: 120, inset: 14 },
  );

/** A cognac decanter: a round belly, a slim neck and a glass stopper. */
export const cognac: Draw = (look) => {
  const liquid = byWords(
    look.words,
    [
      [/xo|hors/, "#7e3510"],
      [/vs\b/, "#c0661f"],
    ],
    ["#a4521a", "#93461a"],
    look.seed,
  );
  const body = [
    `<path d="M282 330V206H318V330C400 340 440 390 440 440C440 500 400 540 300 540C200 540 160 500 160 440C160 390 200 340 282 330Z" fill="#e4e8e4" stroke="${GLASS_EDGE}" stroke-width="3"/>`,
    `<ellipse cx="300" cy="450" rx="128" ry="80" fill="${liquid}"/>`,
    `<ellipse cx="220" cy="430" rx="14" ry="40" fill="#fff" opacity=".35"/>`,
    `<rect x="274" y="196" width="52" height="16" rx="6" fill="${look.colours.accent}"/>`,
    `<circle cx="300" cy="168" r="30" fill="#eef1ee" stroke="${GLASS_EDGE}" stroke-width="3"/>`,
    label(look, { x: 222, y: 400, w: 156, h: 92, rx: 10, serif: true }),
  ];
  return { body: body.join(""), focus: [300, 446] };
};

/** A wine bottle in dark glass with a foil capsule; white and rosé in clear or pale glass. */
export const wine: Draw = (look) => {
  const rose = /ros[eé]/.test(look.words);
  const white = !rose && !/red/.test(look.words);
  return bottle(
    look,
    {
      x0: 232,
      x1: 368,
      top: 300,
      shoulder: 218,
      neck: 42,
      lip: 84,
      curve: "round",
      glass: rose ? "#f6e8e6" : white ? "#c9d39b" : "#23402c",
      liquid: rose ? "#eea1a1" : undefined,
      level: 250,
      cap: look.colours.accent,
      capHeight: 86,
    },
    { y: 372, h: 128, inset: 6, serif: true },
  );
};

/** Champagne and sparkling wine: long sloping shoulders, dark glass, foil down the neck. */
export const champagne: Draw = (look) => {
  const sparkling = !/champagne/.test(look.words);
  const shape = {
    x0: 228,
    x1: 372,
    top: 340,
    shoulder: 222,
    neck: 44,
    lip: 88,
    curve: "slope" as const,
    glass: sparkling ? "#3f5d2f" : "#1d3124",
    cap: look.colours.accent,
    capHeight: 20,
  };
  const drawn = bottle(look, shape, { y: 392, h: 112, inset: 10, serif: true });
  const foil = `<path d="M276 82H324V222L342 262H258L276 222Z" fill="${look.colours.accent}" stroke="#00000033" stroke-width="2"/><rect x="258" y="250" width="84" height="14" fill="${look.colours.label}"/>`;
  return { body: drawn.body + foil, focus: drawn.focus };
};
