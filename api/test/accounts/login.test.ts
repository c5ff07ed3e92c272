import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { LoginResponse } from "../../src/schemas/account.ts";
import { PASSWORD, assertError, assertShape, bearer, createUser } from "./support.ts";

describe("POST /auth/login/", () => {
  let t: TestApp;
  let client = 0;
  // Each call from its own address: this file's deliberate failures must not trip the per-client limit.
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/auth/login/",
      payload: payload as object,
      headers,
      remoteAddress: `10.0.0.${++client}`,
    });
  before(async () => {
    t = await createTestApp();
    await createUser(t, { email: "jane@example.com" });
    await createUser(t, { email: "new@example.com", confirmed: false });
    // Its own account: the timing test's failed attempts must not count against jane's.
    await createUser(t, { email: "timing@example.com" });
  });
  after(() => t.close());

  test("answers the tokens and the user, matching the contract", async () => {
    const res = await post({ email: "jane@example.com", password: PASSWORD });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assertShape(LoginResponse, body);
    assert.equal(body.user.email, "jane@example.com");
    assert.equal(body.user.currency, "USD");
    assert.equal(body.user.newsletter, false);
    assert.equal(body.user.airport, null);
    const me = await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(body.access_token) });
    assert.deepEqual(me.json(), body.user);
  });

  test("the e-mail is case-insensitive", async () => {
    assert.equal((await post({ email: "JANE@Example.COM", password: PASSWORD })).statusCode, 200);
  });

  test("a wrong password and an unknown e-mail get the same answer", async () => {
    const wrong = await post({ email: "jane@example.com", password: "wrong password" });
    const unknown = await post({ email: "nobody@example.com", password: "wrong password" });
    assertError(wrong, 400);
    assert.equal(wrong.statusCode, unknown.statusCode);
    assert.deepEqual(wrong.json(), { message: "Unable to log in with provided credentials." });
    assert.deepEqual(unknown.json(), wrong.json());
  });

  test("a wrong password and an unknown e-mail take similar time (a password hash either way)", async () => {
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      await post({ email, password: "wrong password" });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Interleaved, so that a busy machine slows both kinds alike; the medians are compared.
    const knownSamples: number[] = [];
    const unknownSamples: number[] = [];
    for (let i = 0; i < 5; i++) {
      knownSamples.push(await time("timing@example.com"));
      unknownSamples.push(await time("nobody@example.com"));
    }
    const median = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
    const known = median(knownSamples);
    const unknown = median(unknownSamples);
    assert.ok(unknown > known / 3 && unknown < known * 3, `unknown ${unknown} ms vs known ${known} ms`);
    assert.ok(unknown > 5, `an unknown e-mail answered in ${unknown} ms: no hash was computed`);
  });

  test("an unconfirmed account is told its e-mail is not verified, but only with the right password", async () => {
    const right = assertError(await post({ email: "new@example.com", password: PASSWORD }), 400);
    assert.match(right.message, /not verified/i);
    const wrong = assertError(await post({ email: "new@example.com", password: "wrong password" }), 400);
    assert.equal(wrong.message, "Unable to log in with provided credentials.");
  });

  test("bad input is a 400 with a message, never a 5xx", async () => {
    const cases: Array<[unknown, string?]> = [
      [{}],
      [{ email: "jane@example.com" }],
      [{ password: PASSWORD }],
      [{ email: "not an e-mail", password: PASSWORD }],
      [{ email: ["jane@example.com"], password: PASSWORD }],
      [{ email: "jane@example.com", password: { $gt: "" } }],
      [{ email: "jane@example.com", password: "" }],
      [{ email: "jane@example.com", password: "x".repeat(129) }],
      [{ email: `${"a".repeat(250)}@example.com`, password: PASSWORD }],
      [[]],
    ];
    for (const [payload] of cases) assertError(await post(payload), 400);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/auth/login/",
      payload: '{"email": "jane@example.com", "password":',
      headers: { "content-type": "application/json" },
    });
    assertError(malformed, 400);
    const huge = await t.app.inject({
      method: "POST",
      url: "/auth/login/",
      payload: JSON.stringify({ email: "jane@example.com", password: "x".repeat(100_000) }),
      headers: { "content-type": "application/json" },
    });
    assert.ok(huge.statusCode === 413 || huge.statusCode === 400, huge.body);
    assert.ok(typeof huge.json().message === "string");
  });
});
