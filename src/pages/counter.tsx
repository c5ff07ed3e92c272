import React from "react";
import type { PageProps } from "gatsby";
import { PrivateRoute } from "../features/account";
import { CounterDesk } from "../features/counter";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useT } from "../i18n";

/** The counter, for staff accounts (`npm run staff`); to a traveller its calls answer 404, and it says so. */
export default function CounterPage(props: PageProps) {
  const t = useT();
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("counter.title")}</h1>
      <PrivateRoute path={props.location.pathname}>
        <CounterDesk />
      </PrivateRoute>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()("counter.title")} pathname={location.pathname} noindex />
);
