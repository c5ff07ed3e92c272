import type { Database } from "../database.ts";
import { insert } from "../bulk-write.ts";
import { generateCatalogue } from "./generate.ts";
import { seedAirportShops } from "./seed-airport-shops.ts";
import { seedReservationRules } from "./reservation-rules.ts";

/** The catalogue is there once airports are: the seed writes everything in one transaction. */
export async function isSeeded(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>("SELECT EXISTS (SELECT 1 FROM airports) AS seeded");
  return rows[0].seeded;
}

/**
 * Fills an empty database with the demo catalogue: the same catalogue for the same `products`.
 * Rows go in as arrays through unnest(), thousands per statement, so that 20,000 products (and their
 * ~180,000 availability rows) load in seconds even on PGlite.
 */
export async function seed(db: Database, { products }: { products: number }): Promise<void> {
  const c = generateCatalogue(products);
  await db.transaction(async (tx) => {
    await insert(tx, "airports", c.airports, {
      id: ["int", (a) => a.id],
      slug: ["text", (a) => a.slug],
      iata: ["text", (a) => a.iata],
      name: ["text", (a) => a.name],
      city: ["text", (a) => a.city],
      country: ["text", (a) => a.country],
      country_code: ["text", (a) => a.countryCode],
      timezone: ["text", (a) => a.timezone],
      currency: ["text", (a) => a.currency],
    });
    // unnest() would flatten a text[][], so terminals go in one airport at a time: a dozen rows.
    for (const a of c.airports) {
      await tx.query("UPDATE airports SET terminals = $2::text[] WHERE id = $1", [a.id, a.terminals]);
    }
    await seedAirportShops(tx);
    await seedReservationRules(tx);
    await insert(tx, "brands", c.brands, {
      id: ["int", (b) => b.id],
      slug: ["text", (b) => b.slug],
      name: ["text", (b) => b.name],
      description: ["text", (b) => b.description],
      country: ["text", (b) => b.country],
      translations: ["jsonb", (b) => JSON.stringify(b.translations)],
    });
    await insert(tx, "categories", c.categories, {
      id: ["int", (x) => x.id],
      slug: ["text", (x) => x.slug],
      name: ["text", (x) => x.name],
      description: ["text", (x) => x.description],
      adult: ["bool", (x) => x.adult],
      position: ["int", (x) => x.position],
      translations: ["jsonb", (x) => JSON.stringify(x.translations)],
    });
    await insert(tx, "subcategories", c.subcategories, {
      id: ["int", (s) => s.id],
      slug: ["text", (s) => s.slug],
      category_id: ["int", (s) => s.categoryId],
      name: ["text", (s) => s.name],
      description: ["text", (s) => s.description],
      adult: ["bool", (s) => s.adult],
      position: ["int", (s) => s.position],
      translations: ["jsonb", (s) => JSON.stringify(s.translations)],
    });
    await insert(tx, "products", c.products, {
      id: ["int", (p) => p.id],
      slug: ["text", (p) => p.slug],
      sku: ["text", (p) => p.sku],
      name: ["text", (p) => p.name],
      brand_id: ["int", (p) => p.brandId],
      brand_name: ["text", (p) => p.brandName],
      keywords: ["text", (p) => p.keywords],
      category_id: ["int", (p) => p.categoryId],
      subcategory_id: ["int", (p) => p.subcategoryId],
      size: ["text", (p) => p.size],
      description: ["text", (p) => p.description],
      price: ["numeric", (p) => p.price],
      adult: ["bool", (p) => p.adult],
      featured: ["bool", (p) => p.featured],
      image_count: ["int", (p) => p.imageCount],
      created_at: ["timestamptz", (p) => p.createdAt],
      translations: ["jsonb", (p) => JSON.stringify(p.translations)],
      kind: ["text", (p) => p.facts.kind],
      abv: ["numeric", (p) => (p.facts.abv === null ? null : String(p.facts.abv))],
    });
    await insert(tx, "product_variants", c.variants, {
      id: ["int", (v) => v.id],
      product_id: ["int", (v) => v.productId],
      sku: ["text", (v) => v.sku],
      size: ["text", (v) => v.size],
      position: ["int", (v) => v.position],
      price: ["numeric", (v) => v.price],
      volume_ml: ["int", (v) => v.facts.volumeMl],
      sticks: ["int", (v) => v.facts.sticks],
      tobacco_g: ["int", (v) => v.facts.tobaccoG],
    });
    await insert(tx, "variant_offers", c.offers, {
      variant_id: ["int", (o) => o.variantId],
      airport_id: ["int", (o) => o.airportId],
      price: ["numeric", (o) => o.price],
      duty_paid_price: ["numeric", (o) => o.dutyPaidPrice],
      stock: ["int", (o) => o.stock],
      sold: ["bool", (o) => o.sold],
    });
    await insert(tx, "product_slug_redirects", c.redirects, {
      old_slug: ["text", (r) => r.oldSlug],
      product_id: ["int", (r) => r.productId],
      variant_id: ["int", (r) => r.variantId],
    });
    // product_availability and the products' price, size and SKU summarise the sizes' offers (migration 005).
    await tx.query("SELECT refresh_product_offers()");
    await insert(tx, "thematic_sections", c.sections, {
      id: ["int", (s) => s.id],
      slug: ["text", (s) => s.slug],
      name: ["text", (s) => s.name],
      description: ["text", (s) => s.description],
      body: ["text", (s) => s.body],
      short: ["bool", (s) => s.short],
      position: ["int", (s) => s.position],
      translations: ["jsonb", (s) => JSON.stringify(s.translations)],
    });
    const sectionProducts = c.sections.flatMap((s) =>
      s.productIds.map((productId, position) => ({ s, productId, position })),
    );
    await insert(tx, "section_products", sectionProducts, {
      section_id: ["int", (x) => x.s.id],
      product_id: ["int", (x) => x.productId],
      position: ["int", (x) => x.position],
    });
    await insert(tx, "blog_categories", c.blogCategories, {
      id: ["int", (b) => b.id],
      slug: ["text", (b) => b.slug],
      name: ["text", (b) => b.name],
      description: ["text", (b) => b.description],
      position: ["int", (b) => b.position],
      translations: ["jsonb", (b) => JSON.stringify(b.translations)],
    });
    await insert(tx, "articles", c.articles, {
      id: ["int", (a) => a.id],
      slug: ["text", (a) => a.slug],
      title: ["text", (a) => a.title],
      excerpt: ["text", (a) => a.excerpt],
      category_id: ["int", (a) => a.categoryId],
      author: ["text", (a) => a.author],
      published_at: ["timestamptz", (a) => a.publishedAt],
      body: ["jsonb", (a) => JSON.stringify(a.body)],
      featured: ["bool", (a) => a.featured ?? false],
      translations: ["jsonb", (a) => JSON.stringify(a.translations)],
    });
    const articleProducts = c.articles.flatMap((a) =>
      a.productIds.map((productId, position) => ({ a, productId, position })),
    );
    await insert(tx, "article_products", articleProducts, {
      article_id: ["int", (x) => x.a.id],
      product_id: ["int", (x) => x.productId],
      position: ["int", (x) => x.position],
    });
    await insert(tx, "currencies", c.currencies, {
      code: ["text", (x) => x.code],
      name: ["text", (x) => x.name],
      symbol: ["text", (x) => x.symbol],
      rate: ["numeric", (x) => x.rate],
      decimals: ["int", (x) => x.decimals],
      position: ["int", (x) => x.position],
    });

    // Ids were given explicitly; rows added later through the serial default must not collide with them.
    for (const table of [
      "airports",
      "brands",
      "categories",
      "subcategories",
      "products",
      "product_variants",
      "thematic_sections",
      "blog_categories",
      "articles",
    ]) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
      );
    }
    await tx.query("SELECT refresh_product_counts()");
  });
  await db.exec("ANALYZE");
}
