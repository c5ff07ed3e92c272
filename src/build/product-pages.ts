import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ListingVersion, ProductDetail, ProductDetailRelatedSlugs, ProductSummary, ProductVersion } from "@travel-retail/api/schemas";
import type { Fetcher } from "./api-fetcher";
import * as shape from "./shapes";
import { paths } from "../api-client/paths";
import type { Language } from "../i18n/languages";

/**
 * Product pages without reading every product again (issue 21). A rebuild after an import used to read
 * every product's detail in every language (≈ 290 MB of JSON at 10,000 products) to change one price.
 * Now the build first reads each product's content version (GET /api/products/versions/: opaque, changed
 * by the API whenever the detail may have), keeps the page of every product whose version the previous
 * build made its page from (Gatsby's cached page context), and reads only the others' details
 * (`details?slugs=`). A cold build has no previous pages, so it reads everything, as before.
 *
 * A page's context records what it was made from (`version`): the API's version of the product and a
 * digest of the build code that turns a detail into a context (CONTEXT_CODE). Gatsby drops its cache
 * when gatsby-node.ts or the plugins change, but not when a module gatsby-node.ts imports does.
 */

/** The source files that shape a product page's or a listing's context (see above). */
const CONTEXT_CODE = ["gatsby-node.ts", "src/build/product-pages.ts", "src/build/shapes.ts", "src/lib/product-context.ts", "src/lib/listing.ts"];

let codeDigest: string | undefined;
export function contextCodeDigest(root = process.cwd()): string {
  if (codeDigest === undefined) {
    const hash = crypto.createHash("sha256");
    for (const file of CONTEXT_CODE) hash.update(`${file}\n`).update(fs.readFileSync(path.join(root, file)));
    codeDigest = hash.digest("base64url").slice(0, 12);
  }
  return codeDigest;
}

/** What a product page's context records it was made from: the product's version and the build's code. */
export const builtFrom = (version: string | undefined, code: string) => (version === undefined ? undefined : `${version}.${code}`);

export interface VersionSplit {
  /** Products whose previous page was made from what is current: the page stays as it is. */
  kept: string[];
  /** Products to read again: new, changed, or made by other code. */
  stale: string[];
}

/** Sorts the catalogue's products into pages kept from the previous build and products to read again. */
export function splitByVersion<Context extends { version?: unknown }>(
  versions: ProductVersion[],
  previousContext: (slug: string) => Context | undefined,
  code: string,
): VersionSplit {
  const kept: string[] = [];
  const stale: string[] = [];
  for (const { slug, version } of versions) {
    const context = previousContext(slug);
    if (context !== undefined && context.version === builtFrom(version, code)) kept.push(slug);
    else stale.push(slug);
  }
  return { kept, stale };
}

/** Every visible product's version, in the API's (id) order. */
export async function readProductVersions(client: Fetcher): Promise<ProductVersion[]> {
  return (await client.getPage(paths.productVersions, {}, shape.asProductVersion)).items;
}

export type ListingKind = ListingVersion["kind"];
export const listingKey = (kind: ListingKind, slug: string) => `${kind}=${slug}`;

/**
 * Every non-empty listing's version (GET /api/products/versions/listings/), by `listingKey`. A listing
 * (a brand's, category's, subcategory's or section's page) keeps the first page of products the previous
 * build read while its version is the one that page was made from; its own name and text come from the
 * lists every build reads.
 */
export async function readListingVersions(client: Fetcher): Promise<Map<string, string>> {
  const { items } = await client.getPage(paths.listingVersions, {}, shape.asListingVersion);
  return new Map(items.map((v) => [listingKey(v.kind, v.slug), v.version]));
}

/** Slugs per `details?slugs=` request: at most a page of them, and a URL well under servers' limits. */
const MAX_SLUGS = 100;
const MAX_SLUGS_CHARS = 6000;

