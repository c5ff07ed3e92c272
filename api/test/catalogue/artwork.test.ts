import { test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { BRANDS, CATEGORIES } from "../../src/db/seed/catalogue.ts";
import { slugify } from "../../src/db/seed/random.ts";
import { escapeXml } from "../../src/lib/artwork/svg.ts";
import {
  ARTWORK_VERSION,
  articleArtwork,
  brandArtwork,
  kindOf,
  productArtwork,
  shelfArtwork,
  shelfItem,
} from "../../src/lib/artwork/index.ts";

/** Parses an SVG strictly as XML (any error throws) and returns its root element and every element's name. */
function parse(svg: string) {
  const parser = new SaxesParser({ xmlns: true });
  const names: string[] = [];
  let root: SaxesTagNS | undefined;
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    root ??= tag;
    names.push(tag.local);
  });
  parser.write(svg).close();
  return { root: root!, names };
}

const attr = (tag: SaxesTagNS, name: string) => tag.attributes[name]?.value;
const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}\b/g));

/** A self-contained picture of exactly the declared size: nothing to fetch, nothing to run. */
function assertSafePicture(svg: string, width: number, height: number) {
  const { root, names } = parse(svg);
  assert.equal(root.local, "svg");
  assert.equal(root.uri, "http://www.w3.org/2000/svg");
  assert.equal(attr(root, "width"), String(width));
  assert.equal(attr(root, "height"), String(height));
  assert.equal(attr(root, "viewBox"), `0 0 ${width} ${height}`);
  for (const name of names) assert.ok(!["script", "image", "foreignObject", "use", "a", "style"].includes(name), name);
  assert.doesNotMatch(svg, /href|url\(|\bon[a-z]+=/i);
  assert.ok(svg.length < 4096, `${svg.length} bytes`);
}

/** One product per line of every seed subcategory, made by a brand that makes that subcategory. */
const products = CATEGORIES.flatMap((category) =>
  category.subcategories.flatMap((sub) => {
    const makers = BRANDS.filter((b) => b.subcategories.includes(sub.slug));
    return sub.lines.map((line, i) => {
      const brand = makers[i % makers.length];
      return {
        name: `${brand.name} ${line}`,
        brand: brand.name,
        brandSlug: slugify(brand.name),
        subcategory: sub.slug,
        category: category.slug,
      };
    });
  }),
);

test("every seed product is a small, valid, self-contained SVG of 600 × 600 with its brand and name on it, in all three views", () => {
  const sizes: number[] = [];
  for (const product of products) {
    for (const view of [1, 2, 3]) {
      const svg = productArtwork({ ...product, width: 600, height: 600, view });
      assertSafePicture(svg, 600, 600);
      sizes.push(svg.length);
      if (view === 1) {
        const brand = product.brand.toUpperCase().replace(/&/g, "&amp;").replace(/'/g, "&apos;");
        assert.ok(svg.includes(brand), `${product.name}: no ${brand}`);
      }
    }
  }
  assert.ok(Math.max(...sizes) < 4096);
});

test("the full drawings' bytes are the ones their immutable URLs were first served with", () => {
  // Every seed product line in all three views, hashed together. A drawing that changes needs a new
  // ARTWORK_VERSION (browsers and CDNs keep the old bytes for good): raise it, then update this hash.
  const hash = crypto.createHash("sha256");
  for (const product of products)
    for (const view of [1, 2, 3]) hash.update(productArtwork({ ...product, width: 600, height: 600, view }));
  assert.equal(ARTWORK_VERSION, "2");
  assert.equal(hash.digest("hex"), "c3a3de345f83d8cd4bc2efa512ebd1e538bf5e556567a6dc454348d375d8953e");
});

test("every seed product's card drawing is the same safe picture at 400 × 400 with a bar for each line of text", () => {
  const bar = /<rect [^>]*opacity=".75"\/>/g;
  for (const product of products) {
    for (const view of [1, 2, 3]) {
      const full = productArtwork({ ...product, width: 600, height: 600, view });
      const card = productArtwork({ ...product, width: 400, height: 400, view, lettering: "bars" });
      assertSafePicture(card, 400, 400);
      assert.doesNotMatch(card, /<text|<tspan|font-family/, `${product.name}, view ${view}`);
      const lines = (full.match(/<text [^>]*>[^<]|<tspan /g) ?? []).length;
      assert.equal((card.match(bar) ?? []).length, lines, `${product.name}, view ${view}: one bar per line`);
      assert.ok(card.length < full.length, `${product.name}, view ${view}: lighter than the full drawing`);
    }
  }
});

test("each kind of product the issue names has its own drawing", () => {
  const kinds = new Set(products.map((p) => kindOf(p)));
  for (const kind of [
    "whisky",
    "gin",
    "vodka",
    "rum",
    "cognac",
    "wine",
    "champagne",
    "perfume",
    "jar",
    "lipstick",
    "chocolate",
    "cigarettes",
    "cigars",
    "sunglasses",
    "watch",
    "bag",
  ] as const)
    assert.ok(kinds.has(kind), kind);
  // Different kinds are different objects, even for the same brand and name.
  const draw = (subcategory: string) =>
    productArtwork({ name: "Test Line", brand: "Test", brandSlug: "test", subcategory, width: 600, height: 600 });
  const drawn = [
    "whisky",
    "gin",
    "vodka",
    "red-wine",
    "champagne",
    "womens-fragrances",
    "cigars",
    "watches",
    "sunglasses",
  ].map(draw);
  assert.equal(new Set(drawn).size, drawn.length);
});

test("a subcategory the seed never had still gets a fitting picture, and anything else a gift box", () => {
  assert.equal(kindOf({ subcategory: "tequila-mezcal" }), "rum");
  assert.equal(kindOf({ subcategory: "port-sherry" }), "wine");
  assert.equal(kindOf({ subcategory: "luxury-pens", category: "fashion-accessories" }), "bag");
  assert.equal(kindOf({ subcategory: "plush-toys", category: "kids" }), "gift");
  // Names pick the object within beauty ranges; a cream liqueur stays a bottle.
  assert.equal(kindOf({ subcategory: "makeup", name: "Volume Mascara" }), "lipstick");
  assert.equal(kindOf({ subcategory: "skincare", name: "Hyaluronic Serum" }), "dropper");
  assert.equal(kindOf({ subcategory: "liqueur", name: "Irish Cream Liqueur" }), "liqueur");
  const svg = productArtwork({
    name: "Cuddly Bear",
    brand: "Toyland",
    brandSlug: "toyland",
    subcategory: "plush-toys",
    width: 600,
    height: 600,
  });
  assertSafePicture(svg, 600, 600);
  assert.match(svg, /TOYLAND/);
});

test("the same product gives the same bytes; another product, brand or view gives others in the same colours", () => {
  const base = {
    name: "Glen Corran Sherry Cask Finish",
    brand: "Glen Corran",
    brandSlug: "glen-corran",
    subcategory: "whisky",
    width: 600,
    height: 600,
  };
  const first = productArtwork(base);
  assert.equal(productArtwork({ ...base }), first);
  assert.notEqual(productArtwork({ ...base, name: "Glen Corran Peated Reserve" }), first);
  assert.notEqual(
    productArtwork({
      ...base,
      brand: "Highland Crest",
      brandSlug: "highland-crest",
      name: "Highland Crest Sherry Cask Finish",
    }),
    first,
  );
  for (const view of [2, 3]) {
    const other = productArtwork({ ...base, view });
    assert.notEqual(other, first);
    // The thumbnails show the same object: no colour in them that the main picture lacks.
    for (const colour of colours(other)) assert.ok(colours(first).has(colour), `view ${view}: ${colour}`);
  }
});

test("brand logos carry the name in the brand's colours; categories, sections and articles are scenes of their kinds", () => {
  for (const brand of BRANDS) {
    const slug = slugify(brand.name);
    const svg = brandArtwork({ slug, name: brand.name, width: 240, height: 120 });
    assertSafePicture(svg, 240, 120);
    const label = productArtwork({
      name: `${brand.name} X`,
      brand: brand.name,
      brandSlug: slug,
      subcategory: brand.subcategories[0],
      width: 600,
      height: 600,
    });
    // The logo's colours are the ones its products' labels wear.
    for (const colour of colours(svg)) assert.ok(colours(label).has(colour), `${brand.name}: ${colour}`);
  }
  for (const category of CATEGORIES) {
    const svg = shelfArtwork({
      slug: category.slug,
      title: category.name,
      items: category.subcategories.map((s) => shelfItem(s, category.slug)),
      width: 1200,
      height: 630,
    });
    assertSafePicture(svg, 1200, 630);
    assert.match(
      svg,
      new RegExp(category.subcategories[0].name.toUpperCase().replace(/&/g, "&amp;").replace(/'/g, "&apos;")),
    );
  }
  for (const blogCategory of ["travel-guides", "gift-ideas", "tasting-notes", "beauty-edit", "unknown"]) {
    const svg = articleArtwork({
      slug: blogCategory,
      title: "A <title> & more",
      blogCategory,
      items: [shelfItem({ slug: "gin", name: "Gin" })],
      width: 1200,
      height: 630,
    });
    assertSafePicture(svg, 1200, 630);
    assert.match(svg, /aria-label="A &lt;title&gt; &amp; more"/);
  }
  // A section with no products yet still has a picture.
  assertSafePicture(shelfArtwork({ slug: "empty", title: "Empty", items: [], width: 1200, height: 630 }), 1200, 630);
});

test("escapeXml leaves no markup through, and no name can add markup to a picture", () => {
  assert.equal(
    escapeXml(`<a href="x">Tom & Jerry's</a>`),
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
  );
  const hostile = `<script>alert("x")</script> & 'co' ]]> <!--`;
  for (const subcategory of ["whisky", "watches", "makeup", "plush-toys"]) {
    const svg = productArtwork({
      name: `${hostile} Line`,
      brand: hostile,
      brandSlug: "x",
      subcategory,
      width: 600,
      height: 600,
    });
    assertSafePicture(svg, 600, 600);
    assert.ok(!svg.includes("<script"));
  }
  assertSafePicture(brandArtwork({ slug: "x", name: hostile, width: 240, height: 120 }), 240, 120);
  assertSafePicture(
    shelfArtwork({ slug: "x", title: hostile, items: [{ kind: "gin", title: hostile }], width: 1200, height: 630 }),
    1200,
    630,
  );
});
