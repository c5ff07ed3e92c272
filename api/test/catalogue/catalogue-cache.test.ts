import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import zlib from "node:zlib";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test("a repeated catalogue read is answered from memory with the same body and headers", async () => {
  const first = await t.app.inject({ method: "GET", url: "/api/products/?page_size=5" });
  const second = await t.app.inject({ method: "GET", url: "/api/products/?page_size=5" });
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers["x-cache"], undefined);
  assert.equal(second.headers["x-cache"], "HIT");
  assert.equal(second.body, first.body);
  assert.equal(second.headers["content-type"], first.headers["content-type"]);
  assert.equal(second.headers["cache-control"], "public, max-age=60");
});

test("the URL is the key: other filters are not served a cached answer", async () => {
  await t.app.inject({ method: "GET", url: "/api/products/?page_size=3" });
  const other = await t.app.inject({ method: "GET", url: "/api/products/?page_size=4" });
  assert.equal(other.headers["x-cache"], undefined);
  assert.equal(other.json().results.length, 4);
});

test("errors and account data are never cached", async () => {
  await t.app.inject({ method: "GET", url: "/api/products/no-such-product/" });
  const again = await t.app.inject({ method: "GET", url: "/api/products/no-such-product/" });
  assert.equal(again.statusCode, 404);
  assert.equal(again.headers["x-cache"], undefined);
  await t.app.inject({ method: "GET", url: "/api/wishlist/" });
  const lists = await t.app.inject({ method: "GET", url: "/api/wishlist/" });
  assert.equal(lists.statusCode, 401);
  assert.equal(lists.headers["x-cache"], undefined);
});

test("cached answers are still compressed for clients that accept it", async () => {
  const url = "/api/products/?page_size=20";
  const plain = await t.app.inject({ method: "GET", url });
  const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
  assert.equal(gz.headers["x-cache"], "HIT");
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), plain.body);
});

test("CATALOGUE_CACHE_SECONDS=0 turns the cache off", async () => {
  const off = await createTestApp({ catalogueCacheSeconds: 0 });
  try {
    await off.app.inject({ method: "GET", url: "/api/products/?page_size=2" });
    const again = await off.app.inject({ method: "GET", url: "/api/products/?page_size=2" });
    assert.equal(again.headers["x-cache"], undefined);
  } finally {
    await off.close();
  }
});
