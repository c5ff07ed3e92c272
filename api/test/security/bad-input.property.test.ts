import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import zlib from "node:zlib";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { listRoutes, operationSchemas, routeGroup, type RouteInfo } from "../helpers/attack-routes.ts";
import { requestArb, type Pools } from "../helpers/attack-arbitraries.ts";
import { bearer, createAccount, rowCounts, type Account } from "../helpers/attack-users.ts";
import { grantStaff } from "../../src/repositories/staff.ts";
import { grantOperator } from "../../src/repositories/operators.ts";

/**
 * Every route the app serves, attacked with generated requests: bodies, query strings, path
 * parameters and headers from almost valid to garbage. Whatever arrives, the API answers without a
 * 5xx, every 4xx carries a JSON `message`, nothing internal leaks, and a refused write changes nothing.
 *
 * PROPERTY_RUNS sets the cases per route (default 100; `npm run test:security` runs 1,000); PROPERTY_SEED replays a run.
 */
const RUNS = Number(process.env.PROPERTY_RUNS) || 100;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;

/** What an error message must never show: where the code lives, what the database said, or a JavaScript TypeError's text. */
const LEAK =
  /node_modules|\/work\/|\.ts:\d+|\bat (?:async )?\w+ \(|relation "|violates .* constraint|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|syntax error at|ECONNREFUSED|PGlite|pg_catalog|is not a function|Cannot read properties of|is not iterable/i;

function decode(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers["content-encoding"]) {
    case "gzip":
      return zlib.gunzipSync(raw).toString("utf8");
    case "br":
      return zlib.brotliDecompressSync(raw).toString("utf8");
    case "deflate":
      return zlib.inflateSync(raw).toString("utf8");
    default:
      return raw.toString("utf8");
  }
}

function describeRequest(req: InjectOptions) {
  const payload = typeof req.payload === "string" && req.payload.length > 300 ? `${req.payload.slice(0, 300)}… (${req.payload.length} chars)` : req.payload;
  const url = typeof req.url === "string" && req.url.length > 300 ? `${req.url.slice(0, 300)}…` : req.url;
  return JSON.stringify({ method: req.method, url, headers: req.headers, payload });
}

/** The properties every answer must have; `writes` also compares row counts before and after. */
async function attack(t: TestApp, req: InjectOptions, writes: boolean) {
  const before = writes ? await rowCounts(t) : undefined;
  const res = await t.app.inject(req);
  const what = () => `${req.method} → ${res.statusCode} ${decode(res).slice(0, 500)}\nrequest: ${describeRequest(req)}`;
  assert.ok(res.statusCode < 500, `server error: ${what()}`);
  if (res.statusCode >= 400) {
    assert.match(String(res.headers["content-type"]), /^application\/json/, `4xx without JSON: ${what()}`);
    let body: unknown;
    assert.doesNotThrow(() => (body = JSON.parse(decode(res))), `4xx body is not JSON: ${what()}`);
    const message = (body as { message?: unknown })?.message;
    assert.equal(typeof message, "string", `4xx without a message: ${what()}`);
    assert.ok((message as string).length > 0, `4xx with an empty message: ${what()}`);
    assert.doesNotMatch(decode(res), LEAK, `4xx leaks internals: ${what()}`);
    if (writes) assert.deepEqual(await rowCounts(t), before, `a refused write changed the database: ${what()}`);
  }
  assert.equal(({} as Record<string, unknown>).polluted, undefined, `Object.prototype polluted by ${describeRequest(req)}`);
}

async function column<T>(t: TestApp, sql: string): Promise<T[]> {
  return (await t.db.query<Record<string, T>>(sql)).rows.map((r) => Object.values(r)[0]!);
}

interface Fixture {
  t: TestApp;
  me: Account;
  other: Account;
  pools: Pools;
}

