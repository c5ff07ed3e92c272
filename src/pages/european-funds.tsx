import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useLanguage } from "../i18n";
import { routes } from "../lib/routes";
import { EUROPEAN_FUNDS } from "../content/european-funds";

/** Its text, per language, is in src/content/european-funds/. */
export default function EuropeanFundsPage(props: PageProps) {
  const text = EUROPEAN_FUNDS[useLanguage()];
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: text.title, path: routes.europeanFunds },
      ]}
    >
      <PageHead {...props} />
      <div className="prose">
        <h1>{text.title}</h1>
        <p className="lead">{text.lead}</p>
        <text.Body />
      </div>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => {
  const text = EUROPEAN_FUNDS[useLanguage()];
  return <Seo title={text.title} description={text.description} pathname={location.pathname} />;
};
