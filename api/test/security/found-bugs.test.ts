import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { InjectOptions } from "fastify";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { bearer, createAccount, rowCounts, type Account } from "../helpers/attack-users.ts";

/**
 * The generated attacks of bad-input.test.ts, pinned: each request here once answered 500. They stay
 * as named, deterministic cases so that a regression fails with a clear name instead of a seed.
 */
describe("requests that once answered 500", () => {
  let t: TestApp;
  let me: Account;
  let listId: number;
  before(async () => {
    t = await createTestApp();
    me = await createAccount(t, "pinned");
    const list = await t.app.inject({ method: "POST", url: "/api/wishlist/", headers: bearer(me.access), payload: { name: "Pinned" } });
    listId = list.json().id;
  });
  after(() => t.close());

  async function expect4xxOr2xx(req: InjectOptions, allowed: number[]) {
    const counts = await rowCounts(t);
    const res = await t.app.inject(req);
    assert.ok(allowed.includes(res.statusCode), `${req.method} ${req.url} → ${res.statusCode} ${res.body.slice(0, 300)} (expected one of ${allowed})`);
    if (res.statusCode >= 400) {
      assert.equal(typeof res.json().message, "string");
      assert.deepEqual(await rowCounts(t), counts, "a refused request wrote");
    }
    return res;
  }

  test("a product search with no results, or a full page of them, is a page (not a 500)", async () => {
    const none = await expect4xxOr2xx({ method: "GET", url: "/api/products/?search=zzqqxx" }, [200]);
    assert.equal(none.json().count, 0);
    const { rows } = await t.db.query<{ word: string }>("SELECT split_part(name, ' ', 1) AS word FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1");
    const full = await expect4xxOr2xx({ method: "GET", url: `/api/products/?search=${encodeURIComponent(rows[0]!.word)}&page_size=1` }, [200]);
    assert.ok(full.json().count >= 1);
  });

  for (const value of ["1e309", "-1e309", "Infinity", "-Infinity"]) {
    test(`a number written as ${value} is refused with 400, in a query, a path and a body`, async () => {
      for (const url of [`/api/products/?page=${value}`, `/api/products/?page_size=${value}`, `/api/brands/?page=${value}`, `/api/products/?min_price=${value}`]) {
        await expect4xxOr2xx({ method: "GET", url }, [400]);
      }
      for (const method of ["GET", "PATCH", "DELETE"] as const) {
        await expect4xxOr2xx({ method, url: `/api/wishlist/${value}/`, headers: bearer(me.access), ...(method === "PATCH" ? { payload: { name: "x" } } : {}) }, [400, 404]);
      }
      await expect4xxOr2xx({ method: "GET", url: `/api/wishlist/?page=${value}`, headers: bearer(me.access) }, [400]);
      const { rows } = await t.db.query<{ slug: string }>("SELECT slug FROM products LIMIT 1");
      await expect4xxOr2xx(
        { method: "POST", url: `/api/wishlist/${listId}/items/`, headers: bearer(me.access), payload: { product: rows[0]!.slug, quantity: value } },
        [400],
      );
    });
  }

  test("a NUL character in any text field is refused with 400 and stores nothing", async () => {
    const nul = "a\u0000b";
    const cases: InjectOptions[] = [
      { method: "POST", url: "/api/wishlist/", headers: bearer(me.access), payload: { name: nul } },
      { method: "PATCH", url: `/api/wishlist/${listId}/`, headers: bearer(me.access), payload: { name: nul } },
      { method: "PATCH", url: "/auth/user/", headers: bearer(me.access), payload: { first_name: nul } },
      { method: "POST", url: "/api/partners/apply/", payload: { company: nul, contact_name: "Ann", email: "ann@partner.example", message: "Hello" } },
      { method: "POST", url: "/api/partners/apply/", payload: { company: "Co", contact_name: "Ann", email: "ann@partner.example", message: nul } },
      { method: "POST", url: "/auth/registration/", payload: { email: "nul@attack.example", password1: `Lagoon-${nul}-9x`, password2: `Lagoon-${nul}-9x`, first_name: nul } },
      { method: "POST", url: "/api/newsletter/unsubscribe/", payload: { token: nul } },
      { method: "POST", url: "/auth/registration/verify-email/", payload: { key: nul } },
      { method: "GET", url: "/api/products/?search=a%00b" },
      { method: "GET", url: "/api/brands/?search=a%00b" },
      { method: "GET", url: "/api/products/a%00b/" },
    ];
    for (const req of cases) await expect4xxOr2xx(req, [400, 404]);
  });

  test("a query parameter named like an Object property is an unknown parameter, not a broken message", async () => {
    // Answered 400 with "errors[unknown].push is not a function" (or, written by JSON.stringify, `{}`).
    for (const name of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"]) {
      for (const path of ["/api/products/", "/api/products/details/", "/api/brands/"]) {
        const res = await t.app.inject({ method: "GET", url: `${path}?${name}=x` });
        assert.equal(res.statusCode, 400, `${path}?${name}=x → ${res.statusCode} ${res.body}`);
        assert.deepEqual(res.json(), { message: `Unknown query parameter: ${name}.`, errors: { [name]: ["Unknown parameter."] } }, `${path}?${name}=x`);
      }
    }
  });

  test("the OpenAPI document is served", async () => {
    for (const url of ["/api/docs/json", "/api/docs/yaml"]) {
      const res = await t.app.inject({ method: "GET", url });
      assert.equal(res.statusCode, 200, `${url} → ${res.statusCode} ${res.body}`);
    }
  });
});
