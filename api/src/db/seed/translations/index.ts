import type { CatalogueTranslation } from "./types.ts";
import { PL } from "./pl.ts";
import { DE } from "./de.ts";

/** The demo catalogue's languages besides English, each a hand-written translation. */
export const TRANSLATIONS: Record<"pl" | "de", CatalogueTranslation> = { pl: PL, de: DE };

/** What a row's `translations` column holds (migration 008): language → field → text (or JSON). */
export type Translations = Record<string, Record<string, unknown>>;

type Part = keyof CatalogueTranslation;

/**
 * The `translations` of one seeded row: for each language that translates `key` in `part`, the fields
 * `pick` takes from its entry. Languages without it are left out (the API serves English there).
 */
export function translationsOf<P extends Part>(
  part: P,
  key: string,
  pick: (entry: CatalogueTranslation[P][string]) => Record<string, unknown> = (entry) => ({ ...entry }),
): Translations {
  const result: Translations = {};
  for (const [lang, translation] of Object.entries(TRANSLATIONS)) {
    const entry = (translation[part] as Record<string, CatalogueTranslation[P][string]>)[key];
    if (entry) result[lang] = pick(entry);
  }
  return result;
}

/**
 * A product's description in each language, composed like the English one (seed/generate.ts) from the
 * same facts: the subcategory's notes at `noteIndexes` and the brand's story.
 */
export function describedIn(subcategory: string, brand: string, noteIndexes: number[]): Translations {
  const result: Translations = {};
  for (const [lang, translation] of Object.entries(TRANSLATIONS)) {
    const notes = translation.subcategories[subcategory]?.notes;
    const story = translation.brands[brand]?.description;
    if (!notes || !story) continue;
    result[lang] = { description: [...noteIndexes.map((i) => notes[i]), story].join(" ") };
  }
  return result;
}
