import React from "react";
import * as styles from "./skip-link.module.css";
import { useT } from "../../i18n";

export const MAIN_ID = "main";

/** Lets keyboard users jump past the header; visible only when focused. */
export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      {t("layout.skipToContent")}
    </a>
  );
}
