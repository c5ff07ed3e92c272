import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { cookiesAnswered, selectCookies } from "../../state/utils-slice";
import { routes } from "../../lib/routes";
import * as styles from "./cookie-banner.module.css";

/**
 * The shop stores only what it needs (preferences, sign-in, lists), so the banner informs and asks for an
 * acknowledgement. It renders only in the browser, after the persisted answer is known, so it never flashes.
 */
export function CookieBanner() {
  const dispatch = useAppDispatch();
  const answered = useAppSelector(selectCookies);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || answered) return null;
  return (
    <section className={styles.banner} aria-label="Cookies">
      <p>
        We keep your currency, airport, sign-in and lists in this browser&apos;s storage. No tracking.{" "}
        <Link to={routes.privacy}>Privacy policy</Link>
      </p>
      <button type="button" onClick={() => dispatch(cookiesAnswered(true))}>
        OK, got it
      </button>
    </section>
  );
}
