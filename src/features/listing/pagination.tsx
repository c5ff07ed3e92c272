import React from "react";
import * as styles from "./pagination.module.css";
import { useT } from "../../i18n";

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Real links (?page=N) so crawlers and new tabs work; a plain click pages in place. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  const link = (target: number, label: string, rel?: string) => (
    <a
      href={`?page=${target}`}
      rel={rel}
      className="button"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onChange(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={t("pagination.label")} className={styles.pagination}>
      {page > 1 ? link(page - 1, t("pagination.previous"), "prev") : <span />}
      <span>{t("pagination.position", { page, pages })}</span>
      {page < pages ? link(page + 1, t("pagination.next"), "next") : <span />}
    </nav>
  );
}
