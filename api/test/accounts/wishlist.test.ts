import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { Paginated } from "../../src/schemas/common.ts";
import { Wishlist } from "../../src/schemas/account.ts";
import { MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER } from "../../src/repositories/wishlists.ts";
import { assertError, assertShape, bearer, count, createUser, login } from "./support.ts";

describe("/api/wishlist/", () => {
  let t: TestApp;
  let jane: Record<string, string>;
  let john: Record<string, string>;
  let products: string[];
  /** A product sold at an airport for a price other than its base price. */
  let priced: { slug: string; airport: string; base: string; local: string };

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const createList = async (headers: Record<string, string>, payload: object = { name: "Summer trip" }) => {
    const res = await call("POST", "/api/wishlist/", headers, payload);
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };

  before(async () => {
    t = await createTestApp();
    await createUser(t, { email: "jane@example.com" });
    await createUser(t, { email: "john@example.com" });
    jane = bearer((await login(t, "jane@example.com")).access_token);
    john = bearer((await login(t, "john@example.com")).access_token);
    products = (await t.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 5")).rows.map(
      (r) => r.slug,
    );
    const { rows } = await t.db.query<{ slug: string; airport: string; base: string; local: string }>(
      `SELECT p.slug, a.slug AS airport, p.price::text AS base, pa.price::text AS local
         FROM product_availability pa JOIN products p ON p.id = pa.product_id JOIN airports a ON a.id = pa.airport_id
        WHERE pa.price <> p.price ORDER BY p.id LIMIT 1`,
    );
    priced = rows[0]!;
    assert.ok(priced, "the seed prices some products differently at some airport");
  });
  after(() => t.close());

  test("every route needs a signed-in user", async () => {
    for (const [method, url] of [
      ["GET", "/api/wishlist/"],
      ["POST", "/api/wishlist/"],
      ["GET", "/api/wishlist/1/"],
      ["PATCH", "/api/wishlist/1/"],
      ["DELETE", "/api/wishlist/1/"],
      ["POST", "/api/wishlist/1/items/"],
      ["DELETE", "/api/wishlist/1/items/x/"],
    ] as const) {
      assertError(
        await call(method, url, {}, method === "POST" || method === "PATCH" ? { name: "x" } : undefined),
        401,
      );
    }
  });

  test("create, read, rename, move to an airport and delete a list", async () => {
    const list = await createList(jane, { name: "  Gifts  " });
    assertShape(Wishlist, list);
    assert.equal(list.name, "Gifts");
    assert.equal(list.airport, null);
    assert.deepEqual(list.items, []);

    const read = await call("GET", `/api/wishlist/${list.id}/`, jane);
    assert.deepEqual(read.json(), list);

    const renamed = await call("PATCH", `/api/wishlist/${list.id}/`, jane, {
      name: "Presents",
      airport: priced.airport,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().name, "Presents");
    assert.equal(renamed.json().airport, priced.airport);
    const cleared = await call("PATCH", `/api/wishlist/${list.id}/`, jane, { airport: null });
    assert.equal(cleared.json().airport, null);
    assert.equal(cleared.json().name, "Presents");

    assert.equal((await call("DELETE", `/api/wishlist/${list.id}/`, jane)).statusCode, 204);
    assertError(await call("GET", `/api/wishlist/${list.id}/`, jane), 404);
  });

  test("the index lists only the user's lists, paginated", async () => {
    const a = await createList(john, { name: "A" });
    const b = await createList(john, { name: "B" });
    await createList(jane, { name: "Jane's" });
    const res = await call("GET", "/api/wishlist/?page_size=1", john);
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assertShape(Paginated(Wishlist), page);
    assert.equal(page.count, 2);
    assert.deepEqual(
      page.results.map((l: { id: number }) => l.id),
      [a.id],
    );
    assert.equal(page.next, "/api/wishlist/?page_size=1&page=2");
    const second = (await call("GET", "/api/wishlist/?page=2&page_size=1", john)).json();
    assert.deepEqual(
      second.results.map((l: { id: number }) => l.id),
      [b.id],
    );
    assertError(await call("GET", "/api/wishlist/?page=0", john), 400);
    assertError(await call("GET", "/api/wishlist/?page_size=1000", john), 400);
  });

  test("someone else's list is a 404 for every route, and stays unchanged", async () => {
    const list = await createList(jane, { name: "Private" });
    await call("POST", `/api/wishlist/${list.id}/items/`, jane, { product: products[0] });
    assertError(await call("GET", `/api/wishlist/${list.id}/`, john), 404);
    assertError(await call("PATCH", `/api/wishlist/${list.id}/`, john, { name: "Mine now" }), 404);
    assertError(await call("DELETE", `/api/wishlist/${list.id}/`, john), 404);
    assertError(await call("POST", `/api/wishlist/${list.id}/items/`, john, { product: products[1] }), 404);
    assertError(await call("DELETE", `/api/wishlist/${list.id}/items/${products[0]}/`, john), 404);
    const after = (await call("GET", `/api/wishlist/${list.id}/`, jane)).json();
    assert.equal(after.name, "Private");
    assert.deepEqual(
      after.items.map((i: { product: { slug: string } }) => i.product.slug),
      [products[0]],
    );
  });

  test("ids that are not whole numbers are 4xx, never 5xx", async () => {
    for (const id of ["abc", "1.5", "-1", "0", "99999999999", "1%20OR%201=1", "999999"]) {
      const res = await call("GET", `/api/wishlist/${id}/`, jane);
      assert.ok(res.statusCode === 400 || res.statusCode === 404, `${id}: ${res.statusCode}`);
      assert.equal(typeof res.json().message, "string");
    }
  });

  test("items: add, add again raises the quantity up to 99, set replaces it, delete removes it", async () => {
    const list = await createList(jane);
    const add = (payload: object) => call("POST", `/api/wishlist/${list.id}/items/`, jane, payload);
    const first = await add({ product: products[0] });
    assert.equal(first.statusCode, 201, first.body);
    assertShape(Wishlist, first.json());
    assert.deepEqual(
      first.json().items.map((i: { quantity: number }) => i.quantity),
      [1],
    );
    assert.equal((await add({ product: products[0], quantity: 3 })).json().items[0].quantity, 4);
    assert.equal((await add({ product: products[0], quantity: 99 })).json().items[0].quantity, 99);
    assert.equal((await add({ product: products[0], quantity: 2, set: true })).json().items[0].quantity, 2);

    const two = (await add({ product: products[1], quantity: 5 })).json();
    assert.deepEqual(
      two.items.map((i: { product: { slug: string } }) => i.product.slug),
      [products[0], products[1]],
    );

    assert.equal((await call("DELETE", `/api/wishlist/${list.id}/items/${products[0]}/`, jane)).statusCode, 204);
    const left = (await call("GET", `/api/wishlist/${list.id}/`, jane)).json();
    assert.deepEqual(
      left.items.map((i: { product: { slug: string } }) => i.product.slug),
      [products[1]],
    );
    assertError(await call("DELETE", `/api/wishlist/${list.id}/items/${products[0]}/`, jane), 404);
  });

  test("items are priced at the list's airport", async () => {
    const list = await createList(jane, { name: "At the airport", airport: priced.airport });
    const added = (await call("POST", `/api/wishlist/${list.id}/items/`, jane, { product: priced.slug })).json();
    assert.equal(added.items[0].product.price, priced.local);
    const moved = (await call("PATCH", `/api/wishlist/${list.id}/`, jane, { airport: null })).json();
    assert.equal(moved.items[0].product.price, priced.base);
  });

  test("bad input is a 400 and changes nothing", async () => {
    const list = await createList(jane, { name: "Untouched" });
    const items = (payload: unknown) => call("POST", `/api/wishlist/${list.id}/items/`, jane, payload);
    const unknown = assertError(await items({ product: "no-such-product" }), 400);
    assert.ok(unknown.errors?.product);
    for (const payload of [
      {},
      { product: "" },
      { product: "Bad Slug!" },
      { product: products[0], quantity: 0 },
      { product: products[0], quantity: 100 },
      { product: products[0], quantity: "many" },
      { product: products[0], quantity: 1.5 },
    ]) {
      assertError(await items(payload), 400);
    }
    const lists = (payload: unknown) => call("POST", "/api/wishlist/", jane, payload);
    for (const payload of [
      {},
      { name: "" },
      { name: "   " },
      { name: "x".repeat(101) },
      { name: "ok", airport: "nowhere" },
      { name: ["a"] },
    ]) {
      assertError(await lists(payload), 400);
    }
    const unknownAirport = assertError(
      await call("PATCH", `/api/wishlist/${list.id}/`, jane, { airport: "nowhere" }),
      400,
    );
    assert.ok(unknownAirport.errors?.airport);
    assertError(
      await t.app.inject({
        method: "POST",
        url: "/api/wishlist/",
        headers: { ...jane, "content-type": "application/json" },
        payload: "{",
      }),
      400,
    );
    const after = (await call("GET", `/api/wishlist/${list.id}/`, jane)).json();
    assert.equal(after.name, "Untouched");
    assert.deepEqual(after.items, []);
  });

  test("parallel adds of one product never lose a write", async () => {
    const list = await createList(jane, { name: "Race" });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", `/api/wishlist/${list.id}/items/`, jane, { product: products[2], quantity: 2 }),
      ),
    );
    assert.ok(
      results.every((r) => r.statusCode === 201),
      results.map((r) => r.body).join("\n"),
    );
    assert.equal((await call("GET", `/api/wishlist/${list.id}/`, jane)).json().items[0].quantity, 16);
  });

  test(`at most ${MAX_LISTS_PER_USER} lists per user and ${MAX_ITEMS_PER_LIST} products per list`, async () => {
    const id = await createUser(t, { email: "hoarder@example.com" });
    const headers = bearer((await login(t, "hoarder@example.com")).access_token);
    await t.db.query(
      `INSERT INTO wishlists (user_id, name) SELECT $1, 'list ' || g FROM generate_series(1, $2::int) g`,
      [id, MAX_LISTS_PER_USER - 1],
    );
    const last = await createList(headers, { name: "The last one" });
    assertError(await call("POST", "/api/wishlist/", headers, { name: "One too many" }), 400);
    assert.equal(await count(t, "wishlists WHERE user_id = $1", [id]), MAX_LISTS_PER_USER);

    // The test catalogue is smaller than a full list: copies of one product fill it.
    await t.db.query(
      `INSERT INTO products (slug, sku, name, brand_id, category_id, subcategory_id, brand_name, price)
       SELECT 'filler-' || g, 'FILLER-' || g, 'Filler ' || g, p.brand_id, p.category_id, p.subcategory_id, p.brand_name, p.price
         FROM generate_series(1, $1::int) g, (SELECT * FROM products ORDER BY id LIMIT 1) p`,
      [MAX_ITEMS_PER_LIST],
    );
    await t.db.query(
      `INSERT INTO product_variants (product_id, sku, size, price) SELECT id, sku, size, price FROM products WHERE slug LIKE 'filler-%'`,
    );
    await t.db.query(
      `INSERT INTO wishlist_items (wishlist_id, product_id, variant_id)
       SELECT $1, p.id, v.id FROM products p JOIN product_variants v ON v.product_id = p.id
        WHERE p.slug LIKE 'filler-%' ORDER BY p.id LIMIT $2`,
      [last.id, MAX_ITEMS_PER_LIST - 1],
    );
    const add = (product: string) => call("POST", `/api/wishlist/${last.id}/items/`, headers, { product });
    assert.equal((await add(products[0]!)).statusCode, 201);
    assertError(await add(products[1]!), 400);
    // A product already on the full list can still change quantity.
    assert.equal((await add(products[0]!)).statusCode, 201);
    assert.equal(await count(t, "wishlist_items WHERE wishlist_id = $1", [last.id]), MAX_ITEMS_PER_LIST);
  });
});
