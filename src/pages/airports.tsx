import React from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { useAppDispatch, useAppSelector } from "../state/hooks";
import { selectLocation } from "../state/main-slice";
import { locationSaved } from "../state/preferences-thunks";
import { useSiteData } from "../lib/use-site-data";
import { routes } from "../lib/routes";
import * as styles from "./airports.module.css";

export default function AirportsPage(props: PageProps) {
  const { airports } = useSiteData();
  const location = useAppSelector(selectLocation);
  const dispatch = useAppDispatch();
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
        {airports.map((airport) => {
          const chosen = airport.slug === location;
          return (
            <li key={airport.slug} className={chosen ? `${styles.airport} ${styles.chosen}` : styles.airport}>
              <h2 className={styles.name}>
                {airport.name} <span className={styles.iata}>{airport.iata}</span>
              </h2>
              <p>
                {airport.city}, {airport.country}
              </p>
              <p>
                Terminals: {airport.terminals.join(", ") || "–"} · {airport.product_count} products
              </p>
              {chosen ? (
                <p className={styles.current}>
                  <strong>Your airport.</strong>{" "}
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => dispatch(locationSaved(null))}
                  >
                    Show all airports
                  </button>
                </p>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={`Shop at ${airport.name}`}
                  onClick={() => dispatch(locationSaved(airport.slug))}
                >
                  Shop here
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => (
  <Seo
    title="Airports"
    description="The airports where you can shop with us, their terminals and products."
    pathname={location.pathname}
  />
);
