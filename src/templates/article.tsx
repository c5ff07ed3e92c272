import React from "react";
import type { PageProps } from "gatsby";
import { ShopLink as Link } from "../components/shop-link";
import type { Article, ArticleBlock } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { breadcrumbJsonLd, type Crumb } from "../components/layout/breadcrumbs";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { MediaImage, ProductGrid } from "../features/listing";
import { useSiteData } from "../lib/use-site-data";
import { articleJsonLd } from "../lib/structured-data";
import { formatDate } from "../lib/dates";
import { routes } from "../lib/routes";
import * as styles from "./article.module.css";
import { useT } from "../i18n";

export interface ArticleContext {
  article: Article;
}

const crumbsFor = (article: Article): Crumb[] => [
  { name: "Home", path: routes.home },
  { name: "Blog", path: routes.blog },
  { name: article.category.name, path: routes.blogCategory(article.category.slug) },
  { name: article.title, path: routes.article(article.slug) },
];

/** Article bodies are plain-text blocks: each becomes an element with text content, never HTML. */
function Block({ block }: { block: ArticleBlock }) {
  if (block.type === "heading") return <h2>{block.text}</h2>;
  if (block.type === "quote") return <blockquote className={styles.quote}>{block.text}</blockquote>;
  return <p>{block.text}</p>;
}

export default function ArticleTemplate(props: PageProps<object, ArticleContext>) {
  const {
    pageContext: { article },
  } = props;
  const t = useT();
  return (
    <Layout crumbs={crumbsFor(article)}>
      <PageHead {...props} />
      <article className={`prose ${styles.article}`}>
        <header>
          <p className={styles.category}>
            <Link to={routes.blogCategory(article.category.slug)}>{article.category.name}</Link>
          </p>
          <h1>{article.title}</h1>
          <p className={styles.meta}>
            {t("blog.byAuthor", { author: article.author })} · <time dateTime={article.published_at}>{formatDate(article.published_at, t)}</time> ·{" "}
            {t("blog.readingTime", { minutes: article.reading_minutes })}
          </p>
          <MediaImage image={article.cover} className={styles.cover} eager />
        </header>
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </article>
      {article.products.length > 0 && (
        <section aria-labelledby="article-products">
          <h2 id="article-products">{t("blog.productsInArticle")}</h2>
          <ProductGrid products={article.products} />
        </section>
      )}
    </Layout>
  );
}

export const PageHead: PageHeadFC<ArticleContext> = ({ pageContext: { article }, location }) => {
  const { siteUrl, title } = useSiteData();
  return (
    <Seo
      title={article.title}
      description={article.excerpt}
      pathname={location.pathname}
      image={article.cover}
      type="article"
      structuredData={[articleJsonLd(article, siteUrl, title), breadcrumbJsonLd(crumbsFor(article), siteUrl)]}
    >
      <meta property="article:published_time" content={article.published_at} />
      <meta property="article:section" content={article.category.name} />
    </Seo>
  );
};
