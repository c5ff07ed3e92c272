import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { zipSync } from "fflate";
import sharp from "sharp";
import { backend, createTestApp, emptyDatabase, type TestApp } from "../helpers/app.ts";
import { decodeBackup, encodeBackup } from "../../src/backup/archive.ts";
import { restoreInto, takeBackup } from "../../src/backup/snapshot.ts";
import { productVersions } from "../../src/lib/product-versions.ts";
import { importTest, type ImportTest } from "./support.ts";

/**
 * Product versions (GET /api/products/versions/, migration 012): the storefront's rebuild keeps the page
 * of every product whose version it has built and reads only the others' details. So the one promise
 * that matters: **a product whose version did not change has the same detail, byte for byte, in every
 * language**. Each change below is made the way an operator makes it, and the promise is checked for the
 * whole catalogue; and a change must not bump more than the subcategories it reaches, or the rebuild
 * reads the catalogue again.
 */
const LANGS = ["en", "pl", "de"] as const;

describe(`product versions (${backend})`, () => {
  let it: ImportTest;
  before(async () => {
    it = await importTest();
  });
  after(() => it.t.close());

  const get = (url: string) => it.t.app.inject({ url });
  const versions = async () => {
    const res = await get("/api/products/versions/");
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { count: number; results: { slug: string; version: string }[] };
    assert.equal(body.count, body.results.length);
    return new Map(body.results.map((r) => [r.slug, r.version]));
  };
  /** Every product's detail text in every language, as the build reads them (pages of 100). */
  const details = async () => {
    const out = new Map<string, string>();
    for (const lang of LANGS) {
      const res = await get(`/api/products/details/?page_size=100&lang=${lang}`);
      assert.equal(res.statusCode, 200, res.body);
      for (const d of res.json().results) out.set(`${lang} ${d.slug}`, JSON.stringify(d));
    }
    return out;
  };
  const listingVersions = async () => {
    const res = await get("/api/products/versions/listings/");
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { count: number; results: { kind: string; slug: string; version: string }[] };
    assert.equal(body.count, body.results.length);
    return new Map(body.results.map((r) => [`${r.kind}=${r.slug}`, r.version]));
  };
  /** Every listing's first page in every language, as the build reads them (gatsby-node.ts, firstPage). */
  const firstPages = async (listings: Iterable<string>) => {
    const out = new Map<string, string>();
    for (const listing of listings) {
      for (const lang of LANGS) {
        const res = await get(`/api/products/?${listing}&ordering=name&page=1&page_size=24&lang=${lang}`);
        assert.equal(res.statusCode, 200, res.body);
        out.set(`${lang} ${listing}`, res.body);
      }
    }
    return out;
  };
  const subcategoryOf = async (slug: string) =>
    (await it.t.db.query<{ s: number }>("SELECT subcategory_id AS s FROM products WHERE slug = $1", [slug])).rows[0]!.s;
  const slugsIn = async (subcategoryIds: number[]) =>
    (
      await it.t.db.query<{ slug: string }>(
        "SELECT slug FROM products WHERE subcategory_id = ANY($1::int[]) AND hidden_at IS NULL",
        [subcategoryIds],
      )
    ).rows.map((r) => r.slug);

  /**
   * Makes `change`, then checks that every product with an unchanged version has an unchanged detail in
   * every language, and that the versions that changed are exactly those of `expected` (slugs).
   */
  async function changeAndCheck(change: () => Promise<void>, expected: () => Promise<string[]>) {
    const [versionsBefore, detailsBefore, listingsBefore] = [await versions(), await details(), await listingVersions()];
    const pagesBefore = await firstPages(listingsBefore.keys());
    await change();
    const [versionsAfter, detailsAfter, listingsAfter] = [await versions(), await details(), await listingVersions()];
    // The same promise for the listings: a listing whose version stayed has the same first page.
    const pagesAfter = await firstPages(listingsAfter.keys());
    for (const [key, page] of pagesAfter) {
      const listing = key.slice(3);
      if (listingsBefore.get(listing) === listingsAfter.get(listing)) {
        assert.equal(page, pagesBefore.get(key), `${key}: the listing's first page changed but its version did not`);
      }
    }
    const changed = [...versionsAfter].filter(([slug, v]) => versionsBefore.get(slug) !== v).map(([slug]) => slug);
    for (const [key, detail] of detailsAfter) {
      const slug = key.slice(3);
      if (versionsBefore.get(slug) === versionsAfter.get(slug)) {
        assert.equal(detail, detailsBefore.get(key), `${key}: the detail changed but its version did not`);
      }
    }
    assert.deepEqual(changed.sort(), (await expected()).sort());
    return changed;
  }

  const firstOffer = async () =>
    (
      await it.t.db.query<{ slug: string; sku: string; price: string; stock: number }>(
        `SELECT p.slug, v.sku, o.price::text AS price, o.stock FROM variant_offers o
           JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
           JOIN airports a ON a.id = o.airport_id
          WHERE a.iata = 'WAW' AND o.sold AND p.hidden_at IS NULL ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;

  test("every visible product has a version, in the details' order; a subcategory's products share theirs", async () => {
    const list = (await get("/api/products/versions/")).json();
    const { rows } = await it.t.db.query<{ slug: string; subcategory_id: number }>(
      "SELECT slug, subcategory_id FROM products WHERE hidden_at IS NULL ORDER BY id",
    );
    assert.deepEqual(
      list.results.map((r: { slug: string }) => r.slug),
      rows.map((r) => r.slug),
    );
    const bySubcategory = new Map<number, Set<string>>();
    rows.forEach((r, i) => bySubcategory.set(r.subcategory_id, (bySubcategory.get(r.subcategory_id) ?? new Set()).add(list.results[i].version)));
    for (const set of bySubcategory.values()) assert.equal(set.size, 1);
    assert.equal(new Set([...bySubcategory.values()].map((s) => [...s][0])).size, bySubcategory.size, "subcategories differ");
  });

  test("every non-empty listing has a version; a price changes those that list its subcategory's products, and no other", async () => {
    const listings = await listingVersions();
    const { rows } = await it.t.db.query<{ kind: string; slug: string }>(
      `SELECT 'brand' AS kind, slug FROM brands b WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.hidden_at IS NULL)
       UNION ALL SELECT 'category', slug FROM categories c WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.hidden_at IS NULL)
       UNION ALL SELECT 'subcategory', slug FROM subcategories s WHERE EXISTS (SELECT 1 FROM products p WHERE p.subcategory_id = s.id AND p.hidden_at IS NULL)
       UNION ALL SELECT 'section', slug FROM thematic_sections t WHERE EXISTS (SELECT 1 FROM section_products sp JOIN products p ON p.id = sp.product_id
                                                                               WHERE sp.section_id = t.id AND p.hidden_at IS NULL)`,
    );
    assert.deepEqual([...listings.keys()].sort(), rows.map((r) => `${r.kind}=${r.slug}`).sort());

    const offer = await firstOffer();
    const subcategory = await subcategoryOf(offer.slug);
    const file = `sku,airport,price,stock\n${offer.sku},WAW,${(Number(offer.price) + 2).toFixed(2)},${offer.stock}\n`;
    assert.equal((await it.importFile(file, { dry_run: "false" })).report.counts.changed, 1);
    const after = await listingVersions();
    const changed = [...after].filter(([key, v]) => listings.get(key) !== v).map(([key]) => key);
    const { rows: reached } = await it.t.db.query<{ key: string }>(
      `SELECT DISTINCT unnest(ARRAY['brand=' || b.slug, 'category=' || c.slug, 'subcategory=' || s.slug]) AS key
         FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id JOIN subcategories s ON s.id = p.subcategory_id
        WHERE p.subcategory_id = $1 AND p.hidden_at IS NULL
       UNION SELECT 'section=' || t.slug FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id JOIN products p ON p.id = sp.product_id
        WHERE p.subcategory_id = $1 AND p.hidden_at IS NULL`,
      [subcategory],
    );
    assert.deepEqual(changed.sort(), reached.map((r) => r.key).sort());
    assert.ok(changed.length < after.size, "some listings keep their version");
  });

  test("one imported price changes the versions of its subcategory only; the same file again changes none", async () => {
    const offer = await firstOffer();
    const file = `sku,airport,price,stock\n${offer.sku},WAW,${(Number(offer.price) + 1).toFixed(2)},${offer.stock}\n`;
    await changeAndCheck(
      async () => assert.equal((await it.importFile(file, { dry_run: "false" })).report.counts.changed, 1),
      async () => slugsIn([await subcategoryOf(offer.slug)]),
    );
    await changeAndCheck(
      async () => assert.equal((await it.importFile(file, { dry_run: "false" })).report.counts.unchanged, 1),
      async () => [],
    );
  });

  test("reservations holding stock and the import's recount of products change no version", async () => {
    await changeAndCheck(
      async () => {
        await it.t.db.query("UPDATE variant_offers SET held = held + 1 WHERE stock > held");
        await it.t.db.query("SELECT refresh_product_counts()");
      },
      async () => [],
    );
  });

  test("a renamed brand changes the versions of the subcategories its products are in", async () => {
    const { rows } = await it.t.db.query<{ slug: string; id: number }>(
      "SELECT b.slug, b.id FROM brands b WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.hidden_at IS NULL) ORDER BY b.id LIMIT 1",
    );
    const brand = rows[0]!;
    await changeAndCheck(
      async () => {
        const { report } = await it.importFile(`brand,name\n${brand.slug},Renamed For Versions\n`, { dry_run: "false" });
        assert.equal(report.counts.changed, 1);
      },
      async () => {
        const subcategories = await it.t.db.query<{ s: number }>(
          "SELECT DISTINCT subcategory_id AS s FROM products WHERE brand_id = $1",
          [brand.id],
        );
        return slugsIn(subcategories.rows.map((r) => r.s));
      },
    );
  });

  test("a product a full import leaves out loses its version, and its subcategory's change", async () => {
    const all = await it.exportFile("products");
    const [header, ...lines] = all.trimEnd().split("\n");
    const gone = (await firstOffer()).slug;
    const subcategory = await subcategoryOf(gone);
    const changed = await changeAndCheck(
      async () => {
        const without = [header, ...lines.filter((l) => !l.includes(`,${gone},`))].join("\n");
        assert.equal((await it.importFile(without, { dry_run: "false", full: "true" })).report.counts.hidden, 1);
      },
      async () => slugsIn([subcategory]),
    );
    assert.ok(!(await versions()).has(gone));
    assert.ok(!changed.includes(gone));
  });

  test("a product photograph changes the versions of its subcategory only", async () => {
    const slug = (await firstOffer()).slug;
    const picture = await sharp({ create: { width: 700, height: 700, channels: 3, background: "#335577" } }).jpeg().toBuffer();
    await changeAndCheck(
      async () => {
        const res = await it.t.app.inject({
          method: "POST",
          url: "/api/operator/images/?dry_run=false",
          headers: { ...it.operator, "content-type": "application/zip" },
          payload: Buffer.from(zipSync({ [`${slug}.jpg`]: new Uint8Array(picture) })),
        });
        assert.equal(res.statusCode, 200, res.body);
      },
      async () => slugsIn([await subcategoryOf(slug)]),
    );
  });

  test("details?slugs= answers those products only, in id order; unknown and hidden ones are left out", async () => {
    const { rows } = await it.t.db.query<{ slug: string }>("SELECT slug FROM products WHERE hidden_at IS NULL ORDER BY id LIMIT 3");
    const [a, b, c] = rows.map((r) => r.slug) as [string, string, string];
    const hidden = (await it.t.db.query<{ slug: string }>("SELECT slug FROM products WHERE hidden_at IS NOT NULL LIMIT 1")).rows[0]!.slug;
    const res = await get(`/api/products/details/?slugs=${c},no-such-product,${a},${hidden},${a}&lang=pl`);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json();
    assert.equal(page.count, 2);
    assert.deepEqual(page.results.map((d: { slug: string }) => d.slug), [a, c]);
    const whole = (await get(`/api/products/${a}/?lang=pl`)).json();
    assert.deepEqual(page.results[0], whole, "the same detail as the product's own answer");
    assert.ok(!page.results.some((d: { slug: string }) => d.slug === b));

    for (const url of ["/api/products/versions/?since=1", "/api/products/versions/listings/?since=1"]) {
      const unknown = await get(url);
      assert.equal(unknown.statusCode, 400, `the versions take no parameters: ${unknown.body}`);
    }

    const tooMany = Array.from({ length: 101 }, (_, i) => `p-${i}`).join(",");
    for (const bad of [tooMany, "Bad_Slug", "a,,b", ",", "a,"]) {
      const refused = await get(`/api/products/details/?slugs=${encodeURIComponent(bad)}`);
      assert.equal(refused.statusCode, 400, `${bad}: ${refused.body}`);
      assert.ok(refused.json().detail ?? refused.json().message);
    }
  });
});

/**
 * The versions are counters that start alike in every new database; migration 013's identity makes
 * them differ between databases, so a build whose cache came from another database (the demo catalogue
 * at another size, a move to PostgreSQL, a restored backup) keeps none of its pages.
 */
describe(`product versions belong to their database (${backend})`, () => {
  let one: TestApp;
  let other: TestApp;
  before(async () => {
    [one, other] = await Promise.all([createTestApp(), createTestApp()]);
  });
  after(() => Promise.all([one.close(), other.close()]));

  const versionsOf = async (t: TestApp) => {
    const res = await t.app.inject({ url: "/api/products/versions/" });
    assert.equal(res.statusCode, 200, res.body);
    return new Map((res.json().results as { slug: string; version: string }[]).map((r) => [r.slug, r.version]));
  };

  test("two databases seeded alike give every product other versions, each the same on every call", async () => {
    const [a, b] = await Promise.all([versionsOf(one), versionsOf(other)]);
    assert.deepEqual([...a.keys()], [...b.keys()], "the same catalogue");
    assert.ok(a.size > 0);
    for (const [slug, version] of a) assert.notEqual(b.get(slug), version, slug);
    assert.deepEqual(await versionsOf(one), a);
    const listings = async (t: TestApp) => (await t.app.inject({ url: "/api/products/versions/listings/" })).json().results;
    const [la, lb] = await Promise.all([listings(one), listings(other)]);
    assert.ok(la.length > 0);
    la.forEach((l: { version: string }, i: number) => assert.notEqual(lb[i].version, l.version));
  });

  test("a restored backup is a database of its own: the same details, other versions", async () => {
    const before = await versionsOf(one);
    const file = encodeBackup(await takeBackup(one.db, one.dataDir));
    const { db, drop } = await emptyDatabase();
    try {
      await db.transaction((tx) => restoreInto(tx, decodeBackup(file)));
      const after = new Map((await productVersions(db)).map((r) => [r.slug, r.version]));
      assert.deepEqual([...after.keys()], [...before.keys()]);
      for (const [slug, version] of before) assert.notEqual(after.get(slug), version, slug);
    } finally {
      await drop();
    }
  });
});
