import React, { useEffect } from "react";
import { navigate, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useAppSelector } from "../state/hooks";
import { useSessionReady } from "../state/session-ready";
import { selectIsLoggedIn } from "../state/user-slice";

/** The user index: a visitor goes to sign in, a signed-in user to their account. */
export default function UserIndexPage(props: PageProps) {
  const ready = useSessionReady();
  const signedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (ready) void navigate(signedIn ? "/user-account/" : "/sign-in/", { replace: true });
  }, [ready, signedIn]);
  return (
    <Layout>
      <PageHead {...props} />
      <p role="status">Taking you to your account…</p>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => <Seo title="Your account" pathname={location.pathname} noindex />;
