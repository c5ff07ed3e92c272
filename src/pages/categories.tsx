import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { Category } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { MediaImage } from "../features/listing";
import { routes } from "../lib/routes";
import * as styles from "./categories.module.css";
import { useT } from "../i18n";

export interface CategoriesContext {
  categories: Category[];
}

export default function CategoriesPage(props: PageProps<object, CategoriesContext>) {
  const t = useT();
  const {
    pageContext: { categories = [] },
  } = props;
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Categories", path: routes.categories },
      ]}
    >
      <PageHead {...props} />
      <h1>{t("nav.categories")}</h1>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.slug} className={styles.category}>
            <MediaImage image={category.image} className={styles.image} decorative />
            <div>
              <h2 className={styles.name}>
                <Link to={routes.category(category.slug)}>{category.name}</Link>
              </h2>
              <p>{category.description}</p>
              {category.subcategories.length > 0 && (
                <ul className={styles.subs} aria-label={t("categories.subcategoriesOf", { category: category.name })}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.slug}>
                      <Link to={routes.subcategory(category.slug, sub.slug)}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export const PageHead: PageHeadFC<CategoriesContext> = ({ location }) => (
  <Seo
    title={useT()("nav.categories")}
    description={useT()("categories.metaDescription")}
    pathname={location.pathname}
  />
);
