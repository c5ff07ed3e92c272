import React, { useEffect, useRef, useState } from "react";
import { ShopLink as Link } from "../shop-link";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { cookiesAnswered, selectCookies } from "../../state/utils-slice";
import { useSessionReady } from "../../state/session-ready";
import { adScriptUrl } from "../../lib/env";
import { routes } from "../../lib/routes";
import { ANSWER_COOKIE_PATTERN, copyAnswerToCookie } from "../../lib/answer-cookie";
import * as styles from "./cookie-banner.module.css";
import { useT } from "../../i18n";

/** The class on <html> that shows the banner (its CSS hides it otherwise). */
export const ASK_COOKIES_CLASS = "ask-cookies";

/**
 * An inline script for <head>: before the first paint it shows the banner only to a visitor without the
 * answer's cookie (lib/answer-cookie.ts: a copy of the stored answer, cheaper to read than the store's
 * localStorage). The banner is in the server HTML, so it paints with the page instead of appearing (and
 * becoming the page's largest paint) after hydration; a visitor who answered never sees it flash, and
 * without JavaScript it stays hidden, as it did when it rendered only in the browser.
 */
export const askCookiesScript = `try{if(!new RegExp(${JSON.stringify(ANSWER_COOKIE_PATTERN)}).test(document.cookie))throw 0}catch(e){document.documentElement.classList.add(${JSON.stringify(ASK_COOKIES_CLASS)})}`;

/**
 * The shop itself stores only what it needs (preferences, sign-in, lists), so without an ad script the
 * banner informs and asks for an acknowledgement. With one configured (GATSBY_AD_SCRIPT_URL) it asks for
 * consent, which is what lets that script run (src/lib/consent-scripts.ts); "Not now" loads nothing and
 * asks again on the next visit (the stored answer, utils.cookies, is a yes/no that starts at no).
 * It leaves the page once the persisted state says the visitor has answered.
 */
export function CookieBanner({ withAdScript = adScriptUrl !== "" }: { withAdScript?: boolean }) {
  const dispatch = useAppDispatch();
  const answered = useAppSelector(selectCookies);
  const stateRead = useSessionReady();
  const [notNow, setNotNow] = useState(false);
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    // Once the persisted answer is known (hydration renders the server's state, which has not answered):
    // the head script's cookie is made to agree with it, for the next page load. A visitor who answered
    // before the cookie existed, or whose cookie is gone, sees the banner until here, then not again.
    if (!stateRead) return;
    copyAnswerToCookie(answered);
    // The head script may not have run (a host's stricter CSP): show the banner from here then.
    if (!answered && !notNow) document.documentElement.classList.add(ASK_COOKIES_CLASS);
    // Answered: the space kept below the page for the bar goes with it.
    if (answered) document.documentElement.classList.remove(ASK_COOKIES_CLASS);
  }, [stateRead, answered, notNow]);
  useEffect(() => reserveSpaceFor(bar.current), [answered, notNow]);
  if (answered || notNow) return null;
  const accept = () => dispatch(cookiesAnswered(true));
  const later = () => {
    document.documentElement.classList.remove(ASK_COOKIES_CLASS);
    setNotNow(true);
  };
  return (
    <section
      ref={bar}
      className={styles.banner}
      aria-label={t("cookies.label")}
      // The head script's class on <html>, for the page's own CSS (the local plugin's lib/critical-css.ts).
      data-keep-classes={ASK_COOKIES_CLASS}
    >
      <p>
        {withAdScript ? t("cookies.withAds") : t("cookies.noTracking")} <Link to={routes.privacy}>{t("nav.privacy")}</Link>
      </p>
      {withAdScript ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={later}>
            {t("cookies.notNow")}
          </button>
          <button type="button" onClick={accept}>
            {t("cookies.accept")}
          </button>
        </div>
      ) : (
        <button type="button" onClick={accept}>
          {t("cookies.ok")}
        </button>
      )}
    </section>
  );
}

/**
 * The bar is fixed over the bottom of the screen; the page gets padding of the bar's height below its
 * footer (html.ask-cookies in global.css), so scrolled to the end nothing stays under it. CSS reserves a
 * guess from the first paint; this makes it the bar's real height, which depends on how its text wraps.
 */
function reserveSpaceFor(element: HTMLElement | null) {
  if (!element || typeof ResizeObserver === "undefined") return;
  const root = document.documentElement;
  // Rounded up: a bar 86.2 px tall would otherwise overlap the page's last fifth of a pixel.
  const reserve = () => root.style.setProperty("--consent-space", `${Math.ceil(element.getBoundingClientRect().height)}px`);
  const observer = new ResizeObserver(reserve);
  observer.observe(element);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--consent-space");
  };
}
