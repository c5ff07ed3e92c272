import React from "react";
import { Helmet } from "react-helmet";
import type { HeadFC } from "gatsby";
import type { Image } from "@travel-retail/api/schemas";
import { useSiteData } from "../../lib/use-site-data";
import { jsonLd } from "../../lib/json-ld";
import { THEME } from "../../lib/theme";
import { mediaUrl } from "../../lib/media-url";
import { LANGUAGES, LOCALES, localizedPath, useLanguage } from "../../i18n";

interface SeoProps {
  title: string;
  description?: string;
  /** The page's path, e.g. /products/x/; the canonical URL is siteUrl + pathname without a query. */
  pathname: string;
  image?: Image;
  type?: "website" | "article" | "product";
  /** Structured data objects, each written as its own JSON-LD script. */
  structuredData?: object[];
  noindex?: boolean;
  children?: React.ReactNode;
}

/**
 * A page's head tags component: each page renders its own (`<PageHead {...props} />` inside its layout),
 * and it receives what Gatsby's Head export would (location, pageContext).
 */
export type PageHeadFC<Context = object> = HeadFC<object, Context>;

/**
 * Everything a page puts in <head>, through react-helmet (gatsby-plugin-react-helmet writes it into the
 * server HTML; in the browser Helmet keeps it in step with client-side navigation).
 *
 * Why not Gatsby's Head export: for every page Gatsby renders the Head to a string, parses that string
 * again (node-html-parser, decoding every attribute and the JSON-LD text) and renders the result a
 * third time: 3.7 s of each HTML worker's 12.6 s of page rendering at 10,000 products (CPU profile).
 * In the browser it renders the Head in a second React root after hydration. Helmet collects the tags
 * while the page itself renders, once. The lang attribute is set for every page in gatsby-ssr.tsx.
 */
export function Seo({
  title,
  description,
  pathname,
  image,
  type = "website",
  structuredData = [],
  noindex = false,
  children,
}: SeoProps) {
  const site = useSiteData();
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`;
  const summary = (description || site.description).slice(0, 300);
  // The page in each language (issue 18): the canonical is this language's URL, and every language's
  // URL is an alternate, English also as x-default, the same set on each, so the pairs are reciprocal.
  const lang = useLanguage();
  const inLanguage = (l: (typeof LANGUAGES)[number]) => `${site.siteUrl}${localizedPath(l, pathname.split("?")[0])}`;
  const canonical = inLanguage(lang);
  const imageUrl = image ? absolute(mediaUrl(image.url), site.siteUrl) : undefined;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={inLanguage(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={inLanguage("en")} />
      <meta property="og:locale" content={LOCALES[lang].replace("-", "_")} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content={type === "product" ? "product" : type} />
      <meta property="og:url" content={canonical} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {image?.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="theme-color" content={THEME.primary} />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLd(data)}
        </script>
      ))}
      {children}
    </Helmet>
  );
}

function absolute(url: string, siteUrl: string) {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url}`;
}

export function organizationJsonLd(siteUrl: string, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512x512.png`,
  };
}
