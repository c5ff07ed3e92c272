import { Type } from "@fastify/type-provider-typebox";
import { Slug } from "../schemas/common.ts";
import { Subcategory } from "../schemas/catalogue.ts";
import { countSubcategories, subcategoriesPage, subcategoryBySlug } from "../repositories/subcategories.ts";
import { catalogueResource } from "./catalogue-resource.ts";

export const subcategoriesRoutes = catalogueResource({
  name: "Subcategory",
  list: {
    summary: "Subcategories in shop order, optionally of one category",
    schema: Subcategory,
    filters: Type.Object({ category: Type.Optional(Slug) }),
  },
  one: { summary: "One subcategory", schema: Subcategory },
  page: (db, { category }, limit, offset, lang) => subcategoriesPage(db, category ?? null, limit, offset, lang),
  count: (db, { category }) => countSubcategories(db, category ?? null),
  bySlug: (db, slug, _query, lang) => subcategoryBySlug(db, slug, lang),
});
