import React, { useEffect, useMemo, useState } from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { Availability, ProductDetail, Variant } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { AgeGate } from "../components/age-gate/age-gate";
import { MediaImage, Price, ProductGrid, useLiveOffers } from "../features/listing";
import { AvailabilityTable } from "../components/product/availability-table";
import { SizeChoice } from "../components/product/size-choice";
import { AddToListButton } from "../features/lists";
import { LazyTripRules, type TripLine } from "../features/trip";
import { useAppSelector } from "../state/hooks";
import { selectLocation } from "../state/main-slice";
import { useSiteData } from "../lib/use-site-data";
import { deserialiseProduct } from "../lib/product-context";
import { productJsonLd } from "../lib/structured-data";
import { routes } from "../lib/routes";
import * as styles from "./product.module.css";
import { useLanguage, useT } from "../i18n";

/** The product detail without what the site data already has, as JSON text (gatsby-node packs it: see product-context). */
export interface ProductContext {
  product: string;
}

function useProduct(json: string): ProductDetail {
  const { airports } = useSiteData();
  return useMemo(() => deserialiseProduct(json, airports), [json, airports]);
}

function crumbsFor(product: ProductDetail, home: string): Crumb[] {
  return [
    { name: home, path: routes.home },
    { name: product.category.name, path: routes.category(product.category.slug) },
    { name: product.subcategory.name, path: routes.subcategory(product.category.slug, product.subcategory.slug) },
    { name: product.name, path: routes.product(product.slug) },
  ];
}

/**
 * The chosen size: the default (first) one when the page is built and rendered, then the one the
 * address names (`?size=<sku>`, where an old size page's address redirects to) once in the browser.
 */
function useChosenSize(product: ProductDetail, search: string): [Variant | undefined, (sku: string) => void] {
  const [sku, setSku] = useState(product.variants[0]?.sku);
  useEffect(() => {
    const wanted = new URLSearchParams(search).get("size") ?? product.selected_size;
    if (wanted && product.variants.some((v) => v.sku === wanted)) setSku(wanted);
  }, [search, product]);
  return [product.variants.find((v) => v.sku === sku) ?? product.variants[0], setSku];
}

/** A size's availability as the table shows it: the airport's names from the product's own rows. */
function sizeAvailability(product: ProductDetail, variant: Variant | undefined): Availability[] {
  if (!variant) return product.availability;
  const airports = new Map(product.availability.map((row) => [row.airport, row]));
  return variant.availability.flatMap((offer) => {
    const airport = airports.get(offer.airport);
    return airport ? [{ ...airport, price: offer.price, in_stock: offer.in_stock }] : [];
  });
}

/** The chosen size as the trip's rules read it, priced at the departure airport where it sells it. */
function tripLine(product: ProductDetail, variant: Variant | undefined, airport: string | null): TripLine[] {
  if (!variant) return [];
  const offer = variant.availability.find((o) => o.airport === airport);
  // Not sold at the departure airport: no line, and the panel says so.
  if (airport && !offer) return [];
  return [
    {
      key: variant.sku,
      name: product.name,
      kind: product.kind,
      abv: product.abv,
      volume_ml: variant.volume_ml,
      sticks: variant.sticks,
      tobacco_g: variant.tobacco_g,
      quantity: 1,
      price: offer?.price ?? variant.price,
      duty_paid_price: offer ? offer.duty_paid_price : variant.duty_paid_price,
    },
  ];
}

