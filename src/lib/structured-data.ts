import type { Article, ProductDetail } from "@travel-retail/api/schemas";
import { mediaUrl } from "./media-url";
import { routes } from "./routes";

const absolute = (url: string, siteUrl: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/**
 * schema.org Product with its offers: one per size (variant), with the size's SKU and base price in USD
 * as the API gives them, in stock where some airport has it (those airports are where it is offered).
 */
export function productJsonLd(product: ProductDetail, siteUrl: string) {
  const url = `${siteUrl}${routes.product(product.slug)}`;
  const airportName = new Map(product.availability.map((a) => [a.airport, a.airport_name]));
  // One Offer per size (its own SKU and price), sold at the airports that have it in stock.
  const offers = product.variants.map((variant) => {
    const stocked = variant.availability.filter((o) => o.in_stock);
    return {
      "@type": "Offer",
      sku: variant.sku,
      name: variant.size,
      price: variant.price,
      priceCurrency: "USD",
      availability: stocked.length ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      ...(stocked.length
        ? { availableAtOrFrom: stocked.map((o) => ({ "@type": "Place", name: airportName.get(o.airport) ?? o.airport })) }
        : {}),
      url: product.variants.length > 1 ? `${url}?size=${encodeURIComponent(variant.sku)}` : url,
    };
  });
  if (offers.length === 0) {
    offers.push({ "@type": "Offer", sku: product.sku, name: product.size, price: product.price, priceCurrency: "USD", availability: "https://schema.org/InStoreOnly", url });
  }
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
