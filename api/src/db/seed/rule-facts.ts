import type { ProductKind } from "../../rules/types.ts";
export { sizeFactsOf, type SizeFacts } from "../../rules/size-facts.ts";

/**
 * What the trip's rules need of a demo product (migration 010): the kind of its subcategory, a strength
 * typical of it, and per size the liquid, sticks or tobacco it holds. Derived from the product's id and
 * size, not drawn from the seed's random sequence, so that every other demo value stays as it was.
 */
const KINDS: Record<string, ProductKind> = {
  whisky: "spirits",
  vodka: "spirits",
  gin: "spirits",
  rum: "spirits",
  cognac: "spirits",
  liqueur: "spirits", // or "fortified", by strength: see kindOf
  "red-wine": "wine",
  "white-wine": "wine",
  "rose-wine": "wine",
  champagne: "sparkling",
  "sparkling-wine": "sparkling",
  cigarettes: "cigarettes",
  cigars: "cigars",
  "pipe-tobacco": "tobacco",
  "womens-fragrances": "perfume",
  "mens-fragrances": "perfume",
  "unisex-fragrances": "perfume",
};

/** Strengths (% vol) as the subcategory's bottles come; a product takes one by its id. */
const STRENGTHS: Record<string, number[]> = {
  whisky: [40, 43, 46, 40, 48, 57.1],
  vodka: [40, 37.5, 40, 42],
  gin: [40, 41.2, 43, 47],
  rum: [40, 37.5, 43, 41],
  cognac: [40, 40, 42],
  liqueur: [17, 20, 24, 30, 35, 15],
  "red-wine": [13.5, 14, 13, 14.5],
  "white-wine": [12.5, 13, 12],
  "rose-wine": [12, 12.5, 11.5],
  champagne: [12, 12.5],
  "sparkling-wine": [11, 11.5, 12],
};

/** A liqueur up to 22 % vol counts as an intermediate product, as fortified wines do. */
const INTERMEDIATE_MAX_ABV = 22;

export interface RuleFacts {
  kind: ProductKind;
  abv: number | null;
}

export function ruleFactsOf(subcategory: string, productId: number): RuleFacts {
  const strengths = STRENGTHS[subcategory];
  const abv = strengths ? strengths[productId % strengths.length] : null;
  let kind = KINDS[subcategory] ?? "other";
  if (subcategory === "liqueur" && abv !== null && abv <= INTERMEDIATE_MAX_ABV) kind = "fortified";
  return { kind, abv };
}
