import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { Category, Page, ProductSummary } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { AgeGate } from "../components/age-gate/age-gate";
import { ProductListing } from "../features/listing";
import { useSiteData } from "../lib/use-site-data";
import { LISTING_PAGE_SIZE } from "../lib/listing";
import { routes } from "../lib/routes";
import * as styles from "./listing-page.module.css";
import { useT } from "../i18n";

export interface CategoryContext {
  category: Category;
  products: Page<ProductSummary>;
}

const crumbsFor = (category: Category): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: "Categories", path: routes.categories },
  { name: category.name, path: routes.category(category.slug) },
];

export default function CategoryTemplate(props: PageProps<object, CategoryContext>) {
  const t = useT();
  const {
    pageContext: { category, products },
  } = props;
  return (
    <Layout crumbs={crumbsFor(category)} withSidebar>
      <PageHead {...props} />
      <AgeGate adult={category.adult} />
      <h1>{category.name}</h1>
      <p className="lead">{category.description}</p>
      {category.subcategories.length > 0 && (
        <nav aria-label={t("categories.subcategoriesOf", { category: category.name })}>
          <ul className={styles.chips}>
            {category.subcategories.map((sub) => (
              <li key={sub.slug}>
                <Link to={routes.subcategory(category.slug, sub.slug)} className={styles.chip}>
                  {sub.name} <span className={styles.count}>({sub.product_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing
        filter={{ category: category.slug }}
        initial={products}
        pageSize={LISTING_PAGE_SIZE}
        heading={`All ${category.name.toLowerCase()}`}
      />
    </Layout>
  );
}

export const PageHead: PageHeadFC<CategoryContext> = ({ pageContext: { category }, location }) => {
  const { siteUrl } = useSiteData();
  return (
    <Seo
      title={category.name}
      description={category.description}
      pathname={location.pathname}
      image={category.image}
      structuredData={[breadcrumbJsonLd(crumbsFor(category), siteUrl)]}
    />
  );
};
