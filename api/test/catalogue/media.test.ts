import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { loadPhotos } from "../../src/lib/photos.ts";
import { ARTWORK_VERSION } from "../../src/lib/artwork/index.ts";

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

test("a product card's drawing is the product page's picture with bars where the label's text is", async () => {
  const card = (await get("/api/products/?page_size=1")).json().results[0];
  const detail = (await get(`/api/products/${card.slug}/`)).json();
  // Listings name the card-sized drawing; the product page, whose picture is large enough to read, the full one.
  assert.deepEqual(card.image, {
    url: `/media/products/${card.slug}.w400.svg?v=${ARTWORK_VERSION}`,
    width: 400,
    height: 400,
    alt: card.name,
  });
  const [main, ...views] = detail.images;
  assert.deepEqual(main, { url: `/media/products/${card.slug}.svg?v=${ARTWORK_VERSION}`, width: 600, height: 600, alt: card.name });
  const full = (await get(main.url)).body;
  const small = await get(card.image.url);
  assert.equal(small.statusCode, 200);
  assert.equal(small.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.match(full, /<text /);
  assert.doesNotMatch(small.body, /<text|<tspan|font-family/);
  // The same drawing, scaled to 400 px: the same backdrop and shapes, and a bar for each line of text.
  const backdrop = (svg: string) => /^<svg [^>]*><rect [^>]*fill="(#[0-9a-f]+)"\/>/.exec(svg)?.[1];
  assert.equal(backdrop(small.body), backdrop(full));
  const scene = (svg: string) => svg.replace(/^<svg [^>]*><rect [^>]*\/>/, "").replace(/<\/svg>$/, "");
  const bar = /<rect [^>]*opacity=".75"\/>/g;
  const lines = (full.match(/<text [^>]*>[^<]|<tspan /g) ?? []).length;
  assert.ok(lines > 0);
  assert.equal((small.body.match(bar) ?? []).length, lines);
  assert.equal(
    scene(small.body).replace(/^<g transform="translate\(0 0\) scale\(0\.667\)">([\s\S]*)<\/g>$/, "$1").replace(bar, ""),
    scene(full).replace(/<text [\s\S]*?<\/text>/g, ""),
  );
  // Every view exists at the card size too (`<slug>--<n>.w400.svg`).
  for (const view of views) {
    const url = view.url.replace(".svg?", ".w400.svg?");
    const res = await get(url);
    assert.equal(res.statusCode, 200, url);
    assert.doesNotMatch(res.body, /<text/);
  }
});

test("only a product's drawing comes at the card size, and only at that size", async () => {
  const slug = (await get("/api/products/?page_size=1")).json().results[0].slug;
  const category = (await get("/api/categories/?page_size=1")).json().results[0].slug;
  for (const url of [
    `/media/products/${slug}.w300.svg`,
    `/media/products/${slug}.w4000.svg`,
    `/media/products/no-such-product.w400.svg`,
    `/media/products/${slug}--99.w400.svg`,
    `/media/categories/${category}.w400.svg`,
    `/media/products/${slug}.w400.jpg`,
  ])
    assert.equal((await get(url)).statusCode, 404, url);
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

test("two sizes of one product (same name, brand and subcategory) have the same picture; another product has another", async () => {
  const { rows } = await t.db.query<{ slug: string; name: string }>(
    "SELECT slug, name FROM products ORDER BY id LIMIT 2",
  );
  const [product, other] = rows;
  // The same product in another size: its own slug, SKU, size and price, nothing else.
  await t.db.query(
    `INSERT INTO products (slug, sku, name, brand_id, brand_name, category_id, subcategory_id, size, price)
     SELECT 'same-product-other-size', 'SIZE-2', name, brand_id, brand_name, category_id, subcategory_id, '5 L', price * 5
     FROM products WHERE slug = $1`,
    [product.slug],
  );
  const picture = (slug: string) => get(`/media/products/${slug}.svg`);
  const first = await picture(product.slug);
  assert.equal(first.statusCode, 200);
  assert.equal((await picture("same-product-other-size")).body, first.body);
  assert.notEqual((await picture(other.slug)).body, first.body);
  assert.ok(
    first.body.includes(product.name.replace(/&/g, "&amp;").replace(/'/g, "&apos;")),
    "the name is in the picture",
  );
});

test("an older artwork version in a URL still gets the picture; a malformed one is refused", async () => {
  const slug = (await get("/api/brands/?page_size=1")).json().results[0].slug;
  assert.equal((await get(`/media/brands/${slug}.svg?v=1`)).statusCode, 200);
  assert.equal((await get(`/media/brands/${slug}.svg?v=../x`)).statusCode, 400);
});

test("a photograph the operator put in DATA_DIR/media takes the generated picture's place", async () => {
  const photos = await createTestApp({ catalogueCacheSeconds: 0 });
  try {
    const call = (url: string) => photos.app.inject({ method: "GET", url });
    const [product, plain] = (await call("/api/products/?page_size=2")).json().results;
    const dir = path.join(photos.dataDir, "media", "products");
    fs.mkdirSync(dir, { recursive: true });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    fs.writeFileSync(path.join(dir, `${product.slug}.jpg`), jpeg);
    fs.writeFileSync(path.join(dir, `${product.slug}.png`), "a PNG loses to the JPEG");
    fs.writeFileSync(path.join(dir, "not a slug.jpg"), "ignored");
    fs.writeFileSync(path.join(dir, `${product.slug}.gif`), "not a supported format");
    loadPhotos(path.join(photos.dataDir, "media")); // what an import does after writing files

    const card = (await call(`/api/products/?page_size=2`)).json().results[0];
    // Named with the file's version (its modification time): a replaced photo gets a new URL.
    assert.match(card.image.url, new RegExp(`^/media/products/${product.slug}\\.jpg\\?v=[0-9a-z]+$`));
    assert.equal(card.image.srcset, undefined, "no smaller widths on disk, no srcset");
    assert.equal((await call(`/api/products/${product.slug}/`)).json().images[0].url, card.image.url);
    const res = await call(card.image.url);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers["content-type"], "image/jpeg");
    assert.equal(res.headers["x-content-type-options"], "nosniff");
    assert.equal(res.headers["cache-control"], "public, max-age=86400");
    assert.deepEqual(res.rawPayload, jpeg);

    // The picture's other format is served too (the import writes a JPEG beside each WebP, for clients
    // without WebP), though pages name the preferred one.
    const png = await call(`/media/products/${product.slug}.png`);
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers["content-type"], "image/png");

    // Everything without a photo keeps its artwork, and only photo names found on disk are ever opened.
    const other = (await call(`/api/products/${plain.slug}/`)).json();
    assert.match(other.image.url, /\.svg\?v=/);
    for (const url of [
      `/media/products/${plain.slug}.jpg`,
      `/media/products/${product.slug}.w300.jpg`,
      `/media/products/${plain.slug}.w300.svg`,
      `/media/products/${product.slug}.gif`,
      `/media/brands/${product.slug}.jpg`,
      "/media/products/..%2F..%2Fsecret.jpg",
    ])
      assert.equal((await call(url)).statusCode, 404, url);
  } finally {
    loadPhotos(path.join(t.dataDir, "media"));
    await photos.close();
  }
});
