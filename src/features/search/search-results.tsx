import React, { startTransition, useEffect, useMemo, useState } from "react";
import { SearchBox } from "../../components/layout/search-box";
import {
  EAGER_CARD_PICTURES,
  FIRST_BATCH,
  ORDERINGS,
  ProductListing,
  cardStyles,
  gridStyles,
  hasEarlySearch,
  listingStyles,
  paginationStyles,
} from "../listing";
import { LISTS_CACHE_KEY, addToListStyles as addStyles } from "../lists";
import { getQueryParam } from "../../lib/query-param";
import { LISTING_PAGE_SIZE } from "../../lib/listing";
import { routes } from "../../lib/routes";
import { prefetchAxiosChunk } from "../../api-client/client";
import { EARLY_RESULTS_ID, earlyResultsScript, type EarlyResultsClasses } from "./early-results";
import { useSiteData } from "../../lib/use-site-data";
import { findCurrency } from "../../lib/money";
import { PERSIST_KEY, PERSIST_MAIN_KEY } from "../../state/persist-config";
import { PUBLIC_API_URL } from "../../lib/env";
import * as styles from "./search.module.css";
import { useT } from "../../i18n";

// Opened with a query, this page's first job after hydration is a request: start downloading the code
// it needs (the catalogue module and the HTTP client, not yet run) while the page hydrates.
// Not needed when the head script has already sent the request (src/features/listing/early-search.ts).
if (typeof window !== "undefined" && new URLSearchParams(window.location.search).get("q") && !hasEarlySearch()) {
  prefetchAxiosChunk();
  void import("../listing/api").catch(() => undefined);
}


/**
 * The query's heading, box and results. Its own component so that reading the query after hydration
 * re-renders only this part, not the layout around it (header, category sidebar, footer).
 */

/** The listing's classes as the early painter writes them into its markup (early-results.ts). */
const EARLY_CLASSES: EarlyResultsClasses = {
  listing: listingStyles.listing,
  heading: listingStyles.heading,
  controls: listingStyles.controls,
  field: listingStyles.field,
  prices: listingStyles.prices,
  summary: listingStyles.summary,
  grid: gridStyles.grid,
  card: cardStyles.card,
  image: cardStyles.image,
  brand: cardStyles.brand,
  name: cardStyles.name,
  link: cardStyles.link,
  size: cardStyles.size,
  price: cardStyles.price,
  actions: cardStyles.actions,
  addWrapper: addStyles.wrapper,
  addButton: addStyles.button,
  addStatus: addStyles.status,
  pagination: paginationStyles.pagination,
};
// Its buttons carry the global "button" class too.
const EARLY_KEEP_CLASSES = [...Object.values(EARLY_CLASSES), "button"].join(" ");

export function SearchResults({ search }: { search: string }) {
  const t = useT();
  // Read after mount: the server HTML has no query string, and the first browser render must match it.
  const [query, setQuery] = useState("");
  useEffect(() => {
    const next = (getQueryParam("q", search) ?? "").trim();
    // As a transition React renders the results (listing and first cards) in slices instead of one long task.
    startTransition(() => setQuery(next));
  }, [search]);
  const { currencies } = useSiteData();
  const usd = findCurrency("USD", currencies);
  // The same string on the server and in the browser (React does not compare it when hydrating anyway).
  const paintScript = useMemo(
    () =>
      earlyResultsScript({
        classes: EARLY_CLASSES,
        heading: t("search.resultsHeading"),
        // The painter paints English pages only (its other labels are English): on /pl/ and /de/ the head
        // script's early request is still taken by the listing, which renders after hydration.
        orderings: [{ value: "relevance", label: t("listing.sort.relevance") }, ...ORDERINGS.map((o) => ({ ...o, label: t(o.label) }))],
        pageSize: LISTING_PAGE_SIZE,
        firstBatch: FIRST_BATCH,
        eagerCount: EAGER_CARD_PICTURES,
        usd: { rate: usd.rate, decimals: usd.decimals },
        apiBase: PUBLIC_API_URL,
        productPath: routes.product("{slug}"),
        storage: { root: `persist:${PERSIST_KEY}`, main: `persist:${PERSIST_MAIN_KEY}`, lists: LISTS_CACHE_KEY },
      }),
    [usd.rate, usd.decimals, t],
  );
  return (
    <>
      <h1>{query ? t("search.resultsFor", { query }) : t("search.submit")}</h1>
      <SearchBox key={`box-${query}`} id="search-page-box" initialQuery={query} />
      <div className={styles.results}>
        {query ? (
          <ProductListing
            key={`results-${query}`}
            filter={{ search: query }}
            pageSize={LISTING_PAGE_SIZE}
            heading={t("search.resultsHeading")}
            defaultOrdering="relevance"
          />
        ) : (
          <>
            {/* Filled before hydration by the script below with the first results (src/features/search/early-results.ts);
                React renders it empty and leaves its content alone until the listing replaces it. */}
            <div
              id={EARLY_RESULTS_ID}
              dangerouslySetInnerHTML={{ __html: "" }}
              className={styles.early}
              // What the painter gives its markup, for the page's own CSS (the local plugin's lib/critical-css.ts).
              data-keep-classes={EARLY_KEEP_CLASSES}
            />
            <script dangerouslySetInnerHTML={{ __html: paintScript }} />
            <p className={styles.intro}>{t("search.intro")}</p>
          </>
        )}
      </div>
    </>
  );
}
