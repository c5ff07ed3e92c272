import React from "react";
import { type PageProps } from "gatsby";
import { ShopLink } from "../components/shop-link";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { SearchBox } from "../components/layout/search-box";
import { routes } from "../lib/routes";

export default function NotFoundPage(props: PageProps) {
  return (
    <Layout>
      <PageHead {...props} />
      <h1>Page not found</h1>
      <p className="lead">This page has left the terminal. It may have moved, or the product is no longer sold.</p>
      <SearchBox id="not-found-search" />
      <p>
        Or go to the <ShopLink to={routes.home}>home page</ShopLink>, browse <ShopLink to={routes.categories}>categories</ShopLink> or{" "}
        <ShopLink to={routes.brands}>brands</ShopLink>.
      </p>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title="Page not found" pathname={location.pathname} noindex />
);
