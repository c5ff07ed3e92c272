import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useLanguage } from "../i18n";
import { routes } from "../lib/routes";
import { HOW_IT_WORKS } from "../content/how-it-works";

/** Its text, per language, is in src/content/how-it-works/. */
export default function HowItWorksPage(props: PageProps) {
  const text = HOW_IT_WORKS[useLanguage()];
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: text.title, path: routes.howItWorks },
      ]}
    >
      <PageHead {...props} />
      <div className="prose">
        <h1>{text.title}</h1>
        <p className="lead">{text.lead}</p>
        <ol>
          {text.steps.map((step) => (
            <li key={step.title}>
              <h2>{step.title}</h2>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <text.Body />
      </div>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => {
  const text = HOW_IT_WORKS[useLanguage()];
  return <Seo title={text.title} description={text.description} pathname={location.pathname} />;
};
