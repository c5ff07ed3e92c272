import React, { useState } from "react";
import { navigate } from "gatsby";
import { routes } from "../../lib/routes";
import * as styles from "./search-box.module.css";
import { useLocalizedPath, useT } from "../../i18n";

interface SearchBoxProps {
  initialQuery?: string;
  id?: string;
}

/** A GET form, so searching works before the JavaScript has loaded; afterwards it navigates without a reload. */
export function SearchBox({ initialQuery = "", id = "site-search" }: SearchBoxProps) {
  const localize = useLocalizedPath();
  const t = useT();
  const [query, setQuery] = useState(initialQuery);
  return (
    <form
      role="search"
      className={styles.form}
      action={localize(routes.search())}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(localize(routes.search(query.trim())));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        placeholder={t("search.placeholder")}
        value={query}
        maxLength={200}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={styles.word}>{t("search.submit")}</span>
      </button>
    </form>
  );
}
