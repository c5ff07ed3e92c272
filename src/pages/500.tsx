import React from "react";
import { type PageProps } from "gatsby";
import { ShopLink } from "../components/shop-link";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { routes } from "../lib/routes";
import { Message, useT } from "../i18n";

/** Gatsby's loader shows this page when a page's data fails with a server error. */
export default function ServerErrorPage(props: PageProps) {
  const t = useT();
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("serverError.title")}</h1>
      <p className="lead">{t("serverError.lead")}</p>
      <p>
        <Message
          id="serverError.actions"
          values={{
            retry: (text) => (
              <button type="button" className="button" onClick={() => window.location.reload()}>
                {text}
              </button>
            ),
            home: (text) => <ShopLink to={routes.home}>{text}</ShopLink>,
          }}
        />
      </p>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()("serverError.title")} pathname={location.pathname} noindex />
);
