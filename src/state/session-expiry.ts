import { navigate } from "gatsby";
import { keepUnsentListChanges } from "../features/lists";
import { signInPath } from "../lib/safe-next";
import { alertAdded } from "./alerts-slice";
import type { AppStore } from "./store";
import { loggedOut, selectIsLoggedIn } from "./user-slice";

/** Pages where being sent to sign in would make no sense: they are the way to sign in. */
const SIGN_IN_PAGES = /^\/(sign-in|sign-up|forgot-password|password-reset|confirm-email)(\/|$)/;

/** What the alert says about the list changes that were still to be sent when the session ended. */
export function sessionEndedMessage({ kept, notDone }: { kept: number; notDone: number }): string {
  const parts = ["Your session has ended, sign in again."];
  if (kept > 0) {
    parts.push(
      `${kept === 1 ? "A product you added is" : `${kept} products you added are`} kept in this browser and will join your list when you sign in.`,
    );
  }
  if (notDone > 0) parts.push(`${notDone === 1 ? "A change" : `${notDone} changes`} to your list could not be saved.`);
  return parts.join(" ");
}

/**
 * The server refused the refresh token (expired, revoked, or the password changed elsewhere): the
 * session is over (the specification's logout), the user is told so, and the sign-in page opens with
 * a way back to this page. Unsent list additions wait in this browser and are done after sign-in.
 */
export function endExpiredSession(store: AppStore) {
  if (!selectIsLoggedIn(store.getState())) return;
  const lists = keepUnsentListChanges();
  store.dispatch(loggedOut());
  store.dispatch(alertAdded({ message: sessionEndedMessage(lists), severity: "warning" }));
  if (typeof window === "undefined") return;
  const { pathname, search, hash } = window.location;
  if (!SIGN_IN_PAGES.test(pathname)) void navigate(signInPath(pathname + search + hash));
}
