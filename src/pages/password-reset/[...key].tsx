import React from "react";
import type { PageProps } from "gatsby";
import { ResetPasswordForm } from "../../features/account";
import { Layout } from "../../components/layout/layout";
import { Seo, type PageHeadFC } from "../../components/seo/seo";

/** The link of a password reset e-mail: /password-reset/:uid/:token, rendered in the browser only. */
export default function PasswordResetPage(
  props: PageProps<object, object, unknown, object> & { params: { key?: string; "*"?: string } },
) {
  const { params } = props;
  const key = params.key ?? params["*"] ?? "";
  return (
    <Layout>
      <PageHead {...props} />
      <h1>Choose a new password</h1>
      <ResetPasswordForm resetKey={key} />
    </Layout>
  );
}

// The canonical address leaves the token out: the page's head must never carry it.
export const PageHead: PageHeadFC = () => <Seo title="Choose a new password" pathname="/password-reset/" noindex />;
