import type { Airport, Availability, Image, NamedRef, ProductDetail, ProductSummary } from "@travel-retail/api/schemas";

/**
 * A product page's context as the build stores it: the API's product detail without what the page
 * already has elsewhere. Gatsby digests, sanitises, writes to its datastore and ships to the query
 * workers every page's context (10,000 of them for the demo catalogue), so its size is build time:
 * the detail is ≈ 7.6 KB, of which each availability row repeats its airport's name, IATA code and
 * terminals (every page has the airports in its site data), and each related card (always from the
 * product's own subcategory) repeats the product's category and subcategory and its name as image alt.
 *
 * A field is only left out when it is exactly what `unpackProduct` puts back, so the template renders
 * (and "add to list" stores) the same product detail as the API's; anything else stays as it came.
 *
 * The page context carries the packed product as one JSON string (`serialiseProduct`), not as an
 * object: Gatsby's work on a context is per field. It digests the page with node-object-hash, which
 * walks and sorts every key of every nested object, sanitises the node field by field, and encodes it
 * into LMDB and to the query workers object by object. A string is hashed, stored and copied whole.
 * The template parses it once (a few hundred microseconds in the browser).
 */
type PackedRow = Pick<Availability, "airport" | "price" | "in_stock"> & Partial<Availability>;
type PackedSummary = Omit<ProductSummary, "category" | "subcategory" | "image"> & {
  category?: NamedRef;
  subcategory?: NamedRef;
  image: Omit<Image, "alt"> & { alt?: string };
};
export type PackedProduct = Omit<ProductDetail, "availability" | "related"> & {
  availability: PackedRow[];
  related: PackedSummary[];
};

const sameRef = (a: NamedRef, b: NamedRef) => a.slug === b.slug && a.name === b.name;
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function packProduct(product: ProductDetail, airports: Airport[]): PackedProduct {
  const bySlug = new Map(airports.map((airport) => [airport.slug, airport]));
  return {
    ...product,
    availability: product.availability.map((row) => {
      const airport = bySlug.get(row.airport);
      const known = airport && airport.name === row.airport_name && airport.iata === row.iata && sameList(airport.terminals, row.terminals);
      return known ? { airport: row.airport, price: row.price, in_stock: row.in_stock } : row;
    }),
    related: product.related.map(({ category, subcategory, image, ...card }) => ({
      ...card,
      ...(sameRef(category, product.category) ? {} : { category }),
      ...(sameRef(subcategory, product.subcategory) ? {} : { subcategory }),
      image: image.alt === card.name ? { url: image.url, width: image.width, height: image.height } : image,
    })),
  };
}

/** The API's product detail again, from a packed context and the site's airports. */
export function unpackProduct(packed: PackedProduct, airports: Airport[]): ProductDetail {
  const bySlug = new Map(airports.map((airport) => [airport.slug, airport]));
  return {
    ...packed,
    availability: packed.availability.map((row) => {
      if (row.airport_name !== undefined && row.iata !== undefined && row.terminals !== undefined) return row as Availability;
      const airport = bySlug.get(row.airport);
      if (!airport) throw new Error(`Product ${packed.slug}: airport ${row.airport} is not in the site data`);
      return { airport: row.airport, airport_name: airport.name, iata: airport.iata, terminals: airport.terminals, price: row.price, in_stock: row.in_stock };
    }),
    related: packed.related.map((card) => ({
      ...card,
      category: card.category ?? packed.category,
      subcategory: card.subcategory ?? packed.subcategory,
      image: { ...card.image, alt: card.image.alt ?? card.name },
    })),
  };
}

/** A product page's context value: the packed product as JSON text (see above). */
export const serialiseProduct = (product: ProductDetail, airports: Airport[]): string => JSON.stringify(packProduct(product, airports));

/** The API's product detail from a product page's context value. */
export const deserialiseProduct = (json: string, airports: Airport[]): ProductDetail => unpackProduct(JSON.parse(json) as PackedProduct, airports);
