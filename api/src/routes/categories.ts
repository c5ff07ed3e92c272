import { Category } from "../schemas/catalogue.ts";
import { categoryBySlug, countCategories, queryCategories } from "../repositories/categories.ts";
import { catalogueResource } from "./catalogue-resource.ts";

export const categoriesRoutes = catalogueResource({
  name: "Category",
  list: { summary: "Categories in shop order, each with its subcategories", schema: Category },
  one: { summary: "One category", schema: Category },
  page: (db, _filters, limit, offset, lang) => queryCategories(db, { limit, offset, lang }),
  count: (db) => countCategories(db),
  bySlug: (db, slug, _query, lang) => categoryBySlug(db, slug, lang),
});
