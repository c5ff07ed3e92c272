import React from "react";
import type { PageProps } from "gatsby";
import { ForgotPasswordForm } from "../features/account";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";

export default function ForgotPasswordPage(props: PageProps) {
  return (
    <Layout>
      <PageHead {...props} />
      <h1>Forgot your password?</h1>
      <p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title="Forgot your password?" pathname={location.pathname} noindex />
);
