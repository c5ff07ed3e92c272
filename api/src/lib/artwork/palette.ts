import { hash } from "../../db/seed/random.ts";

/** A brand's colours: its label, the ink written on it, an accent (foil, cap, ribbon), and the stage behind. */
export interface BrandColours {
  label: string;
  ink: string;
  accent: string;
  stage: string;
}

/**
 * Curated label schemes, each readable (ink on label) and each with a calm backdrop. A brand gets one
 * by the hash of its slug, so a brand imported tomorrow has colours too, and they never change.
 */
const SCHEMES: BrandColours[] = [
  { label: "#f4ecd8", ink: "#1d1d1b", accent: "#b8892b", stage: "#e9e2d6" },
  { label: "#1f2a44", ink: "#f2e6c9", accent: "#c9a24a", stage: "#dfe4ec" },
  { label: "#151515", ink: "#e8d29a", accent: "#b8322a", stage: "#e6e1da" },
  { label: "#7a1f2b", ink: "#f6eadb", accent: "#d8b26e", stage: "#efe3df" },
  { label: "#20473a", ink: "#f1ead8", accent: "#c8a45c", stage: "#e1e8e2" },
  { label: "#ffffff", ink: "#1b3a6b", accent: "#d6423a", stage: "#e3e9f1" },
  { label: "#0f5e63", ink: "#ffffff", accent: "#f2b84b", stage: "#dceae9" },
  { label: "#f7d9d9", ink: "#5b1f3a", accent: "#c2185b", stage: "#f3e6e8" },
  { label: "#2b2b2b", ink: "#ffffff", accent: "#ff6f3c", stage: "#e5e5e3" },
  { label: "#ece6f7", ink: "#3a2a6b", accent: "#8e6cc9", stage: "#e9e5f0" },
  { label: "#f3c623", ink: "#1a1a1a", accent: "#b23a48", stage: "#f1ead2" },
  { label: "#c9d8e8", ink: "#0d2b45", accent: "#3b7dd8", stage: "#e2e8ee" },
];

export function brandColours(brandSlug: string): BrandColours {
  return SCHEMES[hash(brandSlug) % SCHEMES.length];
}

/** The scheme at a position, for compositions that show kinds rather than one brand (categories, sections). */
export function schemeAt(index: number): BrandColours {
  return SCHEMES[((index % SCHEMES.length) + SCHEMES.length) % SCHEMES.length];
}

/** The first colour whose keyword the product's name holds, else one picked by the product's hash. */
export function byWords(words: string, table: [RegExp, string][], fallback: string[], seed: number): string {
  for (const [pattern, colour] of table) if (pattern.test(words)) return colour;
  return fallback[seed % fallback.length];
}
