import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { Wishlist } from "../../src/schemas/account.ts";
import { assertError, assertShape, bearer, createUser, login } from "./support.ts";

/** A list item holds a size of a product (migration 005): `size` is the size's SKU. */
describe("/api/wishlist/ items with sizes", () => {
  let t: TestApp;
  let jane: Record<string, string>;
  let john: Record<string, string>;
  /** A product with at least two sizes: its slug and SKUs in size order. */
  let product: { slug: string; skus: string[]; sizes: string[] };
  let otherSku: string;

  const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const newList = async (headers: Record<string, string>, payload: object = { name: "Trip" }) => {
    const res = await call("POST", "/api/wishlist/", headers, payload);
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Wishlist;
  };
  const rows = (list: Wishlist) => list.items.map((i) => [i.product.slug, i.variant.sku, i.quantity]);

  before(async () => {
    t = await createTestApp();
    await createUser(t, { email: "jane@example.com" });
    await createUser(t, { email: "john@example.com" });
    jane = bearer((await login(t, "jane@example.com")).access_token);
    john = bearer((await login(t, "john@example.com")).access_token);
    const { rows: found } = await t.db.query<{ slug: string; skus: string[]; sizes: string[] }>(
      `SELECT p.slug, array_agg(v.sku ORDER BY v.position) AS skus, array_agg(v.size ORDER BY v.position) AS sizes
         FROM products p JOIN product_variants v ON v.product_id = p.id
        GROUP BY p.id HAVING count(*) >= 2 ORDER BY p.id LIMIT 1`,
    );
    product = found[0]!;
    const { rows: other } = await t.db.query<{ sku: string }>(
      "SELECT sku FROM product_variants WHERE product_id <> (SELECT id FROM products WHERE slug = $1) LIMIT 1",
      [product.slug],
    );
    otherSku = other[0]!.sku;
  });
  after(() => t.close());

  test("no size is the default size; the same product in two sizes is two items", async () => {
    const list = await newList(jane);
    const url = `/api/wishlist/${list.id}/items/`;
    const plain = await call("POST", url, jane, { product: product.slug });
    assert.equal(plain.statusCode, 201, plain.body);
    assertShape(Wishlist, plain.json());
    assert.deepEqual(rows(plain.json()), [[product.slug, product.skus[0], 1]]);
    assert.equal(plain.json().items[0].variant.size, product.sizes[0]);

    const second = await call("POST", url, jane, { product: product.slug, size: product.skus[1], quantity: 2 });
    assert.deepEqual(rows(second.json()), [
      [product.slug, product.skus[0], 1],
      [product.slug, product.skus[1], 2],
    ]);
    // Adding a size again raises that size's quantity only.
    const again = await call("POST", url, jane, { product: product.slug, size: product.skus[1] });
    assert.deepEqual(rows(again.json()), [
      [product.slug, product.skus[0], 1],
      [product.slug, product.skus[1], 3],
    ]);

    // DELETE …/items/<slug>/ takes the default size; ?size= another.
    assert.equal((await call("DELETE", `${url}${product.slug}/?size=${product.skus[1]}`, jane)).statusCode, 204);
    assert.deepEqual(rows((await call("GET", `/api/wishlist/${list.id}/`, jane)).json()), [[product.slug, product.skus[0], 1]]);
    assertError(await call("DELETE", `${url}${product.slug}/?size=${product.skus[1]}`, jane), 404);
    assert.equal((await call("DELETE", `${url}${product.slug}/`, jane)).statusCode, 204);
    assert.deepEqual((await call("GET", `/api/wishlist/${list.id}/`, jane)).json().items, []);
  });

  test("each size is priced and stocked at the list's airport", async () => {
    const { rows: offers } = await t.db.query<{
      airport: string;
      price: string;
      duty_paid_price: string | null;
      stock: number;
      volume_ml: number | null;
    }>(
      `SELECT a.slug AS airport, o.price::text AS price, o.duty_paid_price::text AS duty_paid_price, o.stock, v.volume_ml
         FROM variant_offers o
         JOIN product_variants v ON v.id = o.variant_id JOIN airports a ON a.id = o.airport_id
        WHERE v.sku = $1 AND o.sold ORDER BY a.id LIMIT 1`,
      [product.skus[1]],
    );
    const offer = offers[0]!;
    const list = await newList(jane, { name: "At the airport", airport: offer.airport });
    const added = await call("POST", `/api/wishlist/${list.id}/items/`, jane, { product: product.slug, size: product.skus[1] });
    const item = (added.json() as Wishlist).items[0]!;
    assert.deepEqual(item.variant, {
      sku: product.skus[1],
      size: product.sizes[1],
      price: offer.price,
      in_stock: offer.stock > 0,
      // What the trip's rules need: the duty-paid price there and what the size holds.
      duty_paid_price: offer.duty_paid_price,
      volume_ml: offer.volume_ml,
      sticks: null,
      tobacco_g: null,
    });
  });

  test("a size of another product, or none at all, is a 400 that says so, and changes nothing", async () => {
    const list = await newList(jane);
    const url = `/api/wishlist/${list.id}/items/`;
    for (const size of [otherSku, "NO-SUCH-SKU"]) {
      const res = await call("POST", url, jane, { product: product.slug, size });
      assertError(res, 400);
      assert.match(res.json().message, /has no size/);
    }
    for (const size of ["", " ", "a b", "x".repeat(65), "<script>"]) {
      assertError(await call("POST", url, jane, { product: product.slug, size }), 400);
      assertError(await call("DELETE", `${url}${product.slug}/?size=${encodeURIComponent(size)}`, jane), 400);
    }
    assert.deepEqual((await call("GET", `/api/wishlist/${list.id}/`, jane)).json().items, []);
  });

  test("the old slug of a size adds that size", async () => {
    const { rows: old } = await t.db.query<{ old_slug: string; slug: string; sku: string }>(
      `SELECT r.old_slug, p.slug, v.sku FROM product_slug_redirects r JOIN products p ON p.id = r.product_id
         JOIN product_variants v ON v.id = r.variant_id WHERE v.position = 1 LIMIT 1`,
    );
    const list = await newList(jane);
    const res = await call("POST", `/api/wishlist/${list.id}/items/`, jane, { product: old[0]!.old_slug });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(rows(res.json()), [[old[0]!.slug, old[0]!.sku, 1]]);
  });

  test("someone else's list answers 404 to adding or removing a size, and is unchanged", async () => {
    const list = await newList(jane);
    const url = `/api/wishlist/${list.id}/items/`;
    await call("POST", url, jane, { product: product.slug, size: product.skus[1] });
    assertError(await call("POST", url, john, { product: product.slug, size: product.skus[0] }), 404);
    assertError(await call("DELETE", `${url}${product.slug}/?size=${product.skus[1]}`, john), 404);
    assert.deepEqual(rows((await call("GET", `/api/wishlist/${list.id}/`, jane)).json()), [[product.slug, product.skus[1], 1]]);
  });
});
