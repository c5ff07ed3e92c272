import React from "react";
import type { PageProps } from "gatsby";
import { ConfirmEmail } from "../../features/account";
import { Layout } from "../../components/layout/layout";
import { Seo, type PageHeadFC } from "../../components/seo/seo";
import { useT } from "../../i18n";

/** The specification's only route with a parameter: /confirm-email/:key, rendered in the browser only. */
export default function ConfirmEmailPage(
  props: PageProps<object, object, unknown, object> & { params: { key?: string; "*"?: string } },
) {
  const { params } = props;
  const t = useT();
  const key = (params.key ?? params["*"] ?? "").replace(/\/+$/, "");
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("account.confirmEmail")}</h1>
      <ConfirmEmail emailKey={key} />
    </Layout>
  );
}

export const PageHead: PageHeadFC = () => (
  <Seo title={useT()("account.confirmEmail")} pathname="/confirm-email/" noindex />
);
