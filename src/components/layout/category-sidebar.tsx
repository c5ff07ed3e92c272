import React from "react";
import { KeptMarkup, ShopLink as Link } from "../shop-link";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { selectSidebarCollapsed, sidebarToggled } from "../../state/utils-slice";
import { useSiteData } from "../../lib/use-site-data";
import { routes } from "../../lib/routes";
import * as styles from "./category-sidebar.module.css";
import { useT } from "../../i18n";

export function CategorySidebar() {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const { categories } = useSiteData();
  const t = useT();
  return (
    <aside className={styles.sidebar} aria-labelledby="sidebar-title">
      <div className={styles.head}>
        <h2 id="sidebar-title" className={styles.title}>
          {t("nav.categories")}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls="sidebar-categories"
          onClick={() => dispatch(sidebarToggled())}
        >
          {collapsed ? t("sidebar.show") : t("sidebar.hide")}
          <span className="visually-hidden"> {t("sidebar.what")}</span>
        </button>
      </div>
      {/* Kept as the server wrote it at load, not hydrated (KeptMarkup): only the build's data and the language make it. */}
      <KeptMarkup id="sidebar-categories" made={categories} className={styles.list} hidden={collapsed}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={routes.category(category.slug)} activeClassName={styles.active}>
              {category.name}
            </Link>
            {category.subcategories.length > 0 && (
              <ul className={styles.sublist}>
                {category.subcategories.map((sub) => (
                  <li key={sub.slug}>
                    <Link to={routes.subcategory(category.slug, sub.slug)} activeClassName={styles.active}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </KeptMarkup>
    </aside>
  );
}
