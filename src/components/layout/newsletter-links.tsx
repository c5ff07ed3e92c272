import { useEffect } from "react";
import { getQueryParam } from "../../lib/query-param";
import { confirmNewsletter, unsubscribeFromNewsletter } from "../../api-client/newsletter";
import { useAppDispatch } from "../../state/hooks";
import { alertAdded } from "../../state/alerts-slice";

/** The two links newsletter e-mails carry, each a query parameter of any page of the shop. */
const LINKS = [
  {
    param: "newsletter-confirm",
    send: confirmNewsletter,
    done: "You are subscribed to the newsletter. Thank you!",
    invalid: "This confirmation link is not valid (you may have unsubscribed since).",
    failed: "We could not confirm your subscription just now. Please try the link again.",
  },
  {
    param: "unsubscribe",
    send: unsubscribeFromNewsletter,
    done: "You are unsubscribed from the newsletter.",
    invalid: "This unsubscribe link is not valid (it may have been used already).",
    failed: "We could not unsubscribe you just now. Please try the link again.",
  },
] as const;

/**
 * Newsletter e-mails link to `/?newsletter-confirm=<token>` and `/?unsubscribe=<token>`: pages, not
 * API calls, because mail scanners follow links and must neither subscribe nor unsubscribe anyone.
 * Here, in the visitor's browser, the token is sent once and the outcome is told; the parameter is
 * then dropped from the address bar.
 */
export function NewsletterLinks() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const link of LINKS) {
      const token = getQueryParam(link.param);
      if (!token) continue;
      const url = new URL(window.location.href);
      url.searchParams.delete(link.param);
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
      link.send(token).then(
        () => dispatch(alertAdded({ message: link.done, severity: "success" })),
        (error: { response?: { status?: number } }) =>
          dispatch(
            alertAdded(
              error.response?.status === 404
                ? { message: link.invalid, severity: "warning" }
                : { message: link.failed, severity: "error" },
            ),
          ),
      );
    }
  }, [dispatch]);
  return null;
}
