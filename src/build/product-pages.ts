import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ListingVersion, ProductDetail, ProductVersion } from "@travel-retail/api/schemas";
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

/**
 * The details of `slugs` in `lang`, or of every product ("all": the paginated read a cold build makes),
 * handed to `onPage` as each answer arrives; `total` is how many the read will give at most.
 */
export async function readProductDetails(
  client: Fetcher,
  lang: Language,
  slugs: string[] | "all",
  onPage: (products: ProductDetail[], total: number) => void,
): Promise<void> {
  if (slugs === "all") {
    await client.getAllPages(paths.productDetails, { lang }, shape.asProductDetail, onPage);
    return;
  }
  await Promise.all(
    slugChunks(slugs).map(async (chunk) => {
      const { items } = await client.getPage(paths.productDetails, { lang, slugs: chunk.join(","), page_size: MAX_SLUGS }, shape.asProductDetail);
      onPage(items, slugs.length);
    }),
  );
}
