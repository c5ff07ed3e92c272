import { test } from "node:test";
import assert from "node:assert/strict";
import { generateCatalogue } from "../../src/db/seed/generate.ts";
import { isSeeded, seed } from "../../src/db/seed/index.ts";
import { openDatabase } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { freshDatabase } from "../helpers/app.ts";

test("the demo catalogue is the same for the same size", () => {
  assert.deepEqual(generateCatalogue(300), generateCatalogue(300));
});

test("the demo catalogue has what the shop needs", () => {
  const c = generateCatalogue(1500);
  assert.equal(c.products.length, 1500);
  assert.equal(new Set(c.products.map((p) => p.slug)).size, 1500);
  assert.equal(new Set(c.products.map((p) => p.sku)).size, 1500);
  assert.ok(c.airports.length >= 10 && c.airports.every((a) => /^[A-Z]{3}$/.test(a.iata) && a.terminals.length > 0));
  assert.ok(c.brands.length >= 40);
  assert.ok(
    c.sections.length >= 4 && c.sections.some((s) => s.short) && c.sections.every((s) => s.productIds.length > 0),
  );
  assert.ok(c.articles.length >= 12 && new Set(c.articles.map((a) => a.category)).size >= 3);
  assert.equal(c.currencies[0].code, "USD");
  // Every subcategory is stocked, and alcohol and tobacco are adult.
  const stocked = new Set(c.products.map((p) => p.subcategoryId));
  assert.ok(
    c.subcategories.every((s) => stocked.has(s.id)),
    "every subcategory has products",
  );
  for (const p of c.products) {
    const category = c.categories[p.categoryId - 1];
    assert.equal(p.adult, ["spirits", "wine-champagne", "tobacco"].includes(category.slug));
    assert.match(p.price, /^\d+\.\d{2}$/);
  }
  // Airport prices vary around the base price.
  const base = new Map(c.products.map((p) => [p.id, Number(p.price)]));
  const ratios = c.availability.map((a) => Number(a.price) / base.get(a.productId)!);
  assert.ok(Math.min(...ratios) < 0.97 && Math.max(...ratios) > 1.03);
  assert.ok(c.availability.some((a) => !a.inStock));
});

test("isSeeded tells an empty database from a seeded one", async () => {
  const empty = await openDatabase({});
  try {
    await migrate(empty);
    assert.equal(await isSeeded(empty), false);
    await seed(empty, { products: 30 });
    assert.equal(await isSeeded(empty), true);
    const { rows } = await empty.query<{ n: number }>("SELECT count(*)::int AS n FROM products");
    assert.equal(rows[0].n, 30);
    // Rows added later through the serial default do not collide with the seeded ids.
    await empty.query("INSERT INTO brands (slug, name) VALUES ('new-brand', 'New Brand')");
  } finally {
    await empty.close();
  }
  const { db, drop } = await freshDatabase();
  try {
    assert.equal(await isSeeded(db), true);
  } finally {
    await drop();
  }
});
