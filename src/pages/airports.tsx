import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { ShopLink as Link } from "../components/shop-link";
import { ShopHere } from "../components/airport/shop-here";
import { useAppSelector } from "../state/hooks";
import { selectLocation } from "../state/main-slice";
import { useSiteData } from "../lib/use-site-data";
import { routes } from "../lib/routes";
import * as styles from "./airports.module.css";
import { useT } from "../i18n";

export default function AirportsPage(props: PageProps) {
  const t = useT();
  const { airports } = useSiteData();
  const location = useAppSelector(selectLocation);
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Airports", path: routes.airports },
      ]}
    >
      <PageHead {...props} />
      <h1>{t("nav.airports")}</h1>
      <p className="lead">{t("airports.lead")}</p>
      <ul className={styles.list}>
        {airports.map((airport) => (
          <li key={airport.slug} className={airport.slug === location ? `${styles.airport} ${styles.chosen}` : styles.airport}>
            <h2 className={styles.name}>
              {airport.name} <span className={styles.iata}>{airport.iata}</span>
            </h2>
            <p>
              {airport.city}, {airport.country}
            </p>
            <p>
              {t("airports.terminals", { terminals: airport.terminals.join(", ") || "–" })} · {t("home.productCount", { count: airport.product_count })}
            </p>
            <p>
              <Link to={routes.airport(airport.slug)} aria-label={t("airports.hoursAt", { airport: airport.name })}>
                {t("airports.hours")}
              </Link>
            </p>
            <ShopHere airport={airport} />
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo
    title={useT()("nav.airports")}
    description={useT()("airports.metaDescription")}
    pathname={location.pathname}
  />
);
