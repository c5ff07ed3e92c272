import { Type } from "@fastify/type-provider-typebox";
import { Brand } from "../schemas/catalogue.ts";
import { brandBySlug, brandsMatching, countBrandsMatching } from "../repositories/brands.ts";
import { catalogueResource } from "./catalogue-resource.ts";

export const brandsRoutes = catalogueResource({
  name: "Brand",
  list: {
    summary: "Brands A to Z; `search` matches any part of the name",
    schema: Brand,
    filters: Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }),
  },
  one: { summary: "One brand", schema: Brand },
  page: (db, { search }, limit, offset, lang) => brandsMatching(db, search, limit, offset, lang),
  count: (db, { search }) => countBrandsMatching(db, search),
  bySlug: (db, slug, _query, lang) => brandBySlug(db, slug, lang),
});
