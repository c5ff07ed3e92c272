import React from "react";
import type { PageProps } from "gatsby";
import { AccountSections } from "../components/account/account-sections";
import { PrivateRoute } from "../components/account/private-route";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";

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

export const PageHead: PageHeadFC = ({ location }) => <Seo title="Your account" pathname={location.pathname} noindex />;
