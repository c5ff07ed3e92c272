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

export interface SiteDataQuery {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
  allShopCurrency: { nodes: Currency[] };
  /** Each category once per language (gatsby-node.ts sources them from the API's answers in each). */
  allShopCategory: { nodes: Array<NavCategory & { lang: string }> };
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
          lang
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
  // Keyed by the query's result and the language: the browser renders one language per page load, and
  // the server's pages change language rarely enough that one entry per result suffices.
  const key = shaped.get(data);
  if (key?.lang === lang) return key.site;
  const site: SiteData = {
    ...data.site.siteMetadata,
    currencies: data.allShopCurrency.nodes,
    categories: data.allShopCategory.nodes.filter((category) => category.lang === lang),
    airports: data.allShopAirport.nodes,
  };
  shaped.set(data, { lang, site });
  return site;
}

// One SiteData per query result (the result object is the same for every page of a build and every render
// in the browser): a page calls this hook from every price and card, about 30 times a render.
const shaped = new WeakMap<SiteDataQuery, { lang: Language; site: SiteData }>();
