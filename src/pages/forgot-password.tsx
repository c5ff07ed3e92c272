import React from "react";
import type { PageProps } from "gatsby";
import { ForgotPasswordForm } from "../features/account";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useT } from "../i18n";

export default function ForgotPasswordPage(props: PageProps) {
  const t = useT();
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("reset.title")}</h1>
      <p>{t("reset.lead")}</p>
      <ForgotPasswordForm />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title={useT()("reset.title")} pathname={location.pathname} noindex />
);
