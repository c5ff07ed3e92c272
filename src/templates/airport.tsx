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
import { useSiteData } from "../lib/use-site-data";
import { routes } from "../lib/routes";
import * as styles from "./airport.module.css";
import { type Translate, useT } from "../i18n";

export interface AirportContext {
  airport: AirportDetail;
}

const crumbsFor = (airport: AirportDetail, t: Translate): Crumb[] => [
  { name: t("breadcrumbs.home"), path: routes.home },
  { name: t("nav.airports"), path: routes.airports },
  { name: airport.name, path: routes.airport(airport.slug) },
];

const describe = (a: AirportDetail, t: Translate) =>
  t(a.shops.some((s) => s.collection_point) ? "airport.metaDescriptionCollect" : "airport.metaDescription", {
    name: a.name,
    iata: a.iata,
    city: a.city,
    shops: a.shops.length,
  });

export default function AirportTemplate(props: PageProps<object, AirportContext>) {
  const {
    pageContext: { airport },
  } = props;
  const { currencies } = useSiteData();
  const currency = currencies.find((c) => c.code === airport.currency);
  const t = useT();
  const zoneLabel = t("airport.zone", { city: airport.city, zone: airport.timezone });
  return (
    <Layout crumbs={crumbsFor(airport, t)}>
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
          <dt>{t("availability.terminals")}</dt>
          <dd>{airport.terminal_details.map((terminal) => terminal.name).join(", ") || "–"}</dd>
        </div>
        <div>
          <dt>{t("airport.localCurrency")}</dt>
          <dd>{currency ? `${currency.name} (${currency.code})` : airport.currency}</dd>
        </div>
        <div>
          <dt>{t("airport.localTime")}</dt>
          <dd>{zoneLabel}</dd>
        </div>
        <div>
          <dt>{t("listing.heading")}</dt>
          <dd>{airport.product_count}</dd>
        </div>
      </dl>

      <section aria-labelledby="shops">
        <h2 id="shops">{t("airport.shops")}</h2>
        <p className={styles.hint}>
          {t("airport.hoursHint", { zone: zoneLabel })}
        </p>
        {airport.shops.length === 0 ? (
          <p>{t("airport.noShops")}</p>
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
          <h2 id="top-brands">{t("airport.topBrands", { iata: airport.iata })}</h2>
          <ul className={styles.brands}>
            {airport.top_brands.map((brand) => (
              <li key={brand.slug}>
                <Link to={routes.brand(brand.slug)}>{brand.name}</Link>{" "}
                <span className={styles.count}>({t("home.productCount", { count: brand.product_count })})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="top-products">
        <h2 id="top-products">{t("airport.topProducts", { iata: airport.iata })}</h2>
        <ProductGrid products={airport.top_products} label={t("airport.topProducts", { iata: airport.name })} />
      </section>
    </Layout>
  );
}

export const PageHead: PageHeadFC<AirportContext> = ({ pageContext: { airport }, location }) => {
  const { siteUrl } = useSiteData();
  const t = useT();
  return (
    <Seo
      title={t("airport.title", { name: airport.name, iata: airport.iata })}
      description={describe(airport, t)}
      pathname={location.pathname}
      structuredData={[breadcrumbJsonLd(crumbsFor(airport, t), siteUrl), airportJsonLd(airport, siteUrl)]}
    />
  );
};