export function slugChunks(slugs: string[]): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let chars = 0;
  for (const slug of slugs) {
    if (chunk.length === MAX_SLUGS || chars + slug.length + 1 > MAX_SLUGS_CHARS) {
      chunks.push(chunk);
      chunk = [];
      chars = 0;
    }
    chunk.push(slug);
    chars += slug.length + 1;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/** How many products a cold build hands over at a time once all are read. */
const HANDOVER = 100;

/** A product card's fields (the API's ProductSummary), which a product detail begins with. */
const CARD_FIELDS = [
  "slug", "name", "brand", "category", "subcategory", "size", "sku", "price", "adult", "image", "available_at", "sizes", "max_price", "kind", "abv",
] as const satisfies readonly (keyof ProductSummary)[];
// A field the API adds to ProductSummary and CARD_FIELDS lacks is a type error here.
const everyCardField: Record<Exclude<keyof ProductSummary, (typeof CARD_FIELDS)[number]>, never> = {};
void everyCardField;

/** A product's card cut from its own detail: what the API's related cards are (api/test/catalogue/product-details.test.ts). */
export function cardOf(product: ProductSummary): ProductSummary {
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (field in product) card[field] = product[field];
  return card as unknown as ProductSummary;
}

/**
 * The details of `slugs` in `lang`, or of every product ("all": the paginated read a cold build makes),
 * handed to `onPage` as each answer arrives; `total` is how many the read will give at most.
 *
 * Reading every product, the build asks for related products as slugs (`related=slugs`): it is about to
 * hold every product's detail, hence every related product's card, and the cards were over half of each
 * answer (156 of 291 MB at 10,000 products in three languages). The pages are made once all are read.
 * A related product missing from the read (hidden or added while the pages were read) cannot be cut
 * from it: that product's detail is read again with its cards.
 */
export async function readProductDetails(
  client: Fetcher,
  lang: Language,
  slugs: string[] | "all",
  onPage: (products: ProductDetail[], total: number) => void,
): Promise<void> {
  if (slugs === "all") {
    const linked = await client.getAllPages(paths.productDetails, { lang, related: "slugs" }, shape.asProductDetailRelatedSlugs);
    const { resolved, unresolved } = withRelatedCards(linked);
    // A page of products at a time, the event loop free in between: the other languages' requests keep
    // the API busy while these pages are made (10,000 at once held every request back for ≈ 2 s).
    for (let start = 0; start < resolved.length; start += HANDOVER) {
      onPage(resolved.slice(start, start + HANDOVER), linked.length);
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (unresolved.length > 0) await readProductDetails(client, lang, unresolved, (products) => onPage(products, linked.length));
    return;
  }
  await Promise.all(
    slugChunks(slugs).map(async (chunk) => {
      const { items } = await client.getPage(paths.productDetails, { lang, slugs: chunk.join(","), page_size: MAX_SLUGS }, shape.asProductDetail);
      onPage(items, slugs.length);
    }),
  );
}

/**
 * Every product of `linked` with its related products' cards cut from their details in `linked`; the
 * slugs of those with a related product that is not there (`unresolved`).
 */
export function withRelatedCards(linked: ProductDetailRelatedSlugs[]): { resolved: ProductDetail[]; unresolved: string[] } {
  const cards = new Map(linked.map((product) => [product.slug, cardOf(product)]));
  const resolved: ProductDetail[] = [];
  const unresolved: string[] = [];
  for (const product of linked) {
    const related = product.related_slugs.flatMap((slug) => cards.get(slug) ?? []);
    if (related.length < product.related_slugs.length) unresolved.push(product.slug);
    // `related` where the API put `related_slugs`: the same detail, key for key, as a read with cards gives.
    else resolved.push(Object.fromEntries(Object.entries(product).map(([key, value]) => (key === "related_slugs" ? ["related", related] : [key, value]))) as ProductDetail);
  }
  return { resolved, unresolved };
}
