import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { signJwt } from "../../src/lib/jwt.ts";
import { assertError, bearer, createUser, login } from "./support.ts";

describe("currency and location preferences", () => {
  let t: TestApp;
  let token: string;
  let currency: string;
  let airport: string;
  const set = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers });
  const me = async () => (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(token) })).json();

  before(async () => {
    t = await createTestApp();
    await createUser(t);
    token = (await login(t)).access_token;
    currency = (
      await t.db.query<{ code: string }>("SELECT code FROM currencies WHERE code <> 'USD' ORDER BY code LIMIT 1")
    ).rows[0]!.code;
    airport = (await t.db.query<{ slug: string }>("SELECT slug FROM airports ORDER BY slug LIMIT 1")).rows[0]!.slug;
  });
  after(() => t.close());

  test("anonymous visitors get their choice validated and echoed; nothing is stored", async () => {
    const res = await set("/api/currency/set/", { currency });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { currency });
    assert.deepEqual((await set("/api/location/set/", { airport })).json(), { airport });
    assert.equal((await me()).currency, "USD");
  });

  test("a signed-in user's currency is saved and comes back at the next login", async () => {
    assert.deepEqual((await set("/api/currency/set/", { currency }, bearer(token))).json(), { currency });
    assert.equal((await me()).currency, currency);
    assert.equal((await login(t)).user.currency, currency);
  });

  test("a signed-in user's airport is saved, and null clears it", async () => {
    assert.deepEqual((await set("/api/location/set/", { airport }, bearer(token))).json(), { airport });
    assert.equal((await me()).airport, airport);
    assert.deepEqual((await set("/api/location/set/", { airport: null }, bearer(token))).json(), { airport: null });
    assert.equal((await me()).airport, null);
  });

  test("unknown or malformed values are 400s and change nothing", async () => {
    await set("/api/currency/set/", { currency: "USD" }, bearer(token));
    for (const payload of [
      { currency: "XXX" },
      { currency: "usd" },
      { currency: "DOLLARS" },
      {},
      { currency: ["USD"] },
    ]) {
      assertError(await set("/api/currency/set/", payload, bearer(token)), 400);
    }
    const unknownAirport = assertError(await set("/api/location/set/", { airport: "atlantis" }, bearer(token)), 400);
    assert.ok(unknownAirport.errors?.airport);
    for (const payload of [{}, { airport: "Not A Slug" }, { airport: 7 }]) {
      assertError(await set("/api/location/set/", payload, bearer(token)), 400);
    }
    const user = await me();
    assert.equal(user.currency, "USD");
    assert.equal(user.airport, null);
  });

  test("a token that is present but invalid is a 401, so the client refreshes instead of losing the choice", async () => {
    const expired = signJwt({ sub: "1", typ: "access" }, t.config.jwtSecret!, -1);
    assertError(await set("/api/currency/set/", { currency }, bearer(expired)), 401);
    assertError(await set("/api/location/set/", { airport }, bearer("garbage")), 401);
  });
});
