import type { ProductKind } from "./types.ts";

/**
 * What a size written as an amount holds, for the rules: the seed sets a demo product's sizes from it,
 * and the storefront reads a list row that has no facts yet (one added offline) the same way.
 */
export interface SizeFacts {
  volumeMl: number | null;
  sticks: number | null;
  tobaccoG: number | null;
}

/** "700 ml", "1.5 L" → volume; "Carton of 200", "Box of 25" → sticks; "50 g" of tobacco → grams. */
export function sizeFactsOf(kind: ProductKind, size: string): SizeFacts {
  const facts: SizeFacts = { volumeMl: null, sticks: null, tobaccoG: null };
  const liquid = /^(\d+(?:\.\d+)?)\s*(ml|l)$/i.exec(size.trim());
  if (liquid) facts.volumeMl = Math.round(Number(liquid[1]) * (liquid[2].toLowerCase() === "l" ? 1000 : 1));
  const count = /^(?:box|carton|pack) of (\d+)$/i.exec(size.trim());
  if (count && (kind === "cigarettes" || kind === "cigarillos" || kind === "cigars")) facts.sticks = Number(count[1]);
  const grams = /^(\d+)\s*g$/i.exec(size.trim());
  if (grams && kind === "tobacco") facts.tobaccoG = Number(grams[1]);
  return facts;
}
