import React from "react";
import { type PageProps } from "gatsby";
import { ShopLink } from "../components/shop-link";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { routes } from "../lib/routes";

/** Gatsby's loader shows this page when a page's data fails with a server error. */
export default function ServerErrorPage(props: PageProps) {
  return (
    <Layout>
      <PageHead {...props} />
      <h1>Something went wrong</h1>
      <p className="lead">We could not load this page. It is not your fault; please try again in a moment.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>{" "}
        or go to the <ShopLink to={routes.home}>home page</ShopLink>.
      </p>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title="Something went wrong" pathname={location.pathname} noindex />
);
