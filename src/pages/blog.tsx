import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { BlogHome } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { ArticleCard, ArticleList } from "../components/blog/article-card";
import { routes } from "../lib/routes";
import * as styles from "./blog.module.css";
import { useT } from "../i18n";

export interface BlogContext {
  blog: BlogHome;
}

const EMPTY: BlogHome = { featured: null, latest: [], categories: [] };

export default function BlogPage(props: PageProps<object, BlogContext>) {
  const t = useT();
  const {
    pageContext: { blog = EMPTY },
  } = props;
  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Blog", path: routes.blog },
      ]}
    >
      <PageHead {...props} />
      <h1>{t("blog.title")}</h1>
      <p className="lead">{t("blog.lead")}</p>
      {blog.categories.length > 0 && (
        <nav aria-label={t("blog.categories")}>
          <ul className={styles.categories}>
            {blog.categories.map((c) => (
              <li key={c.slug}>
                <Link to={routes.blogCategory(c.slug)}>
                  {c.name} <span className={styles.count}>({c.article_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {blog.featured && (
        <section aria-labelledby="featured-article" className={styles.featured}>
          <h2 id="featured-article">{t("blog.featured")}</h2>
          <ArticleCard article={blog.featured} />
        </section>
      )}
      <section aria-labelledby="latest-articles">
        <h2 id="latest-articles">{t("home.latestArticles")}</h2>
        <ArticleList articles={blog.latest} label={t("home.latestArticles")} />
      </section>
    </Layout>
  );
}

export const PageHead: PageHeadFC<BlogContext> = ({ location }) => (
  <Seo title={useT()("nav.blog")} description={useT()("blog.lead")} pathname={location.pathname} />
);
