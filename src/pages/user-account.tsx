import React from "react";
import type { PageProps } from "gatsby";
import { AccountSections, PrivateRoute } from "../features/account";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useT } from "../i18n";

export default function UserAccountPage(props: PageProps) {
  const { location } = props;
  return (
    <Layout>
      <PageHead {...props} />
      <PrivateRoute path={location.pathname}>
        <AccountSections />
      </PrivateRoute>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => <Seo title={useT()("account.yours")} pathname={location.pathname} noindex />;
