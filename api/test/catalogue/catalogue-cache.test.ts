import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import zlib from "node:zlib";
import Fastify from "fastify";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { catalogueCache } from "../../src/plugins/catalogue-cache.ts";

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

test("concurrent misses of one URL are built once and shared", async () => {
  const url = "/api/products/?page_size=7&ordering=-price";
  const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: "GET", url })));
  assert.deepEqual(
    answers.map((a) => a.statusCode),
    Array(8).fill(200),
  );
  const how = answers.map((a) => a.headers["x-cache"] ?? "BUILT").sort();
  assert.deepEqual(how, ["BUILT", ...Array(7).fill("SHARED")]);
  for (const a of answers) {
    assert.equal(a.body, answers[0].body);
    assert.equal(a.headers["content-type"], answers[0].headers["content-type"]);
    assert.equal(a.headers["cache-control"], "public, max-age=60");
  }
  // Other languages are other answers, not shared with this one.
  const german = await t.app.inject({ method: "GET", url, headers: { "accept-language": "de" } });
  assert.equal(german.headers["x-cache"], undefined);
});

test("when the first answer of concurrent misses is an error, each request gets its own", async () => {
  const url = "/api/products/no-such-product-either/";
  const answers = await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: "GET", url })));
  for (const a of answers) {
    assert.equal(a.statusCode, 404);
    assert.equal(a.headers["x-cache"], undefined);
  }
  // Nothing is left waiting: the same URL later is answered at once, as its own miss.
  const later = await t.app.inject({ method: "GET", url });
  assert.equal(later.statusCode, 404);
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

test("an unknown query parameter is a 400 that names it, on every route of the contract, and is never cached", async () => {
  for (const url of [
    "/api/products/details/?page_size=100&u=1",
    "/api/products/?u=1",
    "/api/brands/?page=1&utm_source=x",
    "/api/blog/?u=1",
    "/api/products/mainpage/?u=1",
  ]) {
    const res = await t.app.inject({ method: "GET", url });
    assert.equal(res.statusCode, 400, `${url} → ${res.statusCode}`);
    assert.match(res.json().message, /Unknown query parameter: (u|utm_source)\./);
  }
  // What the storefront and the build send is still accepted.
  for (const url of [
    "/api/products/?category=x&subcategory=y&brand=z&section=s&search=gin&ordering=-price&page=1&page_size=24&min_price=1&max_price=99&airport=a",
    "/api/products/details/?page=1&page_size=100",
    "/api/products/mainpage/?airport=lhr",
    "/api/airports/?page_size=100",
  ]) {
    const res = await t.app.inject({ method: "GET", url });
    assert.ok(res.statusCode === 200 || res.statusCode === 404, `${url} → ${res.statusCode} ${res.body}`);
  }
});

test("a flood of distinct URLs keeps the cache under CATALOGUE_CACHE_MB, and the pages in use stay cached", async () => {
  // A TTL longer than the test, so that only the byte bound can push the hot page out on a slow machine.
  const small = await createTestApp({ catalogueCacheMb: 1, catalogueCacheSeconds: 3600 });
  try {
    const hot = "/api/products/?page_size=10";
    await small.app.inject({ method: "GET", url: hot });
    let peak = 0;
    let total = 0;
    for (let i = 0; i < 1_500; i++) {
      // Valid, distinct, and ≈ 10 KB each: ≈ 15 MB unbounded.
      const res = await small.app.inject({ method: "GET", url: `/api/products/?page_size=20&min_price=0.${i}` });
      assert.equal(res.statusCode, 200);
      total += res.body.length;
      const unknown = await small.app.inject({ method: "GET", url: `/api/products/details/?page_size=100&u=${i}` });
      assert.equal(unknown.statusCode, 400);
      if (i % 20 === 0) assert.equal((await small.app.inject({ method: "GET", url: hot })).headers["x-cache"], "HIT", "the hot page was pushed out");
      peak = Math.max(peak, small.app.catalogueCacheSize().bytes);
    }
    const size = small.app.catalogueCacheSize();
    assert.ok(peak <= 1024 * 1024, `the cache reached ${peak} bytes`);
    assert.ok(total > 10 * 1024 * 1024, `the flood was only ${total} bytes`);
    assert.ok(peak > 0.8 * 1024 * 1024 && size.entries > 10, `the cache still holds answers (${size.entries}, ${size.bytes} bytes)`);
  } finally {
    await small.close();
  }
});

