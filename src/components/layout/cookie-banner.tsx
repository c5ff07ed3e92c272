import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { cookiesAnswered, selectCookies } from "../../state/utils-slice";
import { adScriptUrl } from "../../lib/app-shell-config";
import { routes } from "../../lib/routes";
import * as styles from "./cookie-banner.module.css";

/**
 * The shop itself stores only what it needs (preferences, sign-in, lists), so without an ad script the
 * banner informs and asks for an acknowledgement. With one configured (GATSBY_AD_SCRIPT_URL) it asks for
 * consent, which is what lets that script run (src/lib/consent-scripts.ts); "Not now" loads nothing and
 * asks again on the next visit (the stored answer, utils.cookies, is a yes/no that starts at no).
 * It renders only in the browser, after the persisted answer is known, so it never flashes.
 */
export function CookieBanner({ withAdScript = adScriptUrl !== "" }: { withAdScript?: boolean }) {
  const dispatch = useAppDispatch();
  const answered = useAppSelector(selectCookies);
  const [mounted, setMounted] = useState(false);
  const [notNow, setNotNow] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || answered || notNow) return null;
  return (
    <section className={styles.banner} aria-label="Cookies">
      <p>
        We keep your currency, airport, sign-in and lists in this browser&apos;s storage.{" "}
        {withAdScript
          ? "With your consent we also load our advertising partner's script, which may set its own cookies. "
          : "No tracking. "}
        <Link to={routes.privacy}>Privacy policy</Link>
      </p>
      {withAdScript ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setNotNow(true)}>
            Not now
          </button>
          <button type="button" onClick={() => dispatch(cookiesAnswered(true))}>
            Accept
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => dispatch(cookiesAnswered(true))}>
          OK, got it
        </button>
      )}
    </section>
  );
}
