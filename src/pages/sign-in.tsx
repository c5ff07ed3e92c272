import React from "react";
import type { PageProps } from "gatsby";
import { SignInForm } from "../features/account";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { getQueryParam } from "../lib/query-param";
import { safeNext } from "../lib/safe-next";
import { useT } from "../i18n";

export default function SignInPage(props: PageProps) {
  const t = useT();
  const { location } = props;
  const next = safeNext(getQueryParam("next", location.search ?? ""));
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("header.signIn")}</h1>
      <SignInForm next={next} />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => <Seo title={useT()("header.signIn")} pathname={location.pathname} noindex />;
