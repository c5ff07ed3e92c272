import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { Page, ProductSummary, Subcategory } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { AgeGate } from "../components/age-gate/age-gate";
import { ProductListing } from "../features/listing";
import { useSiteData } from "../lib/use-site-data";
import { LISTING_PAGE_SIZE } from "../lib/listing";
import { routes } from "../lib/routes";
import { Message } from "../i18n";

export interface SubcategoryContext {
  subcategory: Subcategory;
  products: Page<ProductSummary>;
}

const crumbsFor = (sub: Subcategory): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: "Categories", path: routes.categories },
  { name: sub.category.name, path: routes.category(sub.category.slug) },
  { name: sub.name, path: routes.subcategory(sub.category.slug, sub.slug) },
];

export default function SubcategoryTemplate(props: PageProps<object, SubcategoryContext>) {
  const {
    pageContext: { subcategory, products },
  } = props;
  return (
    <Layout crumbs={crumbsFor(subcategory)} withSidebar>
      <PageHead {...props} />
      <AgeGate adult={subcategory.adult} />
      <h1>{subcategory.name}</h1>
      <p className="lead">{subcategory.description}</p>
      <p>
        <Message
          id="subcategory.partOf"
          values={{ category: (text) => <Link to={routes.category(subcategory.category.slug)}>{text}</Link>, name: subcategory.category.name }}
        />
      </p>
      <ProductListing
        filter={{ subcategory: subcategory.slug }}
        initial={products}
        pageSize={LISTING_PAGE_SIZE}
        heading={`${subcategory.name} products`}
      />
    </Layout>
  );
}

export const PageHead: PageHeadFC<SubcategoryContext> = ({ pageContext: { subcategory }, location }) => {
  const { siteUrl } = useSiteData();
  return (
    <Seo
      title={`${subcategory.name} – ${subcategory.category.name}`}
      description={subcategory.description}
      pathname={location.pathname}
      structuredData={[breadcrumbJsonLd(crumbsFor(subcategory), siteUrl)]}
    />
  );
};
