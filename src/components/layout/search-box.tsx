import React, { useState } from "react";
import { navigate } from "gatsby";
import { routes } from "../../lib/routes";
import * as styles from "./search-box.module.css";

interface SearchBoxProps {
  initialQuery?: string;
  id?: string;
}

/** A GET form, so searching works before the JavaScript has loaded; afterwards it navigates without a reload. */
export function SearchBox({ initialQuery = "", id = "site-search" }: SearchBoxProps) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <form
      role="search"
      className={styles.form}
      action={routes.search()}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(routes.search(query.trim()));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        placeholder="Search perfume, whisky, chocolate…"
        value={query}
        maxLength={200}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
