import type { Article, ProductDetail } from "@travel-retail/api/schemas";
import { mediaUrl } from "./media-url";
import { routes } from "./routes";

const absolute = (url: string, siteUrl: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** schema.org Product with its offers: one per airport that sells it, prices in USD as the API gives them. */
export function productJsonLd(product: ProductDetail, siteUrl: string) {
  const url = `${siteUrl}${routes.product(product.slug)}`;
  const offers = product.availability.length
    ? product.availability.map((a) => ({
        "@type": "Offer",
        price: a.price,
        priceCurrency: "USD",
        availability: a.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        availableAtOrFrom: { "@type": "Place", name: a.airport_name },
        url,
      }))
    : [{ "@type": "Offer", price: product.price, priceCurrency: "USD", availability: "https://schema.org/InStoreOnly", url }];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    description: product.description,
    image: (product.images.length ? product.images : [product.image]).map((i) => absolute(mediaUrl(i.url), siteUrl)),
    brand: { "@type": "Brand", name: product.brand.name },
    category: `${product.category.name} > ${product.subcategory.name}`,
    offers,
  };
}

export function articleJsonLd(article: Article, siteUrl: string, publisher: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    image: [absolute(mediaUrl(article.cover.url), siteUrl)],
    datePublished: article.published_at,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: publisher },
    mainEntityOfPage: `${siteUrl}${routes.article(article.slug)}`,
    articleSection: article.category.name,
  };
}
