import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { backend } from "../helpers/app.ts";
import { importTest, type ImportTest } from "./support.ts";

/**
 * The operator's catalogue import over HTTP (issue 21): dry run, atomic and idempotent apply, hiding
 * instead of deleting, export that imports back unchanged, and a row-level error (never a 5xx, never
 * a write) for every kind of bad file.
 */
describe(`catalogue import (${backend})`, () => {
  let it: ImportTest;
  before(async () => {
    it = await importTest();
  });
  after(() => it.t.close());

  const get = (url: string) => it.t.app.inject({ url });
  let waw: string;
  before(async () => {
    waw = (await it.t.db.query<{ slug: string }>("SELECT slug FROM airports WHERE iata = 'WAW'")).rows[0]!.slug;
  });
  /** A size sold at WAW, its product and its price there. */
  async function offerAtWaw() {
    const { rows } = await it.t.db.query<{ slug: string; sku: string; price: string; stock: number; airport: string }>(
      `SELECT p.slug, v.sku, o.price::text AS price, o.stock, a.slug AS airport FROM variant_offers o
         JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         JOIN airports a ON a.id = o.airport_id
        WHERE a.iata = 'WAW' AND o.sold AND p.hidden_at IS NULL AND v.position = 0 ORDER BY v.id LIMIT 1`,
    );
    return rows[0]!;
  }

  test("only operators reach the import, its history and the export: others get 404, no token 401", async () => {
    const routes = [
      ["POST", "/api/operator/imports/"],
      ["GET", "/api/operator/imports/"],
      ["GET", "/api/operator/export/?kind=offers"],
    ] as const;
    const before = await it.snapshot();
    for (const [method, url] of routes) {
      for (const headers of [it.traveller, it.clerk]) {
        const res = await it.t.app.inject({
          method,
          url,
          headers: { ...headers, "content-type": "text/csv" },
          payload: method === "POST" ? "sku,airport,price,stock\n" : undefined,
        });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.match(res.json().message, /^No route for/);
      }
      const anonymous = await it.t.app.inject({ method, url });
      assert.equal(anonymous.statusCode, 401, `${method} ${url} without a token`);
      const operator = await it.t.app.inject({
        method,
        url,
        headers: { ...it.operator, "content-type": "text/csv" },
        payload: method === "POST" ? "sku,airport,price,stock\n" : undefined,
      });
      assert.equal(operator.statusCode, 200, `${method} ${url} as the operator: ${operator.body}`);
    }
    assert.equal(await it.snapshot(), before);
  });

  test("every kind exports as CSV and as JSON, and importing the export (even as a full import) changes nothing", async () => {
    const before = await it.snapshot();
    for (const kind of ["brands", "categories", "subcategories", "products", "offers"]) {
      for (const format of ["csv", "json"]) {
        const file = await it.exportFile(kind, format);
        const { status, report } = await it.importFile(file, { dry_run: "false", full: "true" });
        assert.equal(status, 200, JSON.stringify(report.errors));
        assert.equal(report.kind, kind);
        assert.ok(report.rows >= 5, `${kind} ${format}: ${report.rows} rows`);
        assert.deepEqual(
          report.counts,
          { added: 0, changed: 0, hidden: 0, unchanged: report.rows },
          `${kind} ${format}`,
        );
      }
    }
    assert.equal(await it.snapshot(), before);
  });

  test("a price change: the dry run reports it and writes nothing; the apply writes it, and the API serves it at once", async () => {
    const offer = await offerAtWaw();
    const page = `/api/products/${offer.slug}/?airport=${offer.airport}`;
    const priceOnPage = async () => {
      const product = (await get(page)).json();
      return product.variants.find((s: { sku: string }) => s.sku === offer.sku).price as string;
    };
    assert.equal(await priceOnPage(), offer.price); // now in the answers cache
    const newPrice = (Number(offer.price.replace(".", "")) + 101).toString().replace(/(\d\d)$/, ".$1");
    const file = `sku,airport,price,stock\n${offer.sku},WAW,${newPrice},${offer.stock}\n`;

    const before = await it.snapshot();
    const dry = await it.importFile(file);
    assert.equal(dry.report.dry_run, true);
    assert.equal(dry.report.applied, false);
    assert.deepEqual(dry.report.counts, { added: 0, changed: 1, hidden: 0, unchanged: 0 });
    assert.equal(await it.snapshot(), before);
    assert.equal(await priceOnPage(), offer.price);

    const applied = await it.importFile(file, { dry_run: "false", file_name: "prices.csv" });
    assert.equal(applied.report.applied, true);
    assert.deepEqual(applied.report.counts, { added: 0, changed: 1, hidden: 0, unchanged: 0 });
    assert.equal(await priceOnPage(), newPrice, "the cached answer was dropped");

    // Idempotent: the same file again changes nothing.
    const again = await it.importFile(file, { dry_run: "false" });
    assert.deepEqual(again.report.counts, { added: 0, changed: 0, hidden: 0, unchanged: 1 });
    assert.deepEqual([again.report.applied, again.report.changed], [true, false], "nothing to write");

    const history = (await it.t.app.inject({ url: "/api/operator/imports/", headers: it.operator })).json();
    const entry = history.results.find((e: { id: number }) => e.id === applied.report.import_id);
    assert.equal(entry.email, "operator@example.com");
    assert.equal(entry.file_name, "prices.csv");
    assert.equal(entry.kind, "offers");
    assert.deepEqual(entry.counts, applied.report.counts);
  });

  test("a new brand and a new product with two sizes and offers: on the API's pages, in search and at the airport", async () => {
    const brands =
      "brand;name;country;description;description_pl\nnorth-cape-distillers;North Cape Distillers;Norway;Aquavit from the far north.;Akwawit z dalekiej północy.\n";
    // A semicolon CSV with a byte-order mark, as a Polish or German spreadsheet saves it.
    const brandReport = await it.importFile(`\uFEFF${brands}`, { dry_run: "false" });
    assert.deepEqual(
      brandReport.report.counts,
      { added: 1, changed: 0, hidden: 0, unchanged: 0 },
      JSON.stringify(brandReport.report.errors),
    );
    const products = [
      "sku,product,name,brand,subcategory,size,price,kind,abv,volume_ml,description,description_pl",
      "NCD-AQ-500,north-cape-aquavit,North Cape Aquavit,north-cape-distillers,vodka,500 ml,24.5,spirits,41.5,500,Caraway and dill.,Kminek i koper.",
      "NCD-AQ-1000,north-cape-aquavit,North Cape Aquavit,north-cape-distillers,vodka,1 L,39.90,spirits,41.5,1000,Caraway and dill.,Kminek i koper.",
    ].join("\n");
    const dry = await it.importFile(products);
    assert.deepEqual(
      dry.report.counts,
      { added: 2, changed: 0, hidden: 0, unchanged: 0 },
      JSON.stringify(dry.report.errors),
    );
    assert.equal((await get("/api/products/north-cape-aquavit/")).statusCode, 404, "a dry run writes nothing");
    await it.importFile(products, { dry_run: "false" });
    await it.importFile(
      "sku,airport,price,duty_paid_price,stock\nNCD-AQ-500,WAW,22.00,26.00,12\nNCD-AQ-1000,WAW,36.00,,0\n",
      { dry_run: "false" },
    );

    const product = (await get(`/api/products/north-cape-aquavit/?airport=${waw}`)).json();
    assert.equal(product.name, "North Cape Aquavit");
    assert.deepEqual(
      product.variants.map((s: { sku: string; size: string; price: string }) => [s.sku, s.size, s.price]),
      [
        ["NCD-AQ-500", "500 ml", "22.00"],
        ["NCD-AQ-1000", "1 L", "36.00"],
      ],
    );
    assert.equal((await get("/api/products/north-cape-aquavit/?lang=pl")).json().description, "Kminek i koper.");
    assert.equal(
      (await get("/api/products/north-cape-aquavit/?lang=de")).json().description,
      "Caraway and dill.",
      "English where no translation",
    );
    const found = (await get("/api/products/?search=aquavit")).json();
    assert.equal(found.results[0].slug, "north-cape-aquavit", "its name ranks first");
    const atWaw = (await get(`/api/products/?airport=${waw}&brand=north-cape-distillers`)).json();
    assert.equal(atWaw.count, 1);
    assert.equal(atWaw.results[0].price, "22.00", "the from price at the airport is the lowest sold size's");
  });

  test("a full import hides the products it leaves out, keeps them on lists, and shows them again when listed", async () => {
    const offer = await offerAtWaw();
    const traveller = it.traveller;
    const list = (
      await it.t.app.inject({ method: "POST", url: "/api/wishlist/", headers: traveller, payload: { name: "Gifts" } })
    ).json();
    const added = await it.t.app.inject({
      method: "POST",
      url: `/api/wishlist/${list.id}/items/`,
      headers: traveller,
      payload: { product: offer.slug, quantity: 1 },
    });
    assert.equal(added.statusCode, 201, added.body);

    const all = await it.exportFile("products");
    const [header, ...lines] = all.trimEnd().split("\n");
    const without = [header, ...lines.filter((l) => !l.includes(`,${offer.slug},`))].join("\n");
    const countBefore = (await get("/api/products/?page_size=1")).json().count;
    const { report } = await it.importFile(without, { dry_run: "false", full: "true" });
    assert.deepEqual(report.counts, {
      added: 0,
      changed: 0,
      hidden: 1,
      unchanged: lines.length - (lines.length - without.split("\n").length + 1),
    });

    assert.equal((await get(`/api/products/${offer.slug}/`)).statusCode, 404);
    assert.equal((await get("/api/products/?page_size=1")).json().count, countBefore - 1);
    assert.ok(
      !(
        await get(
          `/api/products/?airport=${waw}&page_size=100&search=${encodeURIComponent(offer.slug.split("-").slice(-1)[0]!)}`,
        )
      )
        .json()
        .results.some((p: { slug: string }) => p.slug === offer.slug),
    );
    const { rows } = await it.t.db.query("SELECT 1 FROM products WHERE slug = $1", [offer.slug]);
    assert.equal(rows.length, 1, "hidden, not deleted");
    const lists = (await it.t.app.inject({ url: "/api/wishlist/", headers: traveller })).json();
    assert.ok(
      lists.results
        .find((l: { id: number }) => l.id === list.id)
        .items.some((i: { product: { slug: string } }) => i.product.slug === offer.slug),
      "still on the list",
    );
    const another = (
      await it.t.app.inject({ method: "POST", url: "/api/wishlist/", headers: traveller, payload: { name: "Other" } })
    ).json();
    const refused = await it.t.app.inject({
      method: "POST",
      url: `/api/wishlist/${another.id}/items/`,
      headers: traveller,
      payload: { product: offer.slug, quantity: 1 },
    });
    const unknown = await it.t.app.inject({
      method: "POST",
      url: `/api/wishlist/${another.id}/items/`,
      headers: traveller,
      payload: { product: "no-such-product", quantity: 1 },
    });
    assert.equal(
      refused.statusCode,
      unknown.statusCode,
      "a hidden product goes on no new list: answered as an unknown one",
    );
    assert.match(refused.json().message, /^Unknown product/);
    assert.ok(!(await it.exportFile("products")).includes(`,${offer.slug},`), "nor in the export");

    const shown = await it.importFile(all, { dry_run: "false", full: "true" });
    assert.ok(shown.report.counts.changed >= 1);
    assert.equal(shown.report.counts.hidden, 0);
    assert.equal((await get(`/api/products/${offer.slug}/`)).statusCode, 200);
    assert.equal((await get("/api/products/?page_size=1")).json().count, countBefore);
  });

  test("bad files: row-level errors with line, column and reason; nothing written, never a 5xx", async () => {
    const offer = await offerAtWaw();
    const product = (await it.exportFile("products")).split("\n").slice(0, 2).join("\n");
    const [productHeader, productLine] = product.split("\n") as [string, string];
    const cases: [
      string,
      string | Uint8Array,
      Record<string, string>,
      { line: number; column: string; reason: RegExp },
    ][] = [
      [
        "not UTF-8",
        new Uint8Array([
          ...Buffer.from("sku,airport,price,stock\nA,WAW,1.00,1\nB-caf"),
          0xe9,
          ...Buffer.from(",WAW,1.00,1\n"),
        ]),
        {},
        { line: 3, column: "", reason: /not UTF-8/ },
      ],
      [
        "a spreadsheet's own format",
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]),
        {},
        { line: 1, column: "", reason: /NUL|not text|UTF-8/ },
      ],
      ["empty", "", {}, { line: 1, column: "", reason: /empty/ }],
      [
        "unknown columns",
        "sku,airport,price,stock,colour\nA,WAW,1.00,1,red\n",
        {},
        { line: 1, column: "colour", reason: /not a column of offers/ },
      ],
      [
        "missing a required column",
        "sku,airport,price\nA,WAW,1.00\n",
        { kind: "offers" },
        { line: 1, column: "stock", reason: /needs the columns stock/ },
      ],
      ["no kind fits", "colour,shape\nred,round\n", {}, { line: 1, column: "", reason: /fit no kind/ }],
      [
        "an unclosed quote (a truncated file)",
        `sku,airport,price,stock\n${offer.sku},WAW,"1.00,1\n`,
        {},
        { line: 2, column: "", reason: /not valid CSV/ },
      ],
      [
        "a negative price",
        `sku,airport,price,stock\n${offer.sku},WAW,-5.00,1\n`,
        {},
        { line: 2, column: "price", reason: /negative/ },
      ],
      [
        "a price with three decimals",
        `sku,airport,price,stock\n${offer.sku},WAW,5.001,1\n`,
        {},
        { line: 2, column: "price", reason: /two decimals/ },
      ],
      [
        "a stock that is not a whole number",
        `sku,airport,price,stock\n${offer.sku},WAW,5.00,many\n`,
        {},
        { line: 2, column: "stock", reason: /whole number/ },
      ],
      [
        "an unknown SKU",
        "sku,airport,price,stock\nNO-SUCH-SKU,WAW,5.00,1\n",
        {},
        { line: 2, column: "sku", reason: /no size with the SKU/ },
      ],
      [
        "an unknown airport",
        `sku,airport,price,stock\n${offer.sku},XXX,5.00,1\n`,
        {},
        { line: 2, column: "airport", reason: /no airport XXX/ },
      ],
      [
        "a duplicate offer",
        `sku,airport,price,stock\n${offer.sku},WAW,5.00,1\n${offer.sku},waw,6.00,1\n`,
        {},
        { line: 3, column: "sku", reason: /already on line 2/ },
      ],
      [
        "a duplicate SKU",
        `${productHeader}\n${productLine}\n${productLine}\n`,
        {},
        { line: 3, column: "sku", reason: /already on line 2/ },
      ],
      [
        "an unknown brand",
        `${productHeader}\n${productLine.replace(/^([^,]*,[^,]*,[^,]*,)[^,]*/, "$1no-such-brand")}\n`,
        {},
        { line: 2, column: "brand", reason: /no brand no-such-brand/ },
      ],
      [
        "an unknown subcategory",
        `${productHeader}\n${productLine.replace(/^([^,]*,[^,]*,[^,]*,[^,]*,)[^,]*/, "$1no-such-subcategory")}\n`,
        {},
        { line: 2, column: "subcategory", reason: /no subcategory/ },
      ],
      ["JSON that is not an import", '{"products": []}', {}, { line: 1, column: "", reason: /"kind"/ }],
      [
        "JSON with a bad row",
        '{"kind": "offers", "rows": [{"sku": "A", "airport": "WAW", "price": {"usd": 1}, "stock": 1}]}',
        {},
        { line: 1, column: "price", reason: /text, a number/ },
      ],
      ["invalid JSON", '{"kind": "offers", "rows": [', {}, { line: 1, column: "", reason: /not valid JSON/ }],
    ];
    const before = await it.snapshot();
    for (const [name, file, query, expected] of cases) {
      for (const dryRun of ["true", "false"]) {
        const res = await it.send(file, { ...query, dry_run: dryRun });
        assert.equal(res.statusCode, dryRun === "true" ? 200 : 422, `${name}: ${res.body}`);
        const report = dryRun === "true" ? res.json() : res.json().report;
        assert.equal(report.applied, false, name);
        const error = report.errors.find(
          (e: { line: number; column: string }) => e.line === expected.line && e.column === expected.column,
        );
        assert.ok(error, `${name}: ${JSON.stringify(report.errors)}`);
        assert.match(error.reason, expected.reason, name);
      }
    }
    assert.equal(await it.snapshot(), before);
  });

  test("a file above the size limit is refused with 413 and writes nothing", async () => {
    const before = await it.snapshot();
    const res = await it.send(Buffer.alloc(51 * 1024 * 1024, "a"), { dry_run: "false" });
    assert.equal(res.statusCode, 413);
    assert.ok(res.json().message);
    assert.equal(await it.snapshot(), before);
  });

  test("a product's sizes must agree on the product's columns, and a full import must list every size of a product it lists", async () => {
    const rows = (await it.exportFile("products")).trimEnd().split("\n");
    const header = rows[0]!;
    const columns = header.split(",");
    const productAt = columns.indexOf("product");
    const bySlug = new Map<string, string[]>();
    for (const line of rows.slice(1)) {
      const slug = line.split(",")[productAt]!;
      bySlug.set(slug, [...(bySlug.get(slug) ?? []), line]);
    }
    const [, sizes] = [...bySlug].find(([, lines]) => lines.length >= 2)!;
    const renamed = sizes[1]!.replace(/^([^,]*,[^,]*,)[^,]*/, "$1Another Name");
    const differs = await it.importFile([header, sizes[0], renamed].join("\n"));
    assert.deepEqual(differs.report.errors[0], {
      line: 3,
      column: "name",
      reason: "differs from line 2: a product's sizes share it",
    });

    const oneSizeLess = rows.filter((line) => line !== sizes[1]).join("\n");
    const full = await it.importFile(oneSizeLess, { full: "true" });
    assert.equal(full.report.error_count, 1);
    assert.match(full.report.errors[0]!.reason, /leaves out/);
    // Not a full import: the other sizes stay as they are.
    const merge = await it.importFile(oneSizeLess);
    assert.equal(merge.report.error_count, 0);
  });

  test("a failure halfway through the writes leaves the catalogue byte-identical", async () => {
    const offers = (await it.exportFile("offers")).trimEnd().split("\n");
    // Every offer's stock raised; the database refuses the last row's (a fault injected for the test).
    const changed = [
      offers[0],
      ...offers
        .slice(1)
        .map((line) => line.replace(/,(\d+),(true|false)$/, (_m, stock, sold) => `,${Number(stock) + 1},${sold}`)),
    ];
    const last = changed[changed.length - 1]!.split(",");
    const variantId = (await it.t.db.query<{ id: number }>("SELECT id FROM product_variants WHERE sku = $1", [last[0]]))
      .rows[0]!.id;
    await it.t.db.exec(`
      CREATE FUNCTION refuse_offer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected fault'; END $$;
      CREATE TRIGGER refuse_offer BEFORE UPDATE ON variant_offers FOR EACH ROW
        WHEN (NEW.stock = ${Number(last[4])} AND NEW.variant_id = ${variantId})
        EXECUTE FUNCTION refuse_offer();`);
    try {
      const before = await it.snapshot();
      const history = (await it.t.db.query("SELECT count(*)::int AS n FROM catalogue_imports")).rows[0];
      const res = await it.send(changed.join("\n"), { dry_run: "false" });
      assert.equal(res.statusCode, 500);
      assert.equal(await it.snapshot(), before);
      assert.deepEqual((await it.t.db.query("SELECT count(*)::int AS n FROM catalogue_imports")).rows[0], history);
    } finally {
      await it.t.db.exec("DROP TRIGGER refuse_offer ON variant_offers; DROP FUNCTION refuse_offer();");
    }
  });

  test("the templates in docs/templates import cleanly, in order, and twice change nothing", async () => {
    const dir = path.resolve(import.meta.dirname, "../../../docs/templates");
    for (const round of [1, 2]) {
      for (const file of [
        "brands.csv",
        "categories.csv",
        "subcategories.csv",
        "products.csv",
        "offers.csv",
        "offers.json",
      ]) {
        const { status, report } = await it.importFile(fs.readFileSync(path.join(dir, file)), { dry_run: "false" });
        assert.equal(status, 200, `${file}: ${JSON.stringify(report.errors)}`);
        if (round === 2 || file === "offers.json")
          assert.equal(report.counts.unchanged, report.rows, `${file} round ${round}`);
        else assert.equal(report.counts.unchanged, 0, `${file} round ${round}: ${JSON.stringify(report.counts)}`);
      }
    }
  });

  test("categories and subcategories: created, translated, and a subcategory moved to another category takes its products along", async () => {
    const categories = "category,name,adult,name_pl\ntravel-treats,Travel Treats,false,Przysmaki podróżne\n";
    assert.deepEqual((await it.importFile(categories, { dry_run: "false" })).report.counts, {
      added: 1,
      changed: 0,
      hidden: 0,
      unchanged: 0,
    });
    const { rows } = await it.t.db.query<{ slug: string; category: string; n: number }>(
      `SELECT s.slug, c.slug AS category, count(p.id)::int AS n FROM subcategories s JOIN categories c ON c.id = s.category_id
         JOIN products p ON p.subcategory_id = s.id AND p.hidden_at IS NULL
        WHERE NOT c.adult AND NOT s.adult GROUP BY s.slug, c.slug ORDER BY count(p.id) DESC LIMIT 1`,
    );
    const moved = rows[0]!;
    const before = (await get(`/api/products/?category=${moved.category}&page_size=1`)).json().count;
    const file = `subcategory,category,name\n${moved.slug},travel-treats,Sweet Things\n`;
    const dry = await it.importFile(file);
    assert.deepEqual(
      dry.report.counts,
      { added: 0, changed: 1, hidden: 0, unchanged: 0 },
      JSON.stringify(dry.report.errors),
    );
    await it.importFile(file, { dry_run: "false" });
    assert.equal((await get("/api/products/?category=travel-treats&page_size=1")).json().count, moved.n);
    assert.equal((await get(`/api/products/?category=${moved.category}&page_size=1`)).json().count, before - moved.n);
    const counts = new Map(
      (await get("/api/categories/?page_size=100"))
        .json()
        .results.map((c: { slug: string; product_count: number }) => [c.slug, c.product_count]),
    );
    assert.equal(counts.get("travel-treats"), moved.n, "the categories' product counts follow");
    assert.equal(
      (await get("/api/products/?search=sweet&page_size=100")).json().count >= moved.n,
      true,
      "its new name is searchable",
    );
    const category = (await get("/api/categories/travel-treats/?lang=pl")).json();
    assert.equal(category.name, "Przysmaki podróżne");

    const unknown = await it.importFile("subcategory,category,name\nnew-one,no-such-category,New\n");
    assert.deepEqual(unknown.report.errors, [
      { line: 2, column: "category", reason: "no category no-such-category: import it with the categories first" },
    ]);
  });

  test("a brand renamed: its page and its products' cards carry the new name, and search finds them by it", async () => {
    const { rows } = await it.t.db.query<{ slug: string; n: number }>(
      `SELECT b.slug, count(p.id)::int AS n FROM brands b JOIN products p ON p.brand_id = b.id AND p.hidden_at IS NULL
        GROUP BY b.slug ORDER BY count(p.id) DESC, b.slug LIMIT 1`,
    );
    const brand = rows[0]!;
    const { report } = await it.importFile(`brand,name\n${brand.slug},Zyxwv Renamed House\n`, { dry_run: "false" });
    assert.deepEqual(report.counts, { added: 0, changed: 1, hidden: 0, unchanged: 0 });
    assert.equal((await get(`/api/brands/${brand.slug}/`)).json().name, "Zyxwv Renamed House");
    const found = (await get("/api/products/?search=zyxwv&page_size=100")).json();
    assert.equal(found.count, brand.n);
    assert.ok(found.results.every((p: { brand: { name: string } }) => p.brand.name === "Zyxwv Renamed House"));
  });
});
