import React, { useMemo } from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { ProductDetail } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { AgeGate } from "../components/age-gate/age-gate";
import { MediaImage } from "../components/catalogue/media-image";
import { Price } from "../components/catalogue/price";
import { ProductGrid } from "../components/catalogue/product-grid";
import { AvailabilityTable } from "../components/product/availability-table";
import { AddToListButton } from "../features/lists";
import { useSiteData } from "../lib/use-site-data";
import { deserialiseProduct } from "../lib/product-context";
import { productJsonLd } from "../lib/structured-data";
import { routes } from "../lib/routes";
import * as styles from "./product.module.css";

/** The product detail without what the site data already has, as JSON text (gatsby-node packs it: see product-context). */
export interface ProductContext {
  product: string;
}

function useProduct(json: string): ProductDetail {
  const { airports } = useSiteData();
  return useMemo(() => deserialiseProduct(json, airports), [json, airports]);
}

function crumbsFor(product: ProductDetail): Crumb[] {
  return [
    { name: "Home", path: routes.home },
    { name: product.category.name, path: routes.category(product.category.slug) },
    { name: product.subcategory.name, path: routes.subcategory(product.category.slug, product.subcategory.slug) },
    { name: product.name, path: routes.product(product.slug) },
  ];
}

export default function ProductTemplate(props: PageProps<object, ProductContext>) {
  const { pageContext, location } = props;
  const product = useProduct(pageContext.product);
  const images = product.images.length ? product.images : [product.image];
  return (
    <Layout crumbs={crumbsFor(product)} withSidebar>
      <ProductSeo product={product} pathname={location.pathname} />
      <AgeGate adult={product.adult} />
      <article className={styles.product}>
        <div className={styles.gallery}>
          <MediaImage image={images[0]} className={styles.mainImage} eager />
          {images.length > 1 && (
            <ul className={styles.thumbs} aria-label="More images">
              {images.slice(1).map((image) => (
                <li key={image.url}>
                  <MediaImage image={image} />
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
            {product.size} · SKU {product.sku}
          </p>
          <p className={styles.price}>
            <span className="visually-hidden">Price: </span>
            <Price amount={product.price} />
          </p>
          <AddToListButton product={product} />
          <h2>Description</h2>
          <p className="prose">{product.description}</p>
          {product.sections.length > 0 && (
            <p>
              Featured in:{" "}
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
        <h2 id="availability-title">Where to buy</h2>
        <AvailabilityTable availability={product.availability} />
      </section>
      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.below}>
          <h2 id="related-title">You may also like</h2>
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
  return (
    <Seo
      title={`${product.name} – ${product.brand.name}`}
      description={product.description}
      pathname={pathname}
      image={product.images[0] ?? product.image}
      type="product"
      structuredData={[productJsonLd(product, siteUrl), breadcrumbJsonLd(crumbsFor(product), siteUrl)]}
    />
  );
}
