import { Type } from "@fastify/type-provider-typebox";
import { Slug } from "../schemas/common.ts";
import { ThematicSection, ThematicSectionSummary } from "../schemas/catalogue.ts";
import { countSections, querySections, sectionBySlug, sectionProductIds, toSectionSummary } from "../repositories/sections.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";
import { catalogueResource } from "./catalogue-resource.ts";

export const thematicSectionsRoutes = catalogueResource({
  name: "Thematic section",
  list: { summary: "Thematic sections in shop order", schema: ThematicSectionSummary },
  one: {
    summary: "One thematic section with its products (priced at `airport` when given)",
    schema: ThematicSection,
    query: Type.Object({ airport: Type.Optional(Slug) }),
  },
  page: async (db, _filters, limit, offset, lang) =>
    (await querySections(db, { limit, offset, lang })).map(toSectionSummary),
  count: (db) => countSections(db),
  bySlug: async (db, slug, { airport }, lang) => {
    const section = await sectionBySlug(db, slug, lang);
    if (!section) return undefined;
    return {
      ...toSectionSummary(section),
      body: section.body,
      products: await loadProductSummaries(db, await sectionProductIds(db, section.id), airport, lang),
    };
  },
});
