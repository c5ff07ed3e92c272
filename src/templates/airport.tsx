import React from "react";
import type { PageProps } from "gatsby";
import type { AirportDetail } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { ShopLink as Link } from "../components/shop-link";
import { ProductGrid } from "../features/listing";
import { ShopHere } from "../components/airport/shop-here";
import { ShopCard } from "../components/airport/shop-card";
import { airportJsonLd } from "../components/airport/airport-json-ld";
import { timeZoneLabel } from "../lib/opening-hours";
import { useSiteData } from "../lib/use-site-data";
import { routes } from "../lib/routes";
import * as styles from "./airport.module.css";

export interface AirportContext {
  airport: AirportDetail;
}

const crumbsFor = (airport: AirportDetail): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: "Airports", path: routes.airports },
  { name: airport.name, path: routes.airport(airport.slug) },
];

const describe = (a: AirportDetail) =>
  `Duty-free shopping at ${a.name} (${a.iata}), ${a.city}: ${a.shops.length} shops` +
  `${a.shops.some((s) => s.collection_point) ? " with Reserve & Collect points" : ""}, their opening hours and the top brands and products there.`;

export default function AirportTemplate(props: PageProps<object, AirportContext>) {
  const {
    pageContext: { airport },
  } = props;
  const { currencies } = useSiteData();
  const currency = currencies.find((c) => c.code === airport.currency);
  const zoneLabel = timeZoneLabel(airport.city, airport.timezone);
  return (
    <Layout crumbs={crumbsFor(airport)}>
      <PageHead {...props} />
      <header className={styles.hero}>
        <h1 className={styles.title}>
          {airport.name} <span className={styles.iata}>{airport.iata}</span>
        </h1>
        <p className="lead">
          {airport.city}, {airport.country}
        </p>
        <ShopHere airport={airport} />
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Terminals</dt>
          <dd>{airport.terminal_details.map((t) => t.name).join(", ") || "–"}</dd>
        </div>
        <div>
          <dt>Local currency</dt>
          <dd>{currency ? `${currency.name} (${currency.code})` : airport.currency}</dd>
        </div>
        <div>
          <dt>Local time</dt>
          <dd>{zoneLabel}</dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{airport.product_count}</dd>
        </div>
      </dl>

      <section aria-labelledby="shops">
        <h2 id="shops">Shops and collection points</h2>
        <p className={styles.hint}>
          Hours are in {zoneLabel}. Reserve &amp; Collect orders are picked up at a collection point.
        </p>
        {airport.shops.length === 0 ? (
          <p>No shops are listed for this airport yet.</p>
        ) : (
          <div className={styles.shops}>
            {airport.shops.map((shop) => (
              <ShopCard key={shop.slug} shop={shop} timeZone={airport.timezone} zoneLabel={zoneLabel} />
            ))}
          </div>
        )}
      </section>

      {airport.top_brands.length > 0 && (
        <section aria-labelledby="top-brands">
          <h2 id="top-brands">Top brands at {airport.iata}</h2>
          <ul className={styles.brands}>
            {airport.top_brands.map((brand) => (
              <li key={brand.slug}>
                <Link to={routes.brand(brand.slug)}>{brand.name}</Link>{" "}
                <span className={styles.count}>({brand.product_count} products)</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="top-products">
        <h2 id="top-products">Top products at {airport.iata}</h2>
        <ProductGrid products={airport.top_products} label={`Top products at ${airport.name}`} />
      </section>
    </Layout>
  );
}

export const PageHead: PageHeadFC<AirportContext> = ({ pageContext: { airport }, location }) => {
  const { siteUrl } = useSiteData();
  return (
    <Seo
      title={`${airport.name} (${airport.iata}): shops and opening hours`}
      description={describe(airport)}
      pathname={location.pathname}
      structuredData={[breadcrumbJsonLd(crumbsFor(airport), siteUrl), airportJsonLd(airport, siteUrl)]}
    />
  );
};