/** Two accounts, each with a list holding a product (when the list routes exist), and the seeded values. */
async function fixture(): Promise<Fixture> {
  const t = await createTestApp();
  const me = await createAccount(t, "fuzz-me");
  const other = await createAccount(t, "fuzz-other");
  const productSlugs = [
    ...(await column<string>(t, "SELECT slug FROM products ORDER BY id LIMIT 20")),
    ...(await column<string>(t, "SELECT old_slug FROM product_slug_redirects ORDER BY old_slug LIMIT 5")),
  ];
  for (const account of [me, other]) {
    const list = await t.app.inject({ method: "POST", url: "/api/wishlist/", headers: bearer(account.access), payload: { name: "Duty free" } });
    if (list.statusCode === 201 && productSlugs[0]) {
      await t.app.inject({
        method: "POST",
        url: `/api/wishlist/${list.json().id}/items/`,
        headers: bearer(account.access),
        payload: { product: productSlugs[0], quantity: 2 },
      });
      // And a second size of another product, so that deletes by size find something.
      const [twoSizes] = await column<string>(
        t,
        "SELECT p.slug || ' ' || v.sku FROM products p JOIN product_variants v ON v.product_id = p.id AND v.position = 1 ORDER BY p.id LIMIT 1",
      );
      if (twoSizes) {
        const [product, size] = twoSizes.split(" ");
        await t.app.inject({
          method: "POST",
          url: `/api/wishlist/${list.json().id}/items/`,
          headers: bearer(account.access),
          payload: { product, size, quantity: 1 },
        });
      }
    }
  }
  // Reserve & Collect: `me` is counter staff at the first airport, and each account has a reservation
  // there, so the counter's and the traveller's routes reach real rows (one's own and another's).
  const [airport] = await column<string>(t, "SELECT slug FROM airports ORDER BY id LIMIT 1");
  await grantStaff(t.db, me.email, [airport!]);
  // The catalogue import: `me` is an operator too, so its routes are attacked past the role check.
  await grantOperator(t.db, me.email);
  const reservable = await reservableItem(t, airport!);
  for (const account of [me, other]) {
    if (!reservable) break;
    await t.app.inject({
      method: "POST",
      url: "/api/reservations/",
      headers: bearer(account.access),
      payload: { request_id: `fixture-${account.id}`, ...reservable, flight_number: "LO 123", destination: "JFK", name: "Ada Tester", birth_date: "1980-01-01" },
    });
  }
  const pools: Pools = {
    productSlugs,
    skus: await column<string>(t, "SELECT sku FROM product_variants ORDER BY id LIMIT 30"),
    airportSlugs: await column<string>(t, "SELECT slug FROM airports ORDER BY id LIMIT 10"),
    otherSlugs: [
      ...(await column<string>(t, "SELECT slug FROM brands ORDER BY id LIMIT 5")),
      ...(await column<string>(t, "SELECT slug FROM categories ORDER BY id LIMIT 5")),
      ...(await column<string>(t, "SELECT slug FROM subcategories ORDER BY id LIMIT 5")),
      ...(await column<string>(t, "SELECT slug FROM thematic_sections ORDER BY id LIMIT 5")),
      ...(await column<string>(t, "SELECT slug FROM articles ORDER BY id LIMIT 5")),
      ...(await column<string>(t, "SELECT slug FROM blog_categories ORDER BY id LIMIT 5")),
    ],
    currencies: await column<string>(t, "SELECT code FROM currencies"),
    ownListIds: await column<number>(t, `SELECT id FROM wishlists WHERE user_id = ${me.id}`),
    otherListIds: await column<number>(t, `SELECT id FROM wishlists WHERE user_id = ${other.id}`),
    reservationIds: await column<number>(t, "SELECT id FROM reservations ORDER BY id"),
    codes: await column<string>(t, "SELECT code FROM reservations ORDER BY id"),
    emails: [me.email, other.email, me.email.toUpperCase()],
    access: me.access,
    refresh: me.refresh,
  };
  return { t, me, other, pools };
}

/** A body's airport part for a reservation at `airport`: a collection point, an item in stock, a departure in three days. */
async function reservableItem(t: TestApp, airport: string) {
  const [point] = await column<string>(
    t,
    `SELECT s.slug FROM airport_shops s JOIN airports a ON a.id = s.airport_id WHERE a.slug = '${airport}' AND s.collection_point LIMIT 1`,
  );
  const [item] = await column<string>(
    t,
    `SELECT p.slug || ' ' || v.sku FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
      JOIN airports a ON a.id = o.airport_id WHERE a.slug = '${airport}' AND o.sold AND o.stock - o.held >= 2 ORDER BY v.id LIMIT 1`,
  );
  const [departure] = await column<string>(
    t,
    `SELECT to_char((now() + interval '3 days') AT TIME ZONE a.timezone, 'YYYY-MM-DD"T"HH24:MI') FROM airports a WHERE a.slug = '${airport}'`,
  );
  if (!point || !item || !departure) return undefined;
  const [product, size] = item.split(" ");
  return { airport, collection_point: point, departure, items: [{ product, size, quantity: 1 }] };
}

