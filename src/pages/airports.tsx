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

export default function AirportsPage(props: PageProps) {
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
      <h1>Airports</h1>
      <p className="lead">Choose the airport you fly from: prices and availability follow your choice.</p>
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
              Terminals: {airport.terminals.join(", ") || "–"} · {airport.product_count} products
            </p>
            <p>
              <Link to={routes.airport(airport.slug)} aria-label={`Shops and opening hours at ${airport.name}`}>
                Shops and opening hours
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
    title="Airports"
    description="The airports where you can shop with us, their terminals, shops and opening hours."
    pathname={location.pathname}
  />
);
