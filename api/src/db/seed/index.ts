import type { Database, Transaction } from "../database.ts";
import { generateCatalogue } from "./generate.ts";

/** The catalogue is there once airports are: the seed writes everything in one transaction. */
export async function isSeeded(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>("SELECT EXISTS (SELECT 1 FROM airports) AS seeded");
  return rows[0].seeded;
}

/**
 * Fills an empty database with the demo catalogue: the same catalogue for the same `products`.
 * Rows go in as arrays through unnest(), a few thousand per statement, so that 20,000 products
 * (and their ~180,000 availability rows) load in seconds even on PGlite.
 */
export async function seed(db: Database, { products }: { products: number }): Promise<void> {
  const c = generateCatalogue(products);
  await db.transaction(async (tx) => {
    await insert(
      tx,
      "airports",
      {
        id: "int",
        slug: "text",
        iata: "text",
        name: "text",
        city: "text",
        country: "text",
        country_code: "text",
        timezone: "text",
      },
      c.airports.map((a) => [a.id, a.slug, a.iata, a.name, a.city, a.country, a.countryCode, a.timezone]),
    );
    // text[][] cannot go through unnest() (it flattens), so terminals are set one airport at a time: a dozen rows.
    for (const a of c.airports)
      await tx.query("UPDATE airports SET terminals = $2::text[] WHERE id = $1", [a.id, a.terminals]);

    await insert(
      tx,
      "brands",
      { id: "int", slug: "text", name: "text", description: "text", country: "text" },
      c.brands.map((b) => [b.id, b.slug, b.name, b.description, b.country]),
    );
    await insert(
      tx,
      "categories",
      { id: "int", slug: "text", name: "text", description: "text", adult: "bool", position: "int" },
      c.categories.map((x) => [x.id, x.slug, x.name, x.description, x.adult, x.position]),
    );
    await insert(
      tx,
      "subcategories",
      {
        id: "int",
        slug: "text",
        category_id: "int",
        name: "text",
        description: "text",
        adult: "bool",
        position: "int",
      },
      c.subcategories.map((s) => [s.id, s.slug, s.categoryId, s.name, s.description, s.adult, s.position]),
    );
    await insert(
      tx,
      "products",
      {
        id: "int",
        slug: "text",
        sku: "text",
        name: "text",
        brand_id: "int",
        brand_name: "text",
        keywords: "text",
        category_id: "int",
        subcategory_id: "int",
        size: "text",
        description: "text",
        price: "numeric",
        adult: "bool",
        featured: "bool",
        image_count: "int",
        created_at: "timestamptz",
      },
      c.products.map((p) => [
        p.id,
        p.slug,
        p.sku,
        p.name,
        p.brandId,
        p.brandName,
        p.keywords,
        p.categoryId,
        p.subcategoryId,
        p.size,
        p.description,
        p.price,
        p.adult,
        p.featured,
        p.imageCount,
        p.createdAt,
      ]),
    );
    await insert(
      tx,
      "product_availability",
      { product_id: "int", airport_id: "int", price: "numeric", in_stock: "bool" },
      c.availability.map((a) => [a.productId, a.airportId, a.price, a.inStock]),
    );

    await insert(
      tx,
      "thematic_sections",
      { id: "int", slug: "text", name: "text", description: "text", body: "text", short: "bool", position: "int" },
      c.sections.map((s) => [s.id, s.slug, s.name, s.description, s.body, s.short, s.position]),
    );
    await insert(
      tx,
      "section_products",
      { section_id: "int", product_id: "int", position: "int" },
      c.sections.flatMap((s) => s.productIds.map((id, i) => [s.id, id, i])),
    );

    await insert(
      tx,
      "blog_categories",
      { id: "int", slug: "text", name: "text", description: "text", position: "int" },
      c.blogCategories.map((b) => [b.id, b.slug, b.name, b.description, b.position]),
    );
    await insert(
      tx,
      "articles",
      {
        id: "int",
        slug: "text",
        title: "text",
        excerpt: "text",
        category_id: "int",
        author: "text",
        published_at: "timestamptz",
        body: "jsonb",
        featured: "bool",
      },
      c.articles.map((a) => [
        a.id,
        a.slug,
        a.title,
        a.excerpt,
        a.categoryId,
        a.author,
        a.publishedAt,
        JSON.stringify(a.body),
        a.featured ?? false,
      ]),
    );
    await insert(
      tx,
      "article_products",
      { article_id: "int", product_id: "int", position: "int" },
      c.articles.flatMap((a) => a.productIds.map((id, i) => [a.id, id, i])),
    );

    await insert(
      tx,
      "currencies",
      { code: "text", name: "text", symbol: "text", rate: "numeric", decimals: "int", position: "int" },
      c.currencies.map((x) => [x.code, x.name, x.symbol, x.rate, x.decimals, x.position]),
    );

    // Ids were given explicitly; later inserts through the serial default must not collide with them.
    for (const table of [
      "airports",
      "brands",
      "categories",
      "subcategories",
      "products",
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

const BATCH = 10_000;

/** INSERT … SELECT FROM unnest($1::type[], $2::type[], …): one parameter per column, whatever the row count. */
async function insert(tx: Transaction, table: string, columns: Record<string, string>, rows: unknown[][]) {
  const names = Object.keys(columns);
  const types = Object.values(columns);
  const sql = `INSERT INTO ${table} (${names.join(", ")}) SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(", ")})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.query(
      sql,
      names.map((_, col) => batch.map((row) => row[col])),
    );
  }
}