/** Routes whose body is a file, not JSON (their checks differ: any content type, up to 50 MB). */
const FILE_ROUTES = new Set(["POST /api/operator/imports/", "POST /api/operator/images/"]);

// The routes, read from a running app so that a new route is attacked without editing this file.
const probe = await createTestApp();
const routes = listRoutes(probe.app);
const schemas = await operationSchemas(probe.app);
await probe.close();

const groups = new Map<string, RouteInfo[]>();
for (const route of routes) groups.set(routeGroup(route), [...(groups.get(routeGroup(route)) ?? []), route]);

test("the route list is read from the app", () => {
  assert.ok(routes.length >= 10, `only ${routes.length} routes found:\n${routes.map((r) => `${r.method} ${r.path}`).join("\n")}`);
  assert.ok(routes.some((r) => r.method === "POST" && r.path === "/auth/login/"));
});

for (const [group, groupRoutes] of groups) {
  describe(`hostile requests: ${group}`, () => {
    let f: Fixture;
    before(async () => {
      f = await fixture();
    });
    after(() => f.t.close());

    for (const route of groupRoutes) {
      const writes = route.method !== "GET";
      test(`${route.method} ${route.path}: ${RUNS} generated requests, no 5xx, a message on every 4xx${writes ? ", nothing written when refused" : ""}`, async () => {
        await fc.assert(
          fc.asyncProperty(requestArb(route, schemas.get(`${route.method} ${route.path}`), f.pools), (req) => attack(f.t, req, writes)),
          { numRuns: RUNS, seed: SEED },
        );
      });
    }

    // Routes whose body is a file (the catalogue import: any bytes, up to 50 MB) have their own checks below.
    const fileRoutes = groupRoutes.filter((r) => FILE_ROUTES.has(`${r.method} ${r.path}`));
    const writeRoutes = groupRoutes.filter((r) => r.method !== "GET" && !fileRoutes.includes(r));

    if (fileRoutes.length) {
      test(`${group}: a file route answers malformed JSON, any content type and pollution keys with the file's errors, writes nothing, never a 5xx`, async () => {
        const bodies = ["{", "[1,]", "{'a':1}", "nul", "\u0000", "", '{"__proto__":{"polluted":"yes"},"kind":"offers","rows":[]}', '{"kind":"offers","rows":[{"constructor":{"prototype":{"polluted":"yes"}}}]}', "sku,airport,price,stock,__proto__\nA,WAW,1.00,1,x\n"];
        const types = ["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/octet-stream", "text/csv"];
        for (const route of fileRoutes) {
          for (const payload of bodies) {
            for (const type of types) {
              for (const dryRun of ["true", "false"]) {
                const req = { method: route.method as InjectOptions["method"], url: `${route.path}?dry_run=${dryRun}`, headers: { "content-type": type, ...bearer(f.me.access) }, payload };
                await attack(f.t, req, true);
                const res = await f.t.app.inject(req);
                assert.equal(res.statusCode, dryRun === "true" ? 200 : 422, `${route.method} ${route.path} with ${JSON.stringify(payload)} as ${type} → ${res.statusCode} ${res.body}`);
                const report = dryRun === "true" ? res.json() : res.json().report;
                assert.equal(report.applied, false);
                assert.ok(report.error_count > 0 && report.errors[0].reason, `${JSON.stringify(payload)}: ${res.body}`);
              }
            }
          }
        }
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
      });
    }
    if (writeRoutes.length === 0) return;

    const path = (route: RouteInfo) => {
      let i = 0;
      return route.path.replace(/:\w+|\*/g, () => (route.params[i++] === "id" ? String(f.pools.ownListIds[0] ?? 1) : (f.pools.productSlugs[0] ?? "x")));
    };

    test(`${group}: malformed JSON is a 400 with a message and writes nothing`, async () => {
      const bodies = ["{", "{\"email\":", "[1,]", "{\"a\":1,}", "{'a':1}", "{\"a\":1}}", "nul", "\u0000", ""];
      for (const route of writeRoutes) {
        for (const payload of bodies) {
          for (const auth of [bearer(f.me.access), {}]) {
            const req = { method: route.method as InjectOptions["method"], url: path(route), headers: { "content-type": "application/json", ...auth }, payload };
            await attack(f.t, req, true);
            const res = await f.t.app.inject(req);
            assert.ok([400, 401].includes(res.statusCode), `${route.method} ${route.path} with ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
          }
        }
      }
    });

    test(`${group}: a body over 64 KB is refused with 413, compressed or not`, async () => {
      const big = JSON.stringify({ name: "x".repeat(64 * 1024), email: "a@b.co", password: "x".repeat(64 * 1024) });
      const bomb = zlib.gzipSync(Buffer.from(JSON.stringify({ name: " ".repeat(20 * 1024 * 1024) })));
      for (const route of writeRoutes) {
        const plain = { method: route.method as InjectOptions["method"], url: path(route), headers: { "content-type": "application/json", ...bearer(f.me.access) }, payload: big };
        await attack(f.t, plain, true);
        assert.equal((await f.t.app.inject(plain)).statusCode, 413, `${route.method} ${route.path} accepted ${big.length} bytes`);
        const gz = { ...plain, headers: { ...plain.headers, "content-encoding": "gzip" }, payload: bomb };
        await attack(f.t, gz, true);
        const res = await f.t.app.inject(gz);
        assert.ok([400, 413, 415].includes(res.statusCode), `${route.method} ${route.path}: a gzip bomb → ${res.statusCode}`);
      }
    });

    test(`${group}: a body in another content type is a 4xx with a message and writes nothing`, async () => {
      const types = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "application/octet-stream"];
      for (const route of writeRoutes.filter((r) => r.method !== "DELETE")) {
        for (const type of types) {
          const req = { method: route.method as InjectOptions["method"], url: path(route), headers: { "content-type": type, ...bearer(f.me.access) }, payload: '{"email":"a@b.co","name":"x"}' };
          await attack(f.t, req, true);
          const res = await f.t.app.inject(req);
          assert.ok([400, 415].includes(res.statusCode), `${route.method} ${route.path} as ${type} → ${res.statusCode} ${res.body}`);
        }
      }
    });

    test(`${group}: prototype-pollution keys are refused and pollute nothing`, async () => {
      const payloads = [
        '{"__proto__":{"polluted":"yes"},"email":"a@b.co","name":"x"}',
        '{"constructor":{"prototype":{"polluted":"yes"}},"email":"a@b.co","name":"x"}',
        '{"name":"x","nested":{"__proto__":{"polluted":"yes"}}}',
      ];
      for (const route of writeRoutes) {
        for (const payload of payloads) {
          const req = { method: route.method as InjectOptions["method"], url: path(route), headers: { "content-type": "application/json", ...bearer(f.me.access) }, payload };
          await attack(f.t, req, true);
          assert.ok((await f.t.app.inject(req)).statusCode >= 400, `${route.method} ${route.path} accepted ${payload}`);
        }
      }
    });
  });
}

describe("hostile requests: routes that do not exist", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test(`unknown paths and methods: ${RUNS} generated requests answer 404/405 with a message`, async () => {
    const segment = fc.oneof(fc.constantFrom("api", "auth", "wishlist", "products", "..", "%2e%2e", "%00", "admin", ".env", ".git", "x"), fc.string({ unit: "grapheme-ascii", maxLength: 12 }).map(encodeURIComponent));
    const method = fc.constantFrom<InjectOptions["method"]>("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE" as InjectOptions["method"]);
    await fc.assert(
      fc.asyncProperty(method, fc.array(segment, { minLength: 1, maxLength: 6 }), async (m, parts) => {
        const url = `/${parts.join("/")}/`;
        const res = await t.app.inject({ method: m, url });
        assert.ok(res.statusCode < 500, `${m} ${url} → ${res.statusCode} ${res.body}`);
        if (res.statusCode >= 400 && m !== "OPTIONS") assert.equal(typeof JSON.parse(decode(res)).message, "string", `${m} ${url} → ${res.body}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
