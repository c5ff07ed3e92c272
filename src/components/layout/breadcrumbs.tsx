import React from "react";
import { ShopLink as Link } from "../shop-link";
import * as styles from "./breadcrumbs.module.css";
import { type MessageId, useT } from "../../i18n";
import { routes } from "../../lib/routes";

export interface Crumb {
  name: string;
  /** A site path such as /categories/perfume/. */
  path: string;
}

/**
 * The site's own pages named from the catalogue, whatever name a template gave them: a Polish page's
 * trail reads "Strona główna › Kategorie" from the same crumbs.
 */
const NAMED: Record<string, MessageId> = {
  [routes.home]: "breadcrumbs.home",
  [routes.categories]: "nav.categories",
  [routes.brands]: "nav.brands",
  [routes.airports]: "nav.airports",
  [routes.blog]: "nav.blog",
  [routes.search()]: "search.submit",
  [routes.howItWorks]: "nav.howItWorks",
  [routes.becomeAPartner]: "nav.becomeAPartner",
  [routes.europeanFunds]: "nav.europeanFunds",
  [routes.privacy]: "nav.privacy",
  [routes.tac]: "nav.tac",
  [routes.myLists]: "header.myLists",
};

/** The trail shown above a page's title; its BreadcrumbList JSON-LD goes in the page's Head (see breadcrumbJsonLd). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumbs.label")} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{NAMED[crumb.path] ? t(NAMED[crumb.path]) : crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{NAMED[crumb.path] ? t(NAMED[crumb.path]) : crumb.name}</Link>
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
