import { graphql, useStaticQuery } from "gatsby";
import type { Airport, Category, Currency } from "@travel-retail/api/schemas";

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
  allShopCategory: { nodes: NavCategory[] };
  allShopAirport: { nodes: Airport[] };
}

/**
 * The small shared data every page shows (currencies with rates, category navigation, airports),
 * sourced once at build time by gatsby-node, so no page fetches it from the browser.
 */
export function useSiteData(): SiteData {
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
  let site = shaped.get(data);
  if (!site) {
    site = {
      ...data.site.siteMetadata,
      currencies: data.allShopCurrency.nodes,
      categories: data.allShopCategory.nodes,
      airports: data.allShopAirport.nodes,
    };
    shaped.set(data, site);
  }
  return site;
}

// One SiteData per query result (the result object is the same for every page of a build and every render
// in the browser): a page calls this hook from every price and card, about 30 times per page render.
const shaped = new WeakMap<SiteDataQuery, SiteData>();
