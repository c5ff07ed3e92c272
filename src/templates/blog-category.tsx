import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { ArticleSummary, BlogCategory } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { ArticleList } from "../components/blog/article-card";
import { useSiteData } from "../lib/use-site-data";
import { routes } from "../lib/routes";
import * as styles from "./listing-page.module.css";
import { useT } from "../i18n";

export interface BlogCategoryContext {
  category: BlogCategory;
  articles: ArticleSummary[];
  /** The other categories, for moving between them. */
  categories: Pick<BlogCategory, "slug" | "name">[];
}

const crumbsFor = (category: BlogCategory): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: "Blog", path: routes.blog },
  { name: category.name, path: routes.blogCategory(category.slug) },
];

export default function BlogCategoryTemplate(props: PageProps<object, BlogCategoryContext>) {
  const t = useT();
  const {
    pageContext: { category, articles, categories },
  } = props;
  return (
    <Layout crumbs={crumbsFor(category)}>
      <PageHead {...props} />
      <h1>{category.name}</h1>
      <p className="lead">{category.description}</p>
      {categories.length > 1 && (
        <nav aria-label={t("blog.categories")}>
          <ul className={styles.chips}>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={routes.blogCategory(c.slug)}
                  className={styles.chip}
                  aria-current={c.slug === category.slug ? "page" : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2>{t("blog.articles")}</h2>
      <ArticleList articles={articles} label={t("blog.categoryArticles", { category: category.name })} />
    </Layout>
  );
}

export const PageHead: PageHeadFC<BlogCategoryContext> = ({ pageContext: { category }, location }) => {
  const { siteUrl } = useSiteData();
  const t = useT();
  return (
    <Seo
      title={t("blog.categoryTitle", { category: category.name })}
      description={category.description}
      pathname={location.pathname}
      structuredData={[breadcrumbJsonLd(crumbsFor(category), siteUrl)]}
    />
  );
};
