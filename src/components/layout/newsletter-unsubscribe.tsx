import { useEffect } from "react";
import { getQueryParam } from "../../lib/query-param";
import { unsubscribeFromNewsletter } from "../../api-client/newsletter";
import { useAppDispatch } from "../../state/hooks";
import { alertAdded } from "../../state/alerts-slice";

/**
 * Every newsletter e-mail links to `/?unsubscribe=<token>`: a page, not an API call, because mail
 * scanners follow links and must not unsubscribe anyone. Here, in the visitor's browser, the token is
 * sent once and the outcome is told; the parameter is then dropped from the address bar.
 */
export function NewsletterUnsubscribe() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = getQueryParam("unsubscribe");
    if (!token) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("unsubscribe");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    unsubscribeFromNewsletter(token).then(
      () => dispatch(alertAdded({ message: "You are unsubscribed from the newsletter.", severity: "success" })),
      (error: { response?: { status?: number } }) =>
        dispatch(
          alertAdded(
            error.response?.status === 404
              ? { message: "This unsubscribe link is not valid (it may have been used already).", severity: "warning" }
              : { message: "We could not unsubscribe you just now. Please try the link again.", severity: "error" },
          ),
        ),
    );
  }, [dispatch]);
  return null;
}
