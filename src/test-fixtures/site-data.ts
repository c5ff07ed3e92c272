import type { SiteDataQuery } from "../lib/use-site-data";
import { airports, categories, currencies } from "./catalogue";
import { LANGUAGES } from "../i18n/languages";

/** The answer of the SiteData static query, as gatsby-node's sourced nodes give it. */
export const siteDataQuery: SiteDataQuery = {
  site: { siteMetadata: { title: "Travel Retail", description: "Duty-free shopping for your flight.", siteUrl: "https://shop.example" } },
  allShopCurrency: { nodes: currencies },
  allShopCategory: {
    // Once per language, as gatsby-node sources them (the fixtures' names are English in each).
    nodes: LANGUAGES.flatMap((lang) =>
      categories.map(({ slug, name, adult, product_count, subcategories }) => ({ slug, name, lang, adult, product_count, subcategories })),
    ),
  },
  allShopAirport: { nodes: airports },
};
