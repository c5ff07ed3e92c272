import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { signJwt } from "../../src/lib/jwt.ts";
import { RefreshResponse } from "../../src/schemas/account.ts";
import { assertError, assertShape, bearer, count, createUser, login } from "./support.ts";

const refresh = (t: TestApp, token: unknown) =>
  t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: token } as object });

describe("POST /auth/token/refresh/", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await createUser(t);
  });
  after(() => t.close());

  test("swaps a refresh token for a new access token and a new refresh token", async () => {
    const session = await login(t);
    const res = await refresh(t, session.refresh_token);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assertShape(RefreshResponse, body);
    assert.ok(body.refresh && body.refresh !== session.refresh_token);
    assert.equal(
      (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(body.access) })).statusCode,
      200,
    );
    // The new refresh token rotates in turn.
    assert.equal((await refresh(t, body.refresh)).statusCode, 200);
  });

  test("a rotated token used again is refused and revokes its whole family, not other sessions", async () => {
    const stolen = await login(t);
    const otherDevice = await login(t);
    const first = (await refresh(t, stolen.refresh_token)).json();

    const replay = await refresh(t, stolen.refresh_token);
    assertError(replay, 401);
    // The legitimate holder's newer token dies with the family: the thief's copy is worthless too.
    assertError(await refresh(t, first.refresh), 401);
    assert.equal((await refresh(t, otherDevice.refresh_token)).statusCode, 200);
  });

  test("two parallel refreshes with one token: at most one wins", async () => {
    const session = await login(t);
    const results = await Promise.all([refresh(t, session.refresh_token), refresh(t, session.refresh_token)]);
    assert.ok(results.filter((r) => r.statusCode === 200).length <= 1);
    assert.ok(results.some((r) => r.statusCode === 401));
  });

  test("an access token, a forged or foreign token and garbage are refused with 401", async () => {
    const session = await login(t);
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'jane@example.com'");
    const claims = { sub: String(rows[0]!.id), typ: "refresh", jti: crypto.randomUUID(), fam: crypto.randomUUID() };
    for (const token of [
      session.access_token,
      signJwt(claims, "another-secret-that-is-also-32-characters", 300),
      signJwt(claims, t.config.jwtSecret!, 300), // well signed but never issued
      "garbage",
      `${session.refresh_token}x`,
    ]) {
      assertError(await refresh(t, token), 401);
    }
  });

  test("bad bodies are 400s", async () => {
    for (const payload of [{}, { refresh: "" }, { refresh: "x".repeat(5000) }, { refresh: null }, { refresh: ["a"] }]) {
      const res = await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload });
      assertError(res, 400);
    }
    // The API coerces scalars (42 → "42"), which then is simply not a token.
    assertError(await refresh(t, 42), 401);
  });

  test("a deleted user's refresh token is refused", async () => {
    const id = await createUser(t, { email: "leaving@example.com" });
    const session = await login(t, "leaving@example.com");
    await t.db.query("DELETE FROM users WHERE id = $1", [id]);
    assertError(await refresh(t, session.refresh_token), 401);
    assert.equal(await count(t, "refresh_tokens WHERE user_id = $1", [id]), 0);
  });
});

test("a refresh token stops working after REFRESH_TOKEN_SECONDS", async () => {
  const t = await createTestApp({ refreshTokenSeconds: 1 });
  try {
    await createUser(t);
    const session = await login(t);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assertError(await refresh(t, session.refresh_token), 401);
  } finally {
    await t.close();
  }
});

test("a refresh token expired in the database is refused even while its JWT is still valid", async () => {
  const t = await createTestApp();
  try {
    await createUser(t);
    const session = await login(t);
    await t.db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second'");
    assertError(await refresh(t, session.refresh_token), 401);
  } finally {
    await t.close();
  }
});
