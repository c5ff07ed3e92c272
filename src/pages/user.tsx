import React, { useEffect } from "react";
import { navigate, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useAppSelector } from "../state/hooks";
import { useSessionReady } from "../state/session-ready";
import { selectIsLoggedIn } from "../state/user-slice";
import { useLocalizedPath, useT } from "../i18n";

/** The user index: a visitor goes to sign in, a signed-in user to their account. */
export default function UserIndexPage(props: PageProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const ready = useSessionReady();
  const signedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (ready) void navigate(localize(signedIn ? "/user-account/" : "/sign-in/"), { replace: true });
  }, [ready, signedIn, localize]);
  return (
    <Layout>
      <PageHead {...props} />
      <p role="status">{t("account.redirecting")}</p>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => <Seo title={useT()("account.yours")} pathname={location.pathname} noindex />;
