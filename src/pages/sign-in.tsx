import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { SignInForm } from "../components/account/sign-in-form";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";
import { getQueryParam } from "../lib/query-param";
import { safeNext } from "../lib/safe-next";

export default function SignInPage({ location }: PageProps) {
  const next = safeNext(getQueryParam("next", location.search ?? ""));
  return (
    <Layout>
      <h1>Sign in</h1>
      <SignInForm next={next} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Sign in" pathname={location.pathname} noindex />;
