import React from "react";
import { ShopLink as Link } from "../shop-link";
import * as styles from "./breadcrumbs.module.css";
import { useT } from "../../i18n";

export interface Crumb {
  name: string;
  /** A site path such as /categories/perfume/. */
  path: string;
}

/** The trail shown above a page's title; its BreadcrumbList JSON-LD goes in the page's Head (see breadcrumbJsonLd). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumbs.label")} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
