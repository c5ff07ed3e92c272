import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { renderIncludes } from "../../src/lib/server-includes.ts";

// The search page's data block as the storefront's build writes it (src/features/listing/early-search.ts).
const include = (lang: string) =>
  `<!--# block name="none" --><!--# endblock --><!--# include virtual="/api/first-results/${lang}/24/?$args" stub="none" -->`;
const searchPage = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><script type="application/json" id="first-results">${include(lang)}</script>` +
  `<script>window.early=1</script></head><body>search</body></html>`;

const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-results-"));
for (const [name, body] of Object.entries({
  "index.html": "<!doctype html><title>Home</title>",
  "404.html": "<!doctype html><title>Not found</title>",
  "search/index.html": searchPage("en"),
  "pl/search/index.html": searchPage("pl"),
  // An include of something that is not the API's: never asked.
  "de/search/index.html": `<script type="application/json" id="first-results"><!--# include virtual="/index.html?$args" --></script>`,
  // A directive on another page is text (only the search pages have includes, as with nginx).
  "brands/index.html": `<p><!--# include virtual="/api/first-results/en/24/?$args" --></p>`,
})) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), body);
}

let t: TestApp;
/** Every request the app received, in order (the includes' own among them). */
const received: string[] = [];
before(async () => {
  // A generous wait: a cold search on a busy machine is not what these tests are about (one below is).
  t = await createTestApp(
    { staticDir: root, firstResultsWaitMs: 10_000 },
    { prepare: (app) => app.addHook("onRequest", async (request) => void received.push(`${request.method} ${request.url}`)) },
  );
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
/** The key the head script compares: its own request's parameters, URLSearchParams-encoded. */
const keyOf = (q: string, pageSize = 24) =>
  new URLSearchParams([
    ["ordering", "relevance"],
    ["page", "1"],
    ["page_size", String(pageSize)],
    ["search", q],
  ]).toString();
const blockOf = (html: string) => /<script type="application\/json" id="first-results">([\s\S]*?)<\/script>/.exec(html)?.[1];

test("the first results are the head script's own request, under its key, in the page's language", async () => {
  for (const lang of ["en", "pl"]) {
    const res = await get(`/api/first-results/${lang}/24/?q=+gin+&utm_source=mail`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers["cache-control"], "no-store");
    const block = res.json();
    assert.equal(block.key, keyOf("gin"));
    const listing = await get(`/api/products/?${keyOf("gin")}`, { "accept-language": lang });
    assert.deepEqual(block.data, listing.json());
    assert.ok(block.data.count > 0, "the seed has gin");
  }
  // Another page size is another key (the storefront's comes from its build).
  assert.equal((await get("/api/first-results/en/12/?q=gin")).json().key, keyOf("gin", 12));
});

test("the API reference documents the include's answers", async () => {
  const doc = (await get("/api/docs/json")).json();
  const operation = doc.paths["/api/first-results/{lang}/{page_size}/"].get;
  assert.deepEqual(Object.keys(operation.responses).sort(), ["200", "204"]);
  assert.deepEqual(Object.keys(operation.responses["200"].content["application/json"].schema.properties).sort(), ["data", "key"]);
});

test("nothing to include when the head script would not ask: no query, another page, order or price", async () => {
  for (const query of ["", "q=", "q=%20%20", "q=gin&page=2", "q=gin&ordering=-price", "q=gin&min_price=1", "q=gin&max_price=9", "qq=gin"]) {
    const res = await get(`/api/first-results/en/24/?${query}`);
    assert.equal(res.statusCode, 204, query);
    assert.equal(res.body, "", query);
  }
  // No results is still an answer: the page shows "no products" at once.
  const none = await get("/api/first-results/en/24/?q=zzzznothing");
  assert.equal(none.statusCode, 200);
  assert.equal(none.json().data.count, 0);
});

test("the block's text cannot leave its <script> element, whatever the query or the catalogue holds", async () => {
  const { rows } = await t.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 1");
  await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", ["Zqxmarker </script><script>alert(1)</script><!--", rows[0]!.slug]);
  const res = await get("/api/first-results/en/24/?q=zqxmarker");
  assert.equal(res.statusCode, 200);
  assert.ok(!res.body.includes("<"), res.body.slice(0, 300));
  // The same name to JSON.parse: "\u003c" is "<".
  assert.equal(res.json().data.results[0].name, "Zqxmarker </script><script>alert(1)</script><!--");
});

test("anything wrong is a 204, never an error body, which would go into the page as it is", async () => {
  const markup = encodeURIComponent("</script><meta http-equiv=refresh content=0>");
  for (const url of [
    "/api/first-results/xx/24/?q=gin",
    "/api/first-results/en/0/?q=gin",
    "/api/first-results/en/101/?q=gin",
    "/api/first-results/en/a/?q=gin",
    // A NUL in a parameter: refused by the input guard, whose message repeats the parameter's name.
    `/api/first-results/en/24/?${markup}=%00&q=gin`,
  ]) {
    const res = await get(url);
    assert.equal(res.statusCode, 204, url);
    assert.equal(res.body, "", url);
  }
  // The API's own static server refuses such a query before the page, as JSON (nginx serves the page:
  // reliability/nginx-topology.mjs checks its block stays empty).
  const page = await get(`/search/?${markup}=%00&q=gin`);
  assert.equal(page.statusCode, 400);
  assert.match(String(page.headers["content-type"]), /^application\/json/);
  // The page's query string is the visitor's: odd parameters and encodings change nothing.
  for (const query of ["q=gin&q=rum", "q=gin&x[y]=1", "q=%E2%82%AC", "q=gin&lang=de", "q=%ZZ"]) {
    const res = await get(`/api/first-results/en/24/?${query}`);
    assert.ok([200, 204].includes(res.statusCode), `${query}: ${res.statusCode}`);
  }
});

test("FIRST_RESULTS_WAIT_MS: a listing slower than it is not waited for, one within it is included, 0 asks none", async () => {
  /** An app whose listing takes 400 ms for "slowpoke", with every request it receives recorded. */
  const appWaiting = (firstResultsWaitMs: number) => {
    const seen: string[] = [];
    const app = createTestApp(
      { staticDir: root, firstResultsWaitMs },
      {
        prepare: (a) =>
          a.addHook("onRequest", async (request) => {
            seen.push(request.url);
            if (request.url.includes("search=slowpoke")) await new Promise((resolve) => setTimeout(resolve, 400));
          }),
      },
    );
    return { app, seen };
  };
  const impatient = appWaiting(100);
  const patient = appWaiting(2000);
  const off = appWaiting(0);
  const [a, b, c] = await Promise.all([impatient.app, patient.app, off.app]);
  try {
    // Not in time: the stub (had the page waited for the listing, the block would hold its answer).
    const page = await a.app.inject({ method: "GET", url: "/search/?q=slowpoke" });
    assert.equal(page.statusCode, 200);
    assert.equal(blockOf(page.body), "");
    // The same listing within a longer wait: included (the default, 250 ms, would not have waited).
    const included = JSON.parse(blockOf((await b.app.inject({ method: "GET", url: "/search/?q=slowpoke" })).body)!);
    assert.equal(included.key, keyOf("slowpoke"));
    // 0: the include answers nothing and asks the listing nothing.
    assert.equal((await c.app.inject({ method: "GET", url: "/api/first-results/en/24/?q=gin" })).statusCode, 204);
    assert.deepEqual(off.seen, ["/api/first-results/en/24/?q=gin"]);
  } finally {
    await Promise.all([a.close(), b.close(), c.close()]);
  }
});

test("the static server fills the search page's include for its query, as nginx's SSI does", async () => {
  const page = await get("/search/?q=gin");
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers["content-type"]), /^text\/html/);
  assert.equal(page.headers["cache-control"], "public, max-age=0, must-revalidate");
  assert.match(String(page.headers["content-security-policy"]), /script-src 'self' 'sha256-/);
  // The text is this request's: no validator that would let a cache keep another answer.
  assert.equal(page.headers.etag, undefined);
  assert.equal(page.headers["last-modified"], undefined);
  const block = JSON.parse(blockOf(page.body)!);
  assert.deepEqual(block, (await get("/api/first-results/en/24/?q=gin")).json());
  assert.ok(page.body.includes("<script>window.early=1</script>"), "the rest of the page as built");
  assert.ok(!page.body.includes("<!--#"), "no directive left");

  // The Polish page asks in Polish; the same results, their names in Polish.
  const pl = JSON.parse(blockOf((await get("/pl/search/?q=gin")).body)!);
  assert.deepEqual(pl, (await get("/api/first-results/pl/24/?q=gin")).json());

  // Nothing to include: the stub, an empty block, and the head script asks for itself.
  for (const url of ["/search/", "/search/?q=gin&page=2"]) {
    const empty = await get(url);
    assert.equal(empty.statusCode, 200, url);
    assert.equal(blockOf(empty.body), "", url);
  }
  // Pages without includes are sent as files, as before.
  const home = await get("/");
  assert.ok(home.headers.etag, "a plain page keeps its ETag");
});

test("only the search pages' includes are filled, only from the API's own paths, and HEAD asks nothing", async () => {
  received.length = 0;
  const brands = await get("/brands/?q=gin");
  assert.ok(brands.body.includes("<!--# include"), "another page's directive is text");
  const de = await get("/de/search/?q=gin");
  assert.equal(blockOf(de.body), "", "an include outside the API: the stub");
  const head = await t.app.inject({ method: "HEAD", url: "/search/?q=gin" });
  assert.equal(head.statusCode, 200);
  assert.deepEqual(received, ["GET /brands/?q=gin", "GET /de/search/?q=gin", "HEAD /search/?q=gin"]);
  // And a GET asks the include, which asks the listing.
  await get("/search/?q=rum");
  assert.deepEqual(received.slice(3), ["GET /search/?q=rum", "GET /api/first-results/en/24/?q=rum", `GET /api/products/?${keyOf("rum")}`]);
});

test("the SSI subset: blocks are stubs, a failed or empty answer gives the stub, $args is the query as it is", async () => {
  const asked: string[] = [];
  const fetch = async (uri: string) => {
    asked.push(uri);
    if (uri.includes("fail")) throw new Error("down");
    return uri.includes("empty") ? "" : `[${uri}]`;
  };
  const html =
    '<!--# block name="s" -->STUB<!--# endblock -->a<!--# include virtual="/api/x/?$args" stub="s" -->' +
    'b<!--# include virtual="/api/fail/" stub="s" -->c<!--# include virtual="/api/empty/?${args}" stub="s" -->d';
  assert.equal(await renderIncludes(html, "q=1&r=2", fetch), "a[/api/x/?q=1&r=2]bSTUBcSTUBd");
  assert.deepEqual(asked, ["/api/x/?q=1&r=2", "/api/fail/", "/api/empty/?q=1&r=2"]);
  // "$&", "$$" and "$'" in the query are its text, not replacement patterns.
  asked.length = 0;
  await renderIncludes(html, "q=a$$b$&c$'", fetch);
  assert.equal(asked[0], "/api/x/?q=a$$b$&c$'");
});
