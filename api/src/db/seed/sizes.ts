/**
 * How a size's price relates to the others' of one product. A bigger bottle or box costs more, but
 * less than in proportion (as shelves price them): the price grows with the amount to the power 0.8.
 * Sizes that are not amounts ("38 mm" watches, "One size") step up 8 % each.
 */
const UNITS: Record<string, number> = { ml: 1, l: 1000, g: 1, kg: 1000 };

/** The amount a size holds in ml or g ("1.5 L" → 1500, "Box of 25" → 25), or undefined. */
export function sizeAmount(size: string): number | undefined {
  const unit = /^(\d+(?:\.\d+)?)\s*(ml|l|g|kg)$/i.exec(size.trim());
  if (unit) return Number(unit[1]) * UNITS[unit[2].toLowerCase()];
  const count = /^(?:box|carton|pack) of (\d+)$/i.exec(size.trim());
  return count ? Number(count[1]) : undefined;
}

/** The price factor of `sizes[index]` against `sizes[reference]`. */
export function sizePriceFactor(sizes: string[], index: number, reference: number): number {
  const amount = sizeAmount(sizes[index]);
  const base = sizeAmount(sizes[reference]);
  if (amount !== undefined && base !== undefined) return (amount / base) ** 0.8;
  return 1.08 ** (index - reference);
}

/** The sizes a product comes in: a random run of its subcategory's sizes, in their order, mostly two or more. */
export function pickSizes(sizes: string[], random: { int(min: number, max: number): number }): number[] {
  if (sizes.length === 1) return [0];
  const count = random.int(Math.min(2, sizes.length), sizes.length);
  const start = random.int(0, sizes.length - count);
  return Array.from({ length: count }, (_, i) => start + i);
}
