import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { ConfirmEmail } from "../../components/account/confirm-email";
import { Layout } from "../../components/layout/layout";
import { Seo } from "../../components/seo/seo";

/** The specification's only route with a parameter: /confirm-email/:key, rendered in the browser only. */
export default function ConfirmEmailPage({
  params,
}: PageProps<object, object, unknown, object> & { params: { key?: string; "*"?: string } }) {
  const key = (params.key ?? params["*"] ?? "").replace(/\/+$/, "");
  return (
    <Layout>
      <h1>Confirm your e-mail address</h1>
      <ConfirmEmail emailKey={key} />
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Confirm your e-mail address" pathname="/confirm-email/" noindex />;
