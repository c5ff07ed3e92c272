import React, { useContext, useEffect, useState } from "react";
import { LocationContext } from "@gatsbyjs/reach-router";
import { LANGUAGES, LANGUAGE_NAMES, localizedPath, useLanguage, useT } from "../../i18n";
import * as styles from "./language-switcher.module.css";

/**
 * The same page in each language. Plain links, not the app's navigation: a page's messages come with its
 * HTML (src/i18n), so another language is a full page load. The query string stays (a search stays the
 * same search); each name is written in its own language, so a reader finds theirs.
 */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLanguage();
  const location = useContext(LocationContext)?.location;
  const pathname = location?.pathname ?? "/";
  // Read after hydration: the server's HTML has none, and the links must match it first.
  const [search, setSearch] = useState("");
  useEffect(() => setSearch(window.location.search), [pathname]);
  return (
    <nav className={styles.languages} aria-label={t("language.label")}>
      <p className={styles.label}>{t("language.label")}</p>
      <ul className={styles.list}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              className={styles.link}
              href={localizedPath(lang, pathname) + search}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
