import { bag, jewellery, sunglasses, wallet, watch } from "./accessories.ts";
import { compact, dropper, jar, lipstick, perfume, tube } from "./beauty.ts";
import { champagne, cognac, gin, liqueur, rum, vodka, whisky, wine } from "./bottles.ts";
import { biscuits, chocolate, cigarettes, cigars, gift, sweets, tobacco } from "./boxes.ts";
import { charger, headphones, pillow } from "./gadgets.ts";
import type { Kind } from "./kinds.ts";
import type { Draw, Look } from "./look.ts";

/** One drawing per kind of product. */
const DRAW: Record<Kind, Draw> = {
  whisky,
  vodka,
  gin,
  rum,
  cognac,
  liqueur,
  wine,
  champagne,
  cigarettes,
  cigars,
  tobacco,
  perfume,
  jar,
  dropper,
  tube,
  lipstick,
  compact,
  chocolate,
  sweets,
  biscuits,
  sunglasses,
  watch,
  bag,
  wallet,
  jewellery,
  headphones,
  charger,
  pillow,
  gift,
};

/** The object with its shadow on the floor, on the 600 × 600 stage. */
export function drawObject(kind: Kind, look: Look) {
  const drawing = DRAW[kind](look);
  return {
    body: `<ellipse cx="300" cy="542" rx="230" ry="16" fill="#000" opacity=".13"/>${drawing.body}`,
    focus: drawing.focus,
  };
}
