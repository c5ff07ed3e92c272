import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { pageUrl, pageUrlParsed, pageWindow, paginate, fetchPage } from "../../src/lib/pagination.ts";
import { HttpError } from "../../src/plugins/error-handler.ts";

test("pageWindow defaults to page 1 of 20", () => {
  assert.deepEqual(pageWindow({}), { page: 1, pageSize: 20, limit: 20, offset: 0 });
  assert.deepEqual(pageWindow({ page: 3, page_size: 10 }), { page: 3, pageSize: 10, limit: 10, offset: 20 });
  assert.equal(pageWindow({ page_size: 100 }).limit, 100);
});

test("pageWindow refuses what the querystring schema may have let through: 400, never a huge query", () => {
  for (const query of [
    { page_size: 101 },
    { page_size: 0 },
    { page: 0 },
    { page: -4 },
    { page: Infinity },
    { page_size: Infinity },
    { page: 1.5 },
    { page: NaN },
  ]) {
    assert.throws(
      () => pageWindow(query),
      (e: unknown) => e instanceof HttpError && e.statusCode === 400 && Object.keys(e.errors ?? {}).length === 1,
      JSON.stringify(query),
    );
  }
});

test("pageUrl keeps the other parameters and drops page=1 like DRF", () => {
  assert.equal(pageUrl("/api/products/?brand=x&page=2&search=a+b", 3), "/api/products/?brand=x&page=3&search=a+b");
  assert.equal(pageUrl("/api/products/?brand=x&page=2", 1), "/api/products/?brand=x");
  assert.equal(pageUrl("/api/brands/", 2), "/api/brands/?page=2");
});

test("paginate builds the envelope with relative next and previous links", () => {
  const window = pageWindow({ page: 2, page_size: 10 });
  const page = paginate("/api/brands/?page=2&page_size=10&search=co", window, 25, ["x"]);
  assert.equal(page.count, 25);
  assert.equal(page.next, "/api/brands/?page=3&page_size=10&search=co");
  assert.equal(page.previous, "/api/brands/?page_size=10&search=co");
  assert.deepEqual(page.results, ["x"]);
  const last = paginate("/api/brands/?page=3&page_size=10", pageWindow({ page: 3, page_size: 10 }), 25, []);
  assert.equal(last.next, null);
});

test("a page past the end is 404 'Invalid page.', but page 1 of nothing is an empty page", () => {
  assert.throws(
    () => paginate("/x/?page=4", pageWindow({ page: 4, page_size: 10 }), 25, []),
    (e: unknown) => e instanceof HttpError && e.statusCode === 404 && e.message === "Invalid page.",
  );
  assert.deepEqual(paginate("/x/", pageWindow({}), 0, []), { count: 0, next: null, previous: null, results: [] });
});

test("fetchPage counts only when the page alone cannot tell the total", async () => {
  let counted = 0;
  const count = async () => (counted++, 42);
  const short = await fetchPage(
    "/x/?page=3&page_size=20",
    pageWindow({ page: 3, page_size: 20 }),
    async () => [1, 2],
    count,
  );
  assert.equal(short.count, 42);
  assert.equal(counted, 0);
  await fetchPage("/x/", pageWindow({ page_size: 2 }), async () => [1, 2], count);
  assert.equal(counted, 1);
});

test("pageUrl's plain-text way answers as the URL parser does, on random paths and queries", () => {
  // Mostly plain characters, some that are not (`%`, `.`, `/`, `?`, `&`, `=`, spaces, non-ASCII), so both
  // ways are taken; the plain way must agree wherever it is taken.
  const char = fc.constantFrom("a", "b", "p", "g", "e", "1", "-", "_", "*", "+", ".", "%", "%2", "%41", " ", "é", "~");
  const word = fc.array(char, { maxLength: 6 }).map((cs) => cs.join(""));
  const name = fc.oneof(fc.constant("page"), fc.constant("page_size"), fc.constant("pag"), word);
  const pair = fc.oneof(fc.tuple(name, word).map(([n, v]) => `${n}=${v}`), name);
  const path = fc.oneof(fc.constant("/api/products/"), fc.constant("/x"), fc.constant("/a/./b/"), fc.constant("/"), fc.constant(""), word.map((w) => `/${w}/`));
  const url = fc.tuple(path, fc.option(fc.array(pair, { maxLength: 5 }).map((ps) => ps.join("&")))).map(([p, q]) => (q === null ? p : `${p}?${q}`));
  fc.assert(
    fc.property(url, fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(Number.NaN)), (requestUrl, page) => {
      // A URL the parser refuses ("//", a host) throws either way.
      const outcome = (f: typeof pageUrl) => {
        try {
          return f(requestUrl, page);
        } catch (e) {
          return `throws ${(e as Error).name}`;
        }
      };
      assert.equal(outcome(pageUrl), outcome(pageUrlParsed), requestUrl);
    }),
    { numRuns: 3000 },
  );
  // The cases the listing sends: several pages, a first, a repeated page parameter.
  for (const requestUrl of ["/api/products/?airport=ams&page=2&page_size=48&ordering=-price", "/api/products/?page=2&x=1&page=3", "/api/products/"]) {
    for (const page of [1, 2, 3]) assert.equal(pageUrl(requestUrl, page), pageUrlParsed(requestUrl, page), requestUrl);
  }
});
