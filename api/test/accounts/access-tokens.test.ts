import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createHmac } from "node:crypto";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { signJwt } from "../../src/lib/jwt.ts";
import { assertError, bearer, createUser, login } from "./support.ts";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const getUser = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/auth/user/", headers });

describe("access tokens", () => {
  let t: TestApp;
  let userId: number;
  let tokens: Awaited<ReturnType<typeof login>>;
  before(async () => {
    t = await createTestApp();
    userId = await createUser(t);
    tokens = await login(t);
  });
  after(() => t.close());

  test("a valid bearer token opens /auth/user/", async () => {
    const res = await getUser(t, bearer(tokens.access_token));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().id, userId);
  });

  test("no token, a malformed header or garbage answer 401 with a message", async () => {
    for (const headers of [
      {},
      { authorization: "Basic abc" },
      { authorization: "Bearer" },
      bearer("not.a.token"),
      bearer("a.b"),
    ]) {
      const res = await getUser(t, headers);
      assertError(res, 401);
      assert.match(res.headers["www-authenticate"] as string, /^Bearer/);
    }
  });

  test("alg none is refused", async () => {
    const [, payload] = tokens.access_token.split(".");
    for (const alg of ["none", "None", "HS512", "RS256"]) {
      const forged = `${b64({ alg, typ: "JWT" })}.${payload}.`;
      assertError(await getUser(t, bearer(forged)), 401);
    }
  });

  test("a tampered payload is refused", async () => {
    const [header, , signature] = tokens.access_token.split(".");
    const other = await createUser(t, { email: "other@example.com" });
    const now = Math.floor(Date.now() / 1000);
    const forged = `${header}.${b64({ sub: String(other), typ: "access", iat: now, exp: now + 300 })}.${signature}`;
    assertError(await getUser(t, bearer(forged)), 401);
  });

  test("a token signed with another secret is refused", async () => {
    const foreign = signJwt({ sub: String(userId), typ: "access" }, "another-secret-that-is-also-32-characters", 300);
    assertError(await getUser(t, bearer(foreign)), 401);
  });

  test("an HS256 token signed with an empty key is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: String(userId), typ: "access", iat: now, exp: now + 300 })}`;
    const forged = `${body}.${createHmac("sha256", "").update(body).digest("base64url")}`;
    assertError(await getUser(t, bearer(forged)), 401);
  });

  test("an expired token is refused", async () => {
    const expired = signJwt({ sub: String(userId), typ: "access" }, t.config.jwtSecret!, -1);
    assertError(await getUser(t, bearer(expired)), 401);
  });

  test("a refresh token cannot be used as an access token", async () => {
    assertError(await getUser(t, bearer(tokens.refresh_token)), 401);
  });

  test("the token of a deleted user is refused", async () => {
    const goneId = await createUser(t, { email: "gone@example.com" });
    const gone = await login(t, "gone@example.com");
    await t.db.query("DELETE FROM users WHERE id = $1", [goneId]);
    assertError(await getUser(t, bearer(gone.access_token)), 401);
  });
});

test("an access token stops working after ACCESS_TOKEN_SECONDS", async () => {
  const t = await createTestApp({ accessTokenSeconds: 1 });
  try {
    await createUser(t);
    const { access_token } = await login(t);
    const claims = JSON.parse(Buffer.from(access_token.split(".")[1]!, "base64url").toString());
    assert.equal(claims.exp - claims.iat, 1);
    // Waiting for the claim itself, not for a second, keeps this exact on a loaded machine.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, claims.exp * 1000 - Date.now()) + 20));
    assertError(await getUser(t, bearer(access_token)), 401);
  } finally {
    await t.close();
  }
});

test("without JWT_SECRET a random secret is made once, kept with mode 0600 and reused", async () => {
  const t = await createTestApp({ jwtSecret: undefined });
  try {
    const file = path.join(t.dataDir, "jwt-secret");
    const secret = fs.readFileSync(file, "utf8");
    assert.equal(secret.length, 128); // 64 random bytes, hex
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);

    await createUser(t);
    const { access_token } = await login(t);
    // A second process on the same data directory must accept the first one's tokens.
    const { buildApp } = await import("../../src/app.ts");
    const twin = await buildApp({ config: t.config, db: t.db });
    try {
      assert.equal(fs.readFileSync(file, "utf8"), secret);
      assert.equal(
        (await twin.inject({ method: "GET", url: "/auth/user/", headers: bearer(access_token) })).statusCode,
        200,
      );
    } finally {
      await twin.close();
    }
  } finally {
    await t.close();
  }
});
