import React, { startTransition, useEffect, useState } from "react";
import { type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";
import { SearchBox } from "../components/layout/search-box";
import { ProductListing } from "../components/catalogue/product-listing";
import { getQueryParam } from "../lib/query-param";
import { LISTING_PAGE_SIZE } from "../lib/listing";
import { routes } from "../lib/routes";
import { prefetchAxiosChunk } from "../api-client/client";
import { hasEarlySearch } from "../lib/early-search";
import * as styles from "./search.module.css";

// Opened with a query, this page's first job after hydration is a request: start downloading the code
// it needs (the catalogue module and the HTTP client, not yet run) while the page hydrates.
// Not needed when the head script has already sent the request (src/lib/early-search.ts).
if (typeof window !== "undefined" && new URLSearchParams(window.location.search).get("q") && !hasEarlySearch()) {
  prefetchAxiosChunk();
  void import("../api-client/catalogue").catch(() => undefined);
}

/** Results depend on the query string, so they are fetched in the browser; the server HTML is the empty form. */
export default function SearchPage({ location }: PageProps) {
  return (
    <Layout crumbs={[{ name: "Home", path: routes.home }, { name: "Search", path: routes.search() }]} withSidebar>
      <SearchResults search={location.search} />
    </Layout>
  );
}

/**
 * The query's heading, box and results. Its own component so that reading the query after hydration
 * re-renders only this part, not the layout around it (header, category sidebar, footer).
 */
function SearchResults({ search }: { search: string }) {
  // Read after mount: the server HTML has no query string, and the first browser render must match it.
  const [query, setQuery] = useState("");
  useEffect(() => {
    const next = (getQueryParam("q", search) ?? "").trim();
    // As a transition React renders the results (listing and first cards) in slices instead of one long task.
    startTransition(() => setQuery(next));
  }, [search]);
  return (
    <>
      <h1>{query ? `Results for “${query}”` : "Search"}</h1>
      <SearchBox key={`box-${query}`} id="search-page-box" initialQuery={query} />
      <div className={styles.results}>
        {query ? (
          <ProductListing
            key={`results-${query}`}
            filter={{ search: query }}
            pageSize={LISTING_PAGE_SIZE}
            heading="Matching products"
            defaultOrdering="relevance"
          />
        ) : (
          <p>Type a product, brand or category to search the shops at every airport.</p>
        )}
      </div>
    </>
  );
}

/**
 * Indexable, with its canonical URL on /search/ (the Seo component drops the query string): every results
 * URL serves the same HTML, the search form, so search engines fold them into the one search page instead
 * of indexing a page per query. Neither /search/ nor its results are in the sitemap (src/build/sitemap.ts).
 */
export const Head: HeadFC = ({ location }) => <Seo title="Search" description="Search the duty-free shops at every airport: perfume, spirits, sweets and more." pathname={location.pathname} />;
