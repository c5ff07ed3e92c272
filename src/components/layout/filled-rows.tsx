import React from "react";
import * as styles from "./filled-rows.module.css";

interface ColumnChoices {
  phone: readonly number[];
  tablet: readonly number[];
  desktop: readonly number[];
}

/** Cards and tiles: two on a phone, three or four on a tablet, four to six on a desktop (first choice first). */
export const CARD_COLUMNS: ColumnChoices = { phone: [2], tablet: [4, 3], desktop: [6, 4, 5] };
/** Wide cards such as articles: one on a phone. */
export const WIDE_COLUMNS: ColumnChoices = { phone: [1], tablet: [2], desktop: [4, 3, 2] };

export interface RowLayout {
  /** How many of the items to show: the most that fill every row at every width. */
  shown: number;
  phone: number;
  tablet: number;
  desktop: number;
}

const dividing = (count: number, choices: readonly number[]) => choices.find((columns) => count % columns === 0);

/**
 * Home page grids are short showcases with a "see all" link, so rather than leave a last row half empty
 * (8 products as 5 + 3, 6 sections as 5 + 1, issue 17) they show the most items that fill every row at
 * every width, with column counts that divide it. Fewer items than any such count: one row of them all.
 */
export function fillingRows(count: number, choices: ColumnChoices = CARD_COLUMNS): RowLayout {
  for (let shown = count; shown >= 1; shown--) {
    const phone = dividing(shown, choices.phone);
    const tablet = dividing(shown, choices.tablet);
    const desktop = dividing(shown, choices.desktop);
    if (phone && tablet && desktop) return { shown, phone, tablet, desktop };
  }
  const columns = Math.min(Math.max(count, 1), 8);
  return { shown: count, phone: columns, tablet: columns, desktop: columns };
}

/**
 * Sets the columns of the one grid (a ul) inside it. Classes, not inline styles, so the columns are in
 * the CSS from the first paint and do not depend on the script.
 */
export function FilledRows({
  layout,
  busy,
  children,
}: {
  layout: RowLayout;
  busy?: boolean;
  children: React.ReactNode;
}) {
  const className = [
    styles.rows,
    styles[`phone${layout.phone}`],
    styles[`tablet${layout.tablet}`],
    styles[`desktop${layout.desktop}`],
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className} aria-busy={busy}>
      {children}
    </div>
  );
}
