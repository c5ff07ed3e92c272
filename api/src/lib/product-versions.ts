import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Queryable } from "../db/database.ts";
import type { ListingVersion, ProductVersion } from "../schemas/catalogue.ts";
import { photoVersionsBySlug } from "./photos.ts";

/**
 * Every visible product's content version (GET /api/products/versions/): an opaque string that changes
 * whenever the product's detail may have, in any language. The storefront's build keeps the page of a
 * product whose version it has already built, and reads only the others' details (gatsby-node.ts), so
 * the rebuild after one price change reads one subcategory's details, not the catalogue's.
 *
 * A version is a digest of:
 * - the database's catalogue identity (migration 013), made on first use: counters start alike in
 *   every database;
 * - the subcategory's version in the database, which triggers bump on every write a detail shows
 *   (migration 012: the related products make the subcategory the unit of change);
 * - the versions of the subcategory's product photographs (files, so no trigger sees them);
 * - the API's own code: a release that builds details differently changes every version.
 */

interface Row {
  slug: string;
  subcategory_id: number;
  version: string;
  // The listings the product is in (listingVersions).
  brand: string;
  category: string;
  subcategory: string;
  sections: string[];
}

/**
 * Every visible product, in id order, with its subcategory's version and the listings it is in, and the
 * database's catalogue identity (migration 013), made here when there is none.
 *
 * The identity is read in the same statement as the counters: read apart, a restore committed in
 * between (scripts/restore.ts may run beside the API on PostgreSQL) would pair the old database's
 * counters with the restored one's identity, and the restored counters would count again through them.
 */
async function versionRows(db: Queryable): Promise<{ rows: Row[]; identity: string }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await db.query<Row & { identity: string | null }>(
      `SELECT p.slug, p.subcategory_id, COALESCE(v.version, 0)::text AS version,
              b.slug AS brand, c.slug AS category, s.slug AS subcategory,
              ARRAY(SELECT t.slug FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id
                     WHERE sp.product_id = p.id) AS sections,
              ci.id AS identity
         FROM products p LEFT JOIN subcategory_versions v ON v.subcategory_id = p.subcategory_id
         JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
         JOIN subcategories s ON s.id = p.subcategory_id
         LEFT JOIN catalogue_identity ci ON true
        WHERE p.hidden_at IS NULL ORDER BY p.id`,
    );
    const identity = rows[0]?.identity;
    if (rows.length === 0) return { rows, identity: "" };
    if (identity) return { rows, identity };
    // None yet (a new or restored database): the first insert wins when two processes get here.
    await db.query("INSERT INTO catalogue_identity (id) VALUES ($1) ON CONFLICT (only_row) DO NOTHING", [randomUUID()]);
  }
  throw new Error("the catalogue identity (migration 013) could not be made");
}

function versionsOf(rows: Row[], identity: string): ProductVersion[] {
  const photos = photoVersionsBySlug("products");
  const photosOf = new Map<number, string[]>();
  for (const row of rows) {
    const photo = photos.get(row.slug);
    if (photo === undefined) continue;
    const list = photosOf.get(row.subcategory_id) ?? [];
    list.push(`${row.slug}:${photo}`);
    photosOf.set(row.subcategory_id, list);
  }
  const code = `${codeDigest()}\n${identity}`;
  const bySubcategory = new Map<number, string>();
  return rows.map(({ slug, subcategory_id, version }) => {
    let digest = bySubcategory.get(subcategory_id);
    if (digest === undefined) {
      const hash = createHash("sha256").update(`${code}\n${subcategory_id}\n${version}\n`);
      for (const photo of (photosOf.get(subcategory_id) ?? []).sort()) hash.update(`${photo}\n`);
      digest = hash.digest("base64url").slice(0, 22);
      bySubcategory.set(subcategory_id, digest);
    }
    return { slug, version: digest };
  });
}

export async function productVersions(db: Queryable): Promise<ProductVersion[]> {
  const { rows, identity } = await versionRows(db);
  return versionsOf(rows, identity);
}

/**
 * Every non-empty product listing's version (GET /api/products/versions/listings/): a digest of the
 * versions of the products it lists. A listing's products (a brand's, a category's, a subcategory's, a
 * section's) are all it shows of the catalogue, and every change to what it shows of them (a name, a
 * price, a picture) or to which products it lists (a product moved, hidden, added to a section) changes
 * a product's version (migration 012 bumps the old and the new subcategory of a moved product). So the
 * build keeps a listing's first page while its version stays. An empty listing has no version: the build
 * reads it every time.
 */
export async function listingVersions(db: Queryable): Promise<ListingVersion[]> {
  const { rows, identity } = await versionRows(db);
  const versions = versionsOf(rows, identity);
  const members = new Map<string, string[]>();
  rows.forEach((row, i) => {
    const line = `${row.slug} ${versions[i]!.version}`;
    const listings = [`brand ${row.brand}`, `category ${row.category}`, `subcategory ${row.subcategory}`, ...row.sections.map((s) => `section ${s}`)];
    for (const listing of listings) {
      const lines = members.get(listing);
      if (lines) lines.push(line);
      else members.set(listing, [line]);
    }
  });
  return [...members]
    .map(([listing, lines]) => {
      const [kind, slug] = listing.split(" ") as [ListingVersion["kind"], string];
      return { kind, slug, version: createHash("sha256").update(lines.sort().join("\n")).digest("base64url").slice(0, 22) };
    })
    .sort((a, b) => (a.kind === b.kind ? (a.slug < b.slug ? -1 : 1) : a.kind < b.kind ? -1 : 1));
}

let code: string | undefined;

/** A digest of every file of the API's code (dist/ when compiled, src/ under tsx), read once. */
function codeDigest(): string {
  if (code !== undefined) return code;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith(".map")) hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
    }
  };
  walk(root);
  return (code = hash.digest("base64url"));
}
