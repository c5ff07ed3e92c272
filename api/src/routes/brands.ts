import { Type } from "@fastify/type-provider-typebox";
import { Brand } from "../schemas/catalogue.ts";
import { countBrands, queryBrands } from "../repositories/brands.ts";
import { likePattern } from "../lib/sql-params.ts";
import { catalogueResource } from "./catalogue-resource.ts";

/** `search` matches any part of the name. */
function matching(search: string | undefined) {
  const text = search?.trim();
  return text ? { where: "b.name ILIKE $1", params: [likePattern(text)] } : { where: "TRUE", params: [] };
}

export const brandsRoutes = catalogueResource({
  name: "Brand",
  list: {
    summary: "Brands A to Z; `search` matches any part of the name",
    schema: Brand,
    filters: Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }),
  },
  one: { summary: "One brand", schema: Brand },
  page: (db, { search }, limit, offset) => queryBrands(db, { ...matching(search), limit, offset }),
  count: (db, { search }) => {
    const { where, params } = matching(search);
    return countBrands(db, where, params);
  },
  bySlug: async (db, slug) => (await queryBrands(db, { where: "b.slug = $1", params: [slug], limit: 1 }))[0],
});
