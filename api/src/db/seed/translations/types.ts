import type { ArticleBlock } from "../../../schemas/blog.ts";

/**
 * The demo catalogue's text in one more language, keyed by what identifies the English original.
 * Anything left out is served in English (the API falls back field by field), so a partial translation
 * is valid; the seed test checks that every key names something that exists and that lists line up.
 */
export interface CatalogueTranslation {
  /** By category slug (catalogue.ts). */
  categories: Record<string, { name: string; description: string }>;
  /**
   * By subcategory slug. `notes` are the sentences product descriptions are composed from: the same
   * number and order as the English `notes`, so a product's description picks the same facts in every
   * language.
   */
  subcategories: Record<string, { name: string; description: string; notes: string[] }>;
  /** By the section's English name (sections.ts). */
  sections: Record<string, { name: string; description: string; body: string }>;
  /** By brand name (brand names themselves are not translated). */
  brands: Record<string, { description: string }>;
  /** By blog category slug (articles.ts). */
  blogCategories: Record<string, { name: string; description: string }>;
  /** By the article's English title: a full translation of title, excerpt and every body block, in order. */
  articles: Record<string, { title: string; excerpt: string; body: ArticleBlock[] }>;
}
