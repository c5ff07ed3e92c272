import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { AccountSections } from "../components/account/account-sections";
import { PrivateRoute } from "../components/account/private-route";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";

export default function UserAccountPage({ location }: PageProps) {
  return (
    <Layout>
      <PrivateRoute path={location.pathname}>
        <AccountSections />
      </PrivateRoute>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Your account" pathname={location.pathname} noindex />;
