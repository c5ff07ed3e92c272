import type {
  Airport,
  AirportDetail,
  Article,
  ArticleSummary,
  BlogCategory,
  BlogHome,
  Brand,
  Category,
  Currency,
  ListingVersion,
  Mainpage,
  ProductDetail,
  ProductDetailRelatedSlugs,
  ProductSummary,
  ProductVersion,
  Subcategory,
  ThematicSection,
  ThematicSectionSummary,
} from "@travel-retail/api/schemas";
import { expectShape } from "./api-fetcher";

// Just enough checking that a wrong API (or a wrong URL) fails the build with a clear message instead of
// rendering pages full of "undefined". The TypeBox schemas on the API side are the full contract.

const named = { slug: "string", name: "string" } as const;

export const asAirport = (v: unknown, url: string) => expectShape<Airport>(v, url, { slug: "string", iata: "string", name: "string", terminals: "array" });
export const asAirportDetail = (v: unknown, url: string) =>
  expectShape<AirportDetail>(asAirport(v, url), url, { timezone: "string", currency: "string", shops: "array", top_brands: "array", top_products: "array" });
export const asBrand = (v: unknown, url: string) => expectShape<Brand>(v, url, { ...named, logo: "object" });
export const asCategory = (v: unknown, url: string) => expectShape<Category>(v, url, { ...named, adult: "boolean", subcategories: "array" });
export const asSubcategory = (v: unknown, url: string) => expectShape<Subcategory>(v, url, { ...named, category: "object" });
export const asCurrency = (v: unknown, url: string) => expectShape<Currency>(v, url, { code: "string", rate: "string", decimals: "number" });
export const asProductSummary = (v: unknown, url: string) =>
  expectShape<ProductSummary>(v, url, { ...named, price: "string", image: "object", brand: "object", category: "object" });
export const asProductDetail = (v: unknown, url: string) =>
  expectShape<ProductDetail>(asProductSummary(v, url), url, { availability: "array", related: "array", images: "array" });
export const asProductDetailRelatedSlugs = (v: unknown, url: string) =>
  expectShape<ProductDetailRelatedSlugs>(asProductSummary(v, url), url, { availability: "array", related_slugs: "array", images: "array" });
export const asProductVersion = (v: unknown, url: string) => expectShape<ProductVersion>(v, url, { slug: "string", version: "string" });
export const asListingVersion = (v: unknown, url: string) => expectShape<ListingVersion>(v, url, { kind: "string", slug: "string", version: "string" });
export const asSectionSummary = (v: unknown, url: string) => expectShape<ThematicSectionSummary>(v, url, { ...named, short: "boolean" });
export const asSection = (v: unknown, url: string) => expectShape<ThematicSection>(asSectionSummary(v, url), url, { body: "string", products: "array" });
export const asArticleSummary = (v: unknown, url: string) => expectShape<ArticleSummary>(v, url, { slug: "string", title: "string", category: "object" });
export const asArticle = (v: unknown, url: string) => expectShape<Article>(asArticleSummary(v, url), url, { body: "array", products: "array" });
export const asBlogCategory = (v: unknown, url: string) => expectShape<BlogCategory>(v, url, named);
export const asBlogHome = (v: unknown, url: string) => expectShape<BlogHome>(v, url, { latest: "array", categories: "array" });
export const asMainpage = (v: unknown, url: string) =>
  expectShape<Mainpage>(v, url, { featured: "array", new_arrivals: "array", sections: "array", brands: "array", categories: "array", articles: "array" });