test("expired answers are freed by the sweep, not only when asked for again", async () => {
  const short = await createTestApp({ catalogueCacheSeconds: 1 });
  try {
    for (let i = 1; i <= 4; i++) await short.app.inject({ method: "GET", url: `/api/products/?page_size=${i}` });
    assert.equal(short.app.catalogueCacheSize().entries, 4);
    const freed = async () => {
      for (let waited = 0; waited < 5_000; waited += 100) {
        if (short.app.catalogueCacheSize().entries === 0) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    assert.ok(await freed(), `still ${short.app.catalogueCacheSize().entries} entries after 5 s`);
    assert.equal(short.app.catalogueCacheSize().bytes, 0);
  } finally {
    await short.close();
  }
});

test("a miss goes out as the bytes the cache keeps: whole, with non-ASCII text, and compressed on request", async () => {
  // German names and descriptions have "ä", "ü", "ß": the length must count bytes, not characters.
  for (const gzip of [false, true]) {
    // Another page size per case, so that each one starts with a miss.
    const url = `/api/products/?page_size=${gzip ? 31 : 30}&lang=de&ordering=name&page=2`;
    const miss = await t.app.inject({ method: "GET", url, headers: gzip ? { "accept-encoding": "gzip" } : {} });
    assert.equal(miss.statusCode, 200);
    assert.equal(miss.headers["x-cache"], undefined);
    const bytes = gzip ? zlib.gunzipSync(miss.rawPayload) : miss.rawPayload;
    assert.match(bytes.toString(), /[^\x00-\x7f]/, "the page has non-ASCII text");
    if (!gzip) assert.equal(Number(miss.headers["content-length"]), bytes.length);
    const hit = await t.app.inject({ method: "GET", url });
    assert.equal(hit.headers["x-cache"], "HIT");
    assert.equal(hit.body, bytes.toString());
    assert.ok(Array.isArray(JSON.parse(hit.body).results));
  }
});

test("the build's bulk read of product details is answered but not kept", async () => {
  const before = t.app.catalogueCacheSize();
  for (const url of ["/api/products/details/?page=1&page_size=100", "/api/products/details/?page=1&page_size=100&lang=pl"]) {
    const first = await t.app.inject({ method: "GET", url });
    const again = await t.app.inject({ method: "GET", url });
    assert.equal(first.statusCode, 200);
    assert.equal(again.headers["x-cache"], undefined, `${url} was answered from the cache`);
    assert.equal(again.body, first.body);
    assert.ok(first.json().results.length > 0);
  }
  assert.equal(t.app.catalogueCacheSize().bytes, before.bytes);
  // A single product's detail, which travellers read, is still kept.
  const slug = (await t.app.inject({ method: "GET", url: "/api/products/?page_size=1" })).json().results[0].slug;
  await t.app.inject({ method: "GET", url: `/api/products/${slug}/` });
  assert.equal((await t.app.inject({ method: "GET", url: `/api/products/${slug}/` })).headers["x-cache"], "HIT");
});

test("bytes are kept only as JSON: a Buffer of another type under a cached path is sent, not kept", async () => {
  const app = Fastify();
  app.decorate("config", { catalogueCacheSeconds: 60, catalogueCacheMb: 1 } as TestApp["app"]["config"]);
  await app.register(catalogueCache);
  app.get("/api/brands/json-bytes/", async (_request, reply) => reply.type("application/json; charset=utf-8").send(Buffer.from('{"ok":"é"}')));
  app.get("/api/brands/other-bytes/", async (_request, reply) => reply.type("application/octet-stream").send(Buffer.from([0, 1, 2])));
  try {
    for (const url of ["/api/brands/json-bytes/", "/api/brands/other-bytes/"]) await app.inject({ method: "GET", url });
    const json = await app.inject({ method: "GET", url: "/api/brands/json-bytes/" });
    assert.equal(json.headers["x-cache"], "HIT");
    assert.deepEqual(json.json(), { ok: "é" });
    const other = await app.inject({ method: "GET", url: "/api/brands/other-bytes/" });
    assert.equal(other.headers["x-cache"], undefined);
    assert.deepEqual([...other.rawPayload], [0, 1, 2]);
  } finally {
    await app.close();
  }
});

test("a leader that does not answer in time no longer holds up the requests after it, and settles only its own", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["setTimeout", "Date"], now: 1_000_000 });
  const app = Fastify();
  app.decorate("config", { catalogueCacheSeconds: 60, catalogueCacheMb: 1 } as TestApp["app"]["config"]);
  await app.register(catalogueCache);
  const gate = () => {
    let open!: () => void;
    return { promise: new Promise<void>((resolve) => (open = resolve)), resolve: () => open() };
  };
  const gates: Record<number, ReturnType<typeof gate>> = { 1: gate(), 3: gate() }; // Node 20: no Promise.withResolvers
  let calls = 0;
  // 1 hangs, then fails (not kept); 2 fails at once; 3 hangs, then answers; 4 and later answer at once.
  app.get("/api/brands/slow/", async (_request, reply) => {
    const n = ++calls;
    await gates[n]?.promise;
    if (n <= 2) return reply.code(404).send({ detail: `call ${n}` });
    return { n };
  });
  const lateGate = gate();
  let lateCalls = 0;
  app.get("/api/brands/late/", async () => {
    const n = ++lateCalls;
    if (n === 1) await lateGate.promise;
    return { n };
  });
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
    assert.ok(done());
  };
  const get = () => app.inject({ method: "GET", url: "/api/brands/slow/" });
  try {
    const first = get();
    await until(() => calls === 1);
    const second = get(); // waits for the first
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    ctx.mock.timers.tick(10_000); // out of patience: builds its own
    assert.equal((await second).statusCode, 404);
    assert.equal(calls, 2);
    const third = get(); // leads anew rather than waiting for the first
    await until(() => calls === 3);
    const fourth = get(); // waits for the third
    gates[1].resolve(); // the first answers late, and must not settle the third's flight
    assert.equal((await first).statusCode, 404);
    gates[3].resolve();
    const [three, four] = await Promise.all([third, fourth]);
    assert.deepEqual(three.json(), { n: 3 });
    assert.equal(four.headers["x-cache"], "SHARED");
    assert.deepEqual(four.json(), { n: 3 });
    assert.equal(calls, 3);
    // A leader begun more than the patience ago holds up nobody, even when no one waited for it before.
    const late = app.inject({ method: "GET", url: "/api/brands/late/" });
    await until(() => lateCalls === 1);
    ctx.mock.timers.tick(10_000);
    const after = app.inject({ method: "GET", url: "/api/brands/late/" });
    await until(() => lateCalls === 2); // led at once, with no timer to wait for
    assert.deepEqual((await after).json(), { n: 2 });
    lateGate.resolve();
    assert.deepEqual((await late).json(), { n: 1 });
  } finally {
    await app.close();
  }
});
