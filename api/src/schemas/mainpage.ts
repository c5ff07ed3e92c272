import { Type, type Static } from "@sinclair/typebox";
import { Brand, Category, ProductSummary, ThematicSectionSummary } from "./catalogue.ts";
import { ArticleSummary } from "./blog.ts";

/** GET /api/products/mainpage/ (optionally ?airport=): everything the home page shows. */
export const Mainpage = Type.Object({
  featured: Type.Array(ProductSummary),
  new_arrivals: Type.Array(ProductSummary),
  sections: Type.Array(ThematicSectionSummary),
  brands: Type.Array(Brand),
  categories: Type.Array(Category),
  articles: Type.Array(ArticleSummary),
});
export type Mainpage = Static<typeof Mainpage>;
