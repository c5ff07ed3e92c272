import React from "react";
import type { PageProps } from "gatsby";
import { SignUpForm } from "../features/account";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useT } from "../i18n";

export default function SignUpPage(props: PageProps) {
  const t = useT();
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("account.createAnAccount")}</h1>
      <p>{t("account.signUpLead")}</p>
      <SignUpForm />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()("account.createAnAccount")} pathname={location.pathname} noindex />
);
