import React from "react";
import type { PageProps } from "gatsby";
import { ResetPasswordForm } from "../../features/account";
import { Layout } from "../../components/layout/layout";
import { Seo, type PageHeadFC } from "../../components/seo/seo";
import { useT } from "../../i18n";

/** The link of a password reset e-mail: /password-reset/:uid/:token, rendered in the browser only. */
export default function PasswordResetPage(
  props: PageProps<object, object, unknown, object> & { params: { key?: string; "*"?: string } },
) {
  const { params } = props;
  const t = useT();
  const key = params.key ?? params["*"] ?? "";
  return (
    <Layout>
      <PageHead {...props} />
      <h1>{t("reset.chooseNew")}</h1>
      <ResetPasswordForm resetKey={key} />
    </Layout>
  );
}

// The canonical address leaves the token out: the page's head must never carry it.
export const PageHead: PageHeadFC = () => <Seo title={useT()("reset.chooseNew")} pathname="/password-reset/" noindex />;
