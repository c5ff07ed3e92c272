import React from "react";
import { KeptMarkup, ShopLink as Link } from "../shop-link";
import type { ArticleSummary } from "@travel-retail/api/schemas";
import { MediaImage } from "../../features/listing";
import { formatDate } from "../../lib/dates";
import { routes } from "../../lib/routes";
import * as styles from "./article-card.module.css";
import { useT } from "../../i18n";

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  return (
    <article className={styles.card}>
      <MediaImage image={article.cover} className={styles.cover} decorative />
      <p className={styles.category}>{article.category.name}</p>
      <Heading className={styles.title}>
        <Link to={routes.article(article.slug)} className={styles.link}>
          {article.title}
        </Link>
      </Heading>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <p className={styles.meta}>
        <time dateTime={article.published_at}>{formatDate(article.published_at, t)}</time> · {t("blog.readingTime", { minutes: article.reading_minutes })}
      </p>
    </article>
  );
}

export function ArticleList({ articles, label }: { articles: ArticleSummary[]; label?: string }) {
  const t = useT();
  if (articles.length === 0) return <p>{t("blog.noArticles")}</p>;
  return (
    // Cards of the build's data: kept as the server wrote them at load (KeptMarkup).
    <KeptMarkup made={articles} className={styles.list} aria-label={label}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </KeptMarkup>
  );
}
