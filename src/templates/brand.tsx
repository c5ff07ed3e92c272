import React from "react";
import type { PageProps } from "gatsby";
import type { Brand, Page, ProductSummary } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { MediaImage, ProductListing } from "../features/listing";
import { useSiteData } from "../lib/use-site-data";
import { LISTING_PAGE_SIZE } from "../lib/listing";
import { routes } from "../lib/routes";
import * as styles from "./listing-page.module.css";
import { useT } from "../i18n";

export interface BrandContext {
  brand: Brand;
  products: Page<ProductSummary>;
}

const crumbsFor = (brand: Brand): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: "Brands", path: routes.brands },
  { name: brand.name, path: routes.brand(brand.slug) },
];

export default function BrandTemplate(props: PageProps<object, BrandContext>) {
  const t = useT();
  const {
    pageContext: { brand, products },
  } = props;
  return (
    <Layout crumbs={crumbsFor(brand)} withSidebar>
      <PageHead {...props} />
      <div className={styles.hero}>
        <div>
          <h1>{brand.name}</h1>
          <p className="lead">{brand.description}</p>
          {brand.country && <p>{t("brand.from", { country: brand.country })}</p>}
        </div>
        <MediaImage image={brand.logo} className={styles.logo} eager />
      </div>
      <ProductListing
        filter={{ brand: brand.slug }}
        initial={products}
        pageSize={LISTING_PAGE_SIZE}
        eagerCount={0}
        heading={`${brand.name} products`}
      />
    </Layout>
  );
}

export const PageHead: PageHeadFC<BrandContext> = ({ pageContext: { brand }, location }) => {
  const { siteUrl } = useSiteData();
  return (
    <Seo
      title={brand.name}
      description={brand.description}
      pathname={location.pathname}
      image={brand.logo}
      structuredData={[
        breadcrumbJsonLd(crumbsFor(brand), siteUrl),
        {
          "@context": "https://schema.org",
          "@type": "Brand",
          name: brand.name,
          description: brand.description,
          url: `${siteUrl}${routes.brand(brand.slug)}`,
        },
      ]}
    />
  );
};