export default function ProductTemplate(props: PageProps<object, ProductContext>) {
  const { pageContext, location } = props;
  const built = useProduct(pageContext.product);
  // The figures (prices, stock) as they are now; the page as built until they come (or offline).
  const { product, status } = useLiveOffers(built, useLanguage());
  const t = useT();
  const [size, chooseSize] = useChosenSize(product, location.search);
  const airport = useAppSelector(selectLocation);
  const images = product.images.length ? product.images : [product.image];
  return (
    <Layout crumbs={crumbsFor(product, t("breadcrumbs.home"))} withSidebar sameParts>
      <ProductSeo product={product} pathname={location.pathname} />
      <AgeGate adult={product.adult} />
      <article className={styles.product}>
        <div className={styles.gallery}>
          <MediaImage image={images[0]} className={styles.mainImage} eager sizes="(max-width: 799px) 100vw, 600px" />
          {images.length > 1 && (
            <ul className={styles.thumbs} aria-label={t("product.moreImages")}>
              {images.slice(1).map((image) => (
                <li key={image.url}>
                  {/* Never the largest paint, even on the first screen: not the main picture's rival for the link. */}
                  <MediaImage image={image} sizes="(max-width: 799px) 25vw, 150px" lowPriority />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.info}>
          <p className={styles.brand}>
            <Link to={routes.brand(product.brand.slug)}>{product.brand.name}</Link>
          </p>
          <h1>{product.name}</h1>
          <p className={styles.facts}>
            <span data-testid="product-size">{size?.size ?? product.size}</span> · {t("product.sku", { sku: size?.sku ?? product.sku })}
          </p>
          {size && <SizeChoice variants={product.variants} selected={size.sku} onSelect={chooseSize} />}
          <p className={styles.price} aria-live="polite" data-testid="product-price">
            <span className="visually-hidden">{size ? t("product.priceOfSize", { size: size.size }) : t("product.priceLabel")} </span>
            <Price amount={size?.price ?? product.price} />
          </p>
          <AddToListButton
            product={product}
            size={
              size && {
                sku: size.sku,
                size: size.size,
                price: size.price,
                in_stock: size.in_stock,
                duty_paid_price: size.duty_paid_price,
                volume_ml: size.volume_ml,
                sticks: size.sticks,
                tobacco_g: size.tobacco_g,
              }
            }
          />
          <p>
            <Link to={`/reserve/?product=${product.slug}${size ? `&size=${encodeURIComponent(size.sku)}` : ""}`}>
              {t("reservations.reserve")}
            </Link>
          </p>
          <LazyTripRules
            className={styles.tripRules}
            variant="product"
            departure={airport ? airport.toUpperCase() : null}
            lines={tripLine(product, size, airport)}
          />
          <h2>{t("product.description")}</h2>
          <p className="prose">{product.description}</p>
          {product.sections.length > 0 && (
            <p>
              {t("product.featuredIn")}{" "}
              {product.sections.map((section, index) => (
                <React.Fragment key={section.slug}>
                  {index > 0 && ", "}
                  <Link to={routes.section(section.slug)}>{section.name}</Link>
                </React.Fragment>
              ))}
            </p>
          )}
        </div>
      </article>
      <section aria-labelledby="availability-title" className={styles.below}>
        <h2 id="availability-title">{size && product.variants.length > 1 ? t("product.whereToBuySize", { size: size.size }) : t("product.whereToBuy")}</h2>
        {status === "offline" && <p className={styles.builtPrices}>{t("product.builtPrices")}</p>}
        <AvailabilityTable availability={sizeAvailability(product, size)} />
      </section>
      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.below}>
          <h2 id="related-title">{t("product.related")}</h2>
          <ProductGrid products={product.related} />
        </section>
      )}
    </Layout>
  );
}

// The page passes the product it has already parsed; PageHead parses it from the context.
export const PageHead: PageHeadFC<ProductContext> = ({ pageContext, location }) => (
  <ProductSeo product={useProduct(pageContext.product)} pathname={location.pathname} />
);

function ProductSeo({ product, pathname }: { product: ProductDetail; pathname: string }) {
  const { siteUrl } = useSiteData();
  const t = useT();
  return (
    <Seo
      title={`${product.name} – ${product.brand.name}`}
      description={product.description}
      pathname={pathname}
      image={product.images[0] ?? product.image}
      type="product"
      structuredData={[productJsonLd(product, siteUrl), breadcrumbJsonLd(crumbsFor(product, t("breadcrumbs.home")), siteUrl)]}
    />
  );
}
