import React from "react";
import type { PageProps } from "gatsby";
import { SignUpForm } from "../features/account";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";

export default function SignUpPage(props: PageProps) {
  return (
    <Layout>
      <PageHead {...props} />
      <h1>Create an account</h1>
      <p>Keep your lists on every device and get the prices of your airport in your currency.</p>
      <SignUpForm />
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo title="Create an account" pathname={location.pathname} noindex />
);
