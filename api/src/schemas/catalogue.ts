import { Type, type Static } from "@sinclair/typebox";
import { PRODUCT_KINDS } from "../rules/types.ts";
import { Image, Money, NamedRef, PageQuery, Slug } from "./common.ts";

/** What a product is for the trip's rules (api/src/rules/): the customs allowances it counts towards. */
export const ProductKind = Type.Union(PRODUCT_KINDS.map((kind) => Type.Literal(kind)));
export type ProductKind = Static<typeof ProductKind>;

/** What a size holds, for the allowance meter and the liquids advice; null where it does not apply. */
export const SizeFacts = {
  volume_ml: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  sticks: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  tobacco_g: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
};

export const Airport = Type.Object({
  slug: Slug, // the IATA code in lowercase: "waw"
  iata: Type.String({ pattern: "^[A-Z]{3}$" }),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  country_code: Type.String({ pattern: "^[A-Z]{2}$" }),
  terminals: Type.Array(Type.String()),
  timezone: Type.String(),
  product_count: Type.Integer(),
});
export type Airport = Static<typeof Airport>;

export const Brand = Type.Object({
  slug: Slug,
  name: Type.String(),
  description: Type.String(),
  country: Type.String(),
  logo: Image,
  product_count: Type.Integer(),
});
export type Brand = Static<typeof Brand>;

export const Subcategory = Type.Object({
  slug: Slug,
  name: Type.String(),
  description: Type.String(),
  category: NamedRef,
  adult: Type.Boolean(),
  product_count: Type.Integer(),
});
export type Subcategory = Static<typeof Subcategory>;

export const Category = Type.Object({
  slug: Slug,
  name: Type.String(),
  description: Type.String(),
  adult: Type.Boolean(), // alcohol and tobacco: behind the age gate
  image: Image,
  product_count: Type.Integer(),
  subcategories: Type.Array(Type.Object({ slug: Slug, name: Type.String(), product_count: Type.Integer() })),
});
export type Category = Static<typeof Category>;

/** What a product card and a list row show. With `?airport=` the price is the price at that airport. */
export const ProductSummary = Type.Object({
  slug: Slug,
  name: Type.String(),
  brand: NamedRef,
  category: NamedRef,
  subcategory: NamedRef,
  size: Type.String(), // the default (first) size: "700 ml", "50 g"
  sku: Type.String(), // the default size's: what "add to list" on a card adds
  // The "from" price: the lowest of its sizes' prices (at the airport, among the sizes sold there).
  price: Money,
  adult: Type.Boolean(),
  image: Image,
  available_at: Type.Array(Slug), // airport slugs
  sizes: Type.Array(Type.String()), // every size, in the order of the size choice
  max_price: Money, // the highest of its sizes' prices, priced as `price`: a card says "from" when they differ
  kind: ProductKind,
  abv: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]), // % vol, drinks only
});
export type ProductSummary = Static<typeof ProductSummary>;

export const Availability = Type.Object({
  airport: Slug,
  airport_name: Type.String(),
  iata: Type.String(),
  terminals: Type.Array(Type.String()),
  price: Money,
  in_stock: Type.Boolean(),
});
export type Availability = Static<typeof Availability>;

/** A size's offer at one airport. */
export const VariantOffer = Type.Object({
  airport: Slug,
  price: Money,
  duty_paid_price: Type.Union([Money, Type.Null()]), // null: the same as `price`
  stock: Type.Integer({ minimum: 0 }),
  in_stock: Type.Boolean(),
});
export type VariantOffer = Static<typeof VariantOffer>;

/** A size of a product (a variant): its own SKU, price, stock and availability per airport. */
export const Variant = Type.Object({
  sku: Type.String(),
  size: Type.String(),
  // At the airport asked for (when it sells the size there), else the base USD price.
  price: Money,
  duty_paid_price: Type.Union([Money, Type.Null()]),
  // At the airport asked for; without one, whether any airport has it in stock.
  in_stock: Type.Boolean(),
  availability: Type.Array(VariantOffer), // the airports that sell it, as the product's `availability`
  ...SizeFacts,
});
export type Variant = Static<typeof Variant>;

export const ProductDetail = Type.Composite([
  ProductSummary,
  Type.Object({
    description: Type.String(),
    images: Type.Array(Image),
    availability: Type.Array(Availability),
    sections: Type.Array(NamedRef),
    related: Type.Array(ProductSummary),
    created_at: Type.String({ format: "date-time" }),
    variants: Type.Array(Variant), // at least one; the first is the default
    // Set when the product was asked for by the old slug of one of its sizes: that size's SKU.
    selected_size: Type.Optional(Type.String()),
  }),
]);
export type ProductDetail = Static<typeof ProductDetail>;

/**
 * A product detail with its related products as their slugs (GET /api/products/details/?related=slugs):
 * a build that reads every detail has each related product's card already (its detail's summary fields),
 * and the cards were over half of every answer.
 */
export const ProductDetailRelatedSlugs = Type.Composite([
  Type.Omit(ProductDetail, ["related"]),
  Type.Object({ related_slugs: Type.Array(Slug) }),
]);
export type ProductDetailRelatedSlugs = Static<typeof ProductDetailRelatedSlugs>;

/** A product's content version (lib/product-versions.ts): opaque, changed whenever its detail may have. */
export const ProductVersions = Type.Object({
  count: Type.Integer(),
  results: Type.Array(Type.Object({ slug: Slug, version: Type.String() })),
});
export type ProductVersions = Static<typeof ProductVersions>;
export type ProductVersion = ProductVersions["results"][number];

/** A product listing's version (lib/product-versions.ts): opaque, changed whenever its products' versions or its products do. */
export const ListingVersions = Type.Object({
  count: Type.Integer(),
  results: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal("brand"), Type.Literal("category"), Type.Literal("subcategory"), Type.Literal("section")]),
      slug: Slug,
      version: Type.String(),
    }),
  ),
});
export type ListingVersion = Static<typeof ListingVersions>["results"][number];

export const ProductOrdering = Type.Union(
  ["relevance", "price", "-price", "name", "-name", "newest"].map((v) => Type.Literal(v)),
  { default: "name" },
);
export type ProductOrdering = "relevance" | "price" | "-price" | "name" | "-name" | "newest";

export const ProductQuery = Type.Composite([
  PageQuery,
  Type.Object({
    airport: Type.Optional(Slug),
    brand: Type.Optional(Slug),
    category: Type.Optional(Slug),
    subcategory: Type.Optional(Slug),
    section: Type.Optional(Slug),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    min_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
    max_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
    ordering: Type.Optional(ProductOrdering),
  }),
]);
export type ProductQuery = Static<typeof ProductQuery>;

export const ThematicSectionSummary = Type.Object({
  slug: Slug,
  name: Type.String(),
  description: Type.String(),
  short: Type.Boolean(), // a short section uses the thematic-section-short template
  image: Image,
  product_count: Type.Integer(),
});
export type ThematicSectionSummary = Static<typeof ThematicSectionSummary>;

export const ThematicSection = Type.Composite([
  ThematicSectionSummary,
  Type.Object({ body: Type.String(), products: Type.Array(ProductSummary) }),
]);
export type ThematicSection = Static<typeof ThematicSection>;

export const Currency = Type.Object({
  code: Type.String({ pattern: "^[A-Z]{3}$" }),
  name: Type.String(),
  symbol: Type.String(),
  rate: Type.String(), // units of this currency for 1 USD, decimal string
  decimals: Type.Integer(),
});
export type Currency = Static<typeof Currency>;
