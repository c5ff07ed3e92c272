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
})) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), body);
}

let t: TestApp;
before(async () => {
  t = await createTestApp({ staticDir: root });
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
  const res = await get(`/api/first-results/en/24/?q=${encodeURIComponent("</script><script>alert(1)</script><!--")}`);
  assert.equal(res.statusCode, 200);
  assert.ok(!res.body.includes("<"), res.body.slice(0, 200));
  // JSON.parse reads \u003c back as "<".
  const html = await renderIncludes(`<script type="application/json">${include("en")}</script>`, "q=x", async () =>
    JSON.stringify({ key: "k", data: { name: "</script>" } }).replace(/</g, "\\u003c"),
  );
  assert.equal(JSON.parse(blockOf(html.replace('type="application/json">', 'type="application/json" id="first-results">'))!).data.name, "</script>");
});

test("bad language or page size in the include's own path is a 400, not a 5xx", async () => {
  for (const url of ["/api/first-results/xx/24/?q=gin", "/api/first-results/en/0/?q=gin", "/api/first-results/en/101/?q=gin", "/api/first-results/en/a/?q=gin"]) {
    assert.equal((await get(url)).statusCode, 400, url);
  }
  // The page's query string is the visitor's: odd parameters and encodings change nothing.
  for (const query of ["q=gin&q=rum", "q=gin&x[y]=1", "q=%E2%82%AC", "q=gin&lang=de", "q=%ZZ"]) {
    const res = await get(`/api/first-results/en/24/?${query}`);
    assert.ok([200, 204].includes(res.statusCode), `${query}: ${res.statusCode}`);
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

test("an include's failure leaves the stub, and only the API's own paths are asked", async () => {
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
});
