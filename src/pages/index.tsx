import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { Mainpage } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { Seo, organizationJsonLd, type PageHeadFC } from "../components/seo/seo";
import { EAGER_CARD_PICTURES, ProductGrid, useAirportProducts, Tile, TileGrid } from "../features/listing";
import { ArticleList } from "../components/blog/article-card";
import { FilledRows, WIDE_COLUMNS, fillingRows } from "../components/layout/filled-rows";
import { useAppSelector } from "../state/hooks";
import { selectLocation } from "../state/main-slice";
import { useSiteData } from "../lib/use-site-data";
import { routes } from "../lib/routes";
import * as styles from "./index.module.css";
import { useT } from "../i18n";

export interface HomeContext {
  mainpage: Mainpage;
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}

export default function HomePage(props: PageProps<object, HomeContext>) {
  const {
    pageContext: { mainpage },
  } = props;
  const location = useAppSelector(selectLocation);
  const { airports } = useSiteData();
  const airport = airports.find((a) => a.slug === location);
  const products = useAirportProducts(mainpage, location);
  const t = useT();
  // The grids name the airport once its own products are shown.
  const at = products.status === "airport" && airport ? airport.name : undefined;
  const busy = products.status === "loading";
  const rows = {
    featured: fillingRows(products.featured.length),
    newArrivals: fillingRows(products.new_arrivals.length),
    categories: fillingRows(mainpage.categories.length),
    sections: fillingRows(mainpage.sections.length),
    brands: fillingRows(mainpage.brands.length),
    articles: fillingRows(mainpage.articles.length, WIDE_COLUMNS),
  };
  return (
    <Layout>
      <PageHead {...props} />
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title">{t("home.heroTitle")}</h1>
        <p>{airport ? t("home.heroTextAt", { airport: airport.name }) : t("home.heroText")}</p>
        <div className={styles.heroActions}>
          <Link to={routes.categories} className="button button-secondary">
            {t("home.shopByCategory")}
          </Link>
          <Link to={routes.airports} className={styles.heroLink}>
            {airport ? t("home.changeAirport") : t("home.chooseAirport")}
          </Link>
        </div>
      </section>

      {products.status === "failed" && airport && (
        <p role="status" className={styles.notice}>
          {t("home.pricesFailed", { airport: airport.name })}
        </p>
      )}

      {products.featured.length > 0 && (
        <Section id="featured" title={at ? t("home.featuredAt", { airport: at }) : t("home.featured")}>
          <FilledRows layout={rows.featured} busy={busy}>
            <ProductGrid products={products.featured.slice(0, rows.featured.shown)} label={t("home.featured")} eagerCount={EAGER_CARD_PICTURES} />
          </FilledRows>
        </Section>
      )}

      <Section id="home-categories" title={t("nav.categories")} more={{ to: routes.categories, label: t("home.allCategories") }}>
        <FilledRows layout={rows.categories}>
          <TileGrid label={t("nav.categories")}>
            {mainpage.categories.slice(0, rows.categories.shown).map((c) => (
              <Tile
                key={c.slug}
                to={routes.category(c.slug)}
                title={c.name}
                image={c.image}
                meta={t("home.productCount", { count: c.product_count })}
              />
            ))}
          </TileGrid>
        </FilledRows>
      </Section>

      {products.new_arrivals.length > 0 && (
        <Section id="new-arrivals" title={at ? t("home.newArrivalsAt", { airport: at }) : t("home.newArrivals")}>
          <FilledRows layout={rows.newArrivals} busy={busy}>
            <ProductGrid products={products.new_arrivals.slice(0, rows.newArrivals.shown)} label={t("home.newArrivals")} />
          </FilledRows>
        </Section>
      )}

      {mainpage.sections.length > 0 && (
        <Section id="home-sections" title={t("home.sections")}>
          <FilledRows layout={rows.sections}>
            <TileGrid label={t("home.sectionsLabel")}>
              {mainpage.sections.slice(0, rows.sections.shown).map((s) => (
                <Tile key={s.slug} to={routes.section(s.slug)} title={s.name} image={s.image} text={s.description} />
              ))}
            </TileGrid>
          </FilledRows>
        </Section>
      )}

      {mainpage.brands.length > 0 && (
        <Section id="home-brands" title={t("nav.brands")} more={{ to: routes.brands, label: t("home.allBrands") }}>
          <FilledRows layout={rows.brands}>
            <TileGrid label={t("nav.brands")}>
              {mainpage.brands.slice(0, rows.brands.shown).map((b) => (
                <Tile
                  key={b.slug}
                  to={routes.brand(b.slug)}
                  title={b.name}
                  image={b.logo}
                  meta={t("home.productCount", { count: b.product_count })}
                />
              ))}
            </TileGrid>
          </FilledRows>
        </Section>
      )}

      {mainpage.articles.length > 0 && (
        <Section id="home-articles" title={t("home.fromTheBlog")} more={{ to: routes.blog, label: t("home.allArticles") }}>
          <FilledRows layout={rows.articles}>
            <ArticleList articles={mainpage.articles.slice(0, rows.articles.shown)} label={t("home.latestArticles")} />
          </FilledRows>
        </Section>
      )}
    </Layout>
  );
}

export const PageHead: PageHeadFC<HomeContext> = ({ location }) => {
  const { siteUrl, title } = useSiteData();
  const t = useT();
  return (
    <Seo
      title={title}
      description={t("home.metaDescription")}
      pathname={location.pathname}
      structuredData={[
        organizationJsonLd(siteUrl, title),
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: title,
          url: `${siteUrl}/`,
          potentialAction: {
            "@type": "SearchAction",
            target: `${siteUrl}/search/?q={search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        },
      ]}
    />
  );
};
