import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useLanguage } from "../i18n";
import { routes } from "../lib/routes";
import { TERMS } from "../content/terms";

/** Its text, per language, is in src/content/terms/. */
export default function TermsPage(props: PageProps) {
  const text = TERMS[useLanguage()];
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: text.title, path: routes.tac },
      ]}
    >
      <PageHead {...props} />
      <div className="prose">
        <h1>{text.title}</h1>
        <text.Body />
      </div>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => {
  const text = TERMS[useLanguage()];
  return <Seo title={text.title} description={text.description} pathname={location.pathname} />;
};
