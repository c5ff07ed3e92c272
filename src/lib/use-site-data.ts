import { graphql, useStaticQuery } from "gatsby";
import type { Airport, Category, Currency } from "@travel-retail/api/schemas";
import { useLanguage, type Language } from "../i18n";

/** What the sidebar and the menus need of a category (the image and description stay on its own page). */
export type NavCategory = Pick<Category, "slug" | "name" | "adult" | "product_count" | "subcategories">;

export interface SiteData {
  title: string;
  description: string;
  siteUrl: string;
  currencies: Currency[];
  categories: NavCategory[];
  airports: Airport[];
}

/** A category's names in one language: its own and its subcategories', in their order. */
interface CategoryNames {
  lang: string;
  name: string;
  subcategories: string[];
}

export interface SiteDataQuery {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
  allShopCurrency: { nodes: Currency[] };
  allShopCategory: { nodes: Array<NavCategory & { names?: CategoryNames[] }> };
  allShopAirport: { nodes: Airport[] };
}

/**
 * The small shared data every page shows (currencies with rates, category navigation, airports),
 * sourced once at build time by gatsby-node, so no page fetches it from the browser.
 */
export function useSiteData(): SiteData {
  const lang = useLanguage();
  const data = useStaticQuery<SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
      allShopCurrency(sort: { position: ASC }) {
        nodes {
          code
          name
          symbol
          rate
          decimals
        }
      }
      allShopCategory(sort: { position: ASC }) {
        nodes {
          slug
          name
          names {
            lang
            name
            subcategories
          }
          adult
          product_count
          subcategories {
            slug
            name
            product_count
          }
        }
      }
      allShopAirport(sort: { position: ASC }) {
        nodes {
          slug
          iata
          name
          city
          country
          country_code
          terminals
          timezone
          product_count
        }
      }
    }
  `);
  let byLanguage = shaped.get(data);
  if (!byLanguage) shaped.set(data, (byLanguage = new Map()));
  let site = byLanguage.get(lang);
  if (!site) {
    site = {
      ...data.site.siteMetadata,
      currencies: data.allShopCurrency.nodes,
      categories: data.allShopCategory.nodes.map((category) => inLanguage(category, lang)),
      airports: data.allShopAirport.nodes,
    };
    byLanguage.set(lang, site);
  }
  return site;
}

/** The category's navigation with its names in `lang` (gatsby-node sources them per language). */
function inLanguage({ names, ...category }: NavCategory & { names?: CategoryNames[] }, lang: Language): NavCategory {
  const own = names?.find((n) => n.lang === lang);
  if (!own) return category;
  return {
    ...category,
    name: own.name,
    subcategories: category.subcategories.map((sub, i) => ({ ...sub, name: own.subcategories[i] ?? sub.name })),
  };
}

// One SiteData per query result and language (the result object is the same for every page of a build and
// every render in the browser): a page calls this hook from every price and card, about 30 times a render.
const shaped = new WeakMap<SiteDataQuery, Map<Language, SiteData>>();
