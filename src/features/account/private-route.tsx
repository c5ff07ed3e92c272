import React, { useEffect } from "react";
import { navigate } from "gatsby";
import { signInPath } from "../../lib/safe-next";
import { useAppSelector } from "../../state/hooks";
import { useSessionReady } from "../../state/session-ready";
import { selectIsLoggedIn } from "../../state/user-slice";
import { useLocalizedPath, useT } from "../../i18n";

/**
 * The one guard for private pages: a visitor goes to /sign-in/?next=<this page> and comes back after
 * signing in. Nothing private renders before the stored session has been read (nor on the server).
 */
export function PrivateRoute({ path, children }: { path: string; children: React.ReactNode }) {
  const t = useT();
  const localize = useLocalizedPath();
  const ready = useSessionReady();
  const signedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    if (ready && !signedIn) void navigate(localize(signInPath(path)), { replace: true });
  }, [ready, signedIn, path, localize]);

  if (!ready || !signedIn) return <p role="status">{t("account.checkingSession")}</p>;
  return <>{children}</>;
}
