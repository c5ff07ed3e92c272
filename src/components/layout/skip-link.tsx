import React from "react";
import * as styles from "./skip-link.module.css";

export const MAIN_ID = "main";

/** Lets keyboard users jump past the header; visible only when focused. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      Skip to content
    </a>
  );
}
