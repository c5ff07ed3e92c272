import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

test("every image URL the API hands out is served as a cacheable, sandboxed SVG of its stated size", async () => {
  const product = (await get("/api/products/?page_size=1")).json().results[0];
  const brand = (await get("/api/brands/?page_size=1")).json().results[0];
  const category = (await get("/api/categories/?page_size=1")).json().results[0];
  const section = (await get("/api/thematic-sections/?page_size=1")).json().results[0];
  const article = (await get("/api/blog/articles/?page_size=1")).json().results[0];
  for (const image of [product.image, brand.logo, category.image, section.image, article.cover]) {
    const res = await get(image.url);
    assert.equal(res.statusCode, 200, image.url);
    assert.equal(res.headers["content-type"], "image/svg+xml; charset=utf-8");
    assert.equal(res.headers["cache-control"], "public, max-age=31536000, immutable");
    assert.equal(res.headers["content-security-policy"], "default-src 'none'; style-src 'unsafe-inline'");
    assert.match(res.body, new RegExp(`^<svg [^>]*width="${image.width}" height="${image.height}"`));
    // The same URL always gives the same bytes.
    assert.equal((await get(image.url)).body, res.body);
  }
});

test("a product's further views exist up to its image count, and no further", async () => {
  const slug = (await get("/api/products/?page_size=1")).json().results[0].slug;
  const detail = (await get(`/api/products/${slug}/`)).json();
  for (const image of detail.images) assert.equal((await get(image.url)).statusCode, 200, image.url);
  assert.equal((await get(`/media/products/${slug}--${detail.images.length + 1}.svg`)).statusCode, 404);
  if (detail.images.length > 1)
    assert.notEqual((await get(detail.images[1].url)).body, (await get(detail.images[0].url)).body);
});

test("names are XML-escaped inside the SVG", async () => {
  const brand = (await get("/api/brands/juniper-and-fox/")).json();
  const svg = (await get(brand.logo.url)).body;
  assert.match(svg, /Juniper &amp; Fox/);

  // A hostile name written straight into the database must come out as text.
  await t.db.query(
    `INSERT INTO products (slug, sku, name, brand_id, brand_name, category_id, subcategory_id, price)
     SELECT 'evil', 'EVIL-1', '<script>alert("x")</script> & ''co''', b.id, b.name, s.category_id, s.id, 1
     FROM brands b, subcategories s LIMIT 1`,
  );
  const evil = (await get("/media/products/evil.svg")).body;
  assert.ok(!evil.includes("<script"), evil);
  assert.match(evil, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &apos;co&apos;/);
});

test("unknown kinds, slugs and file names are 404", async () => {
  for (const url of [
    "/media/videos/spirits.svg",
    "/media/__proto__/x.svg",
    "/media/products/no-such-product.svg",
    "/media/categories/spirits.png",
    "/media/categories/Spirits.svg",
    "/media/categories/spirits--0.svg",
    "/media/categories/..%2F..%2Fetc%2Fpasswd",
  ]) {
    const res = await get(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(typeof res.json().message, "string");
  }
});
