import React from "react";
import { useAppSelector } from "../state/hooks";
import { selectMainLoading } from "../state/main-slice";
import * as styles from "./navigation-notice.module.css";

/**
 * Specification, section 2: a notice for delayed navigation. Gatsby calls onRouteUpdateDelayed when a
 * navigation has waited 1 second for its resources; gatsby-browser.tsx turns that into main.loading.
 * The live region is always in the page so screen readers announce the text when it appears.
 */
export function NavigationNotice() {
  const loading = useAppSelector(selectMainLoading);
  return (
    <div role="status" aria-live="polite" className={styles.notice} data-visible={loading}>
      {loading ? "Loading the page… the connection is slow, hang on." : null}
    </div>
  );
}
