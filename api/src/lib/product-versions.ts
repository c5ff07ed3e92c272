import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Queryable } from "../db/database.ts";
import type { ProductVersion } from "../schemas/catalogue.ts";
import { photoVersionsBySlug } from "./photos.ts";

/**
 * Every visible product's content version (GET /api/products/versions/): an opaque string that changes
 * whenever the product's detail may have, in any language. The storefront's build keeps the page of a
 * product whose version it has already built, and reads only the others' details (gatsby-node.ts), so
 * the rebuild after one price change reads one subcategory's details, not the catalogue's.
 *
 * A version is a digest of:
 * - the subcategory's version in the database, which triggers bump on every write a detail shows
 *   (migration 012: the related products make the subcategory the unit of change);
 * - the versions of the subcategory's product photographs (files, so no trigger sees them);
 * - the API's own code: a release that builds details differently changes every version.
 */

interface Row {
  slug: string;
  subcategory_id: number;
  version: string;
}

export async function productVersions(db: Queryable): Promise<ProductVersion[]> {
  const { rows } = await db.query<Row>(
    `SELECT p.slug, p.subcategory_id, COALESCE(v.version, 0)::text AS version
       FROM products p LEFT JOIN subcategory_versions v ON v.subcategory_id = p.subcategory_id
      WHERE p.hidden_at IS NULL ORDER BY p.id`,
  );
  const photos = photoVersionsBySlug("products");
  const photosOf = new Map<number, string[]>();
  for (const row of rows) {
    const photo = photos.get(row.slug);
    if (photo === undefined) continue;
    const list = photosOf.get(row.subcategory_id) ?? [];
    list.push(`${row.slug}:${photo}`);
    photosOf.set(row.subcategory_id, list);
  }
  const code = codeDigest();
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
