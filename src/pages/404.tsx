import React from "react";
import { type PageProps } from "gatsby";
import { ShopLink } from "../components/shop-link";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { SearchBox } from "../components/layout/search-box";
import { routes } from "../lib/routes";
import { Message, useT } from "../i18n";

export default function NotFoundPage(props: PageProps) {
  const t = useT();
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.lead")}</p>
      <SearchBox id="not-found-search" />
      <p>
        <Message
          id="notFound.elsewhere"
          values={{
            home: (text) => <ShopLink to={routes.home}>{text}</ShopLink>,
            categories: (text) => <ShopLink to={routes.categories}>{text}</ShopLink>,
            brands: (text) => <ShopLink to={routes.brands}>{text}</ShopLink>,
          }}
        />
      </p>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()("notFound.title")} pathname={location.pathname} noindex />
);
