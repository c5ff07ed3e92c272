import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useLanguage } from "../i18n";
import { routes } from "../lib/routes";
import { PRIVACY } from "../content/privacy";

/** Its text, per language, is in src/content/privacy/. */
export default function PrivacyPage(props: PageProps) {
  const text = PRIVACY[useLanguage()];
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: text.title, path: routes.privacy },
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
  const text = PRIVACY[useLanguage()];
  return <Seo title={text.title} description={text.description} pathname={location.pathname} />;
};
