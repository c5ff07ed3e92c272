import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { SearchResults } from "../features/search";
import { routes } from "../lib/routes";
import { useT } from "../i18n";

/** Results depend on the query string, so they are fetched in the browser; the server HTML is the empty form. */
export default function SearchPage(props: PageProps) {
  const { location } = props;
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Search", path: routes.search() },
      ]}
      withSidebar
    >
      <PageHead {...props} />
      <SearchResults search={location.search} />
    </Layout>
  );
}

/**
 * Indexable, with its canonical URL on /search/ (the Seo component drops the query string): every results
 * URL serves the same HTML, the search form, so search engines fold them into the one search page instead
 * of indexing a page per query. Neither /search/ nor its results are in the sitemap (src/build/sitemap.ts).
 */
export const PageHead: PageHeadFC = ({ location }) => (
  <Seo
    title={useT()("search.submit")}
    description={useT()("search.metaDescription")}
    pathname={location.pathname}
  />
);
