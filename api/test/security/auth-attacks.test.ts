import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { InjectOptions } from "fastify";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import {
  bearer,
  createAccount,
  forgeJwt,
  forgedAccessTokens,
  login,
  now,
  rowCounts,
  strongPassword,
  TEST_JWT_SECRET,
  type Account,
} from "../helpers/attack-users.ts";

/**
 * Authentication and authorisation, attacked: forged, tampered, expired and misused tokens; refresh
 * token theft; password guessing; account enumeration; one user reaching for another's data; and
 * what is left of an account after it is removed (read from the tables, not from the API).
 */

type Method = NonNullable<InjectOptions["method"]>;

async function someProduct(t: TestApp): Promise<string> {
  const { rows } = await t.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 1 OFFSET 3");
  assert.ok(rows[0], "the seeded catalogue has products");
  return rows[0].slug;
}

/** A list with one product on it, made through the API. */
async function listWithItem(t: TestApp, owner: Account, product: string) {
  const list = await t.app.inject({ method: "POST", url: "/api/wishlist/", headers: bearer(owner.access), payload: { name: "Gifts for Lisbon" } });
  assert.equal(list.statusCode, 201, list.body);
  const id = list.json().id as number;
  const item = await t.app.inject({
    method: "POST",
    url: `/api/wishlist/${id}/items/`,
    headers: bearer(owner.access),
    payload: { product, quantity: 3 },
  });
  assert.equal(item.statusCode, 201, item.body);
  return id;
}

/** Everything the database holds about one user, to prove an attack changed none of it. */
async function snapshot(t: TestApp, userId: number) {
  const user = await t.db.query("SELECT email, password_hash, first_name, last_name, currency, airport_id, newsletter, is_active FROM users WHERE id = $1", [userId]);
  const lists = await t.db.query("SELECT id, name, airport_id, updated_at FROM wishlists WHERE user_id = $1 ORDER BY id", [userId]);
  const items = await t.db.query(
    "SELECT i.wishlist_id, i.product_id, i.quantity FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id WHERE w.user_id = $1 ORDER BY i.id",
    [userId],
  );
  return JSON.stringify({ user: user.rows, lists: lists.rows, items: items.rows });
}

function assertRefused(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, what: string) {
  assert.equal(res.statusCode, status, `${what} → ${res.statusCode} ${res.body}`);
  assert.equal(typeof JSON.parse(res.body).message, "string", `${what}: no message`);
}

describe("tokens attacked", () => {
  let t: TestApp;
  let victim: Account;
  let product: string;
  let listId: number;
  before(async () => {
    t = await createTestApp();
    victim = await createAccount(t, "victim");
    product = await someProduct(t);
    listId = await listWithItem(t, victim, product);
  });
  after(() => t.close());

  /** Every call that needs a signed-in user, with a body that would succeed with a valid token. */
  const protectedCalls = (): Array<[Method, string, unknown?]> => [
    ["GET", "/auth/user/"],
    ["PATCH", "/auth/user/", { first_name: "Mallory" }],
    ["POST", "/auth/password/change/", { old_password: victim.password, new_password1: "Mallory-owns-this-1", new_password2: "Mallory-owns-this-1" }],
    ["POST", "/auth/remove/", { password: victim.password }],
    ["GET", "/api/wishlist/"],
    ["POST", "/api/wishlist/", { name: "Mallory's" }],
    ["GET", `/api/wishlist/${listId}/`],
    ["PATCH", `/api/wishlist/${listId}/`, { name: "Mallory's" }],
    ["POST", `/api/wishlist/${listId}/items/`, { product, quantity: 1 }],
    ["DELETE", `/api/wishlist/${listId}/items/${product}/`],
    ["DELETE", `/api/wishlist/${listId}/`],
  ];

  test("forged, tampered, expired, alg:none and refresh tokens open nothing (401, nothing changed)", async () => {
    const before = await snapshot(t, victim.id);
    const counts = await rowCounts(t);
    const forged = forgedAccessTokens(victim);
    for (const [name, token] of Object.entries(forged)) {
      for (const [method, url, payload] of protectedCalls()) {
        const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
        assertRefused(res, 401, `${name}: ${method} ${url}`);
        assert.match(String(res.headers["www-authenticate"]), /^Bearer/, `${name}: ${method} ${url} has no WWW-Authenticate`);
      }
      // Routes where signing in is optional must not treat a bad token as "anonymous" either.
      const pref = await t.app.inject({ method: "POST", url: "/api/currency/set/", headers: bearer(token), payload: { currency: "EUR" } });
      assertRefused(pref, 401, `${name}: POST /api/currency/set/`);
    }
    assert.equal(await snapshot(t, victim.id), before, "an attack with a bad token changed the victim's data");
    assert.deepEqual(await rowCounts(t), counts);
    // The genuine token still works: the attacks above were refused on their merits, not by a lockout.
    assert.equal((await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(victim.access) })).statusCode, 200);
  });

  test("malformed Authorization headers are refused with 401", async () => {
    const headers = ["Bearer", "Bearer ", "Basic dXNlcjpwYXNz", `Token ${victim.access}`, `Bearer ${victim.access} ${victim.access}`, "Bearer ../../etc/passwd", `Bearer ${"x".repeat(8000)}`];
    for (const authorization of headers) {
      assertRefused(await t.app.inject({ method: "GET", url: "/auth/user/", headers: { authorization } }), 401, `Authorization: ${authorization.slice(0, 40)}`);
    }
    assertRefused(await t.app.inject({ method: "GET", url: "/auth/user/" }), 401, "no Authorization");
  });

  test("the refresh endpoint takes only a live refresh token (access, forged, expired → 401)", async () => {
    const iat = now();
    const good = JSON.parse(Buffer.from(victim.refresh.split(".")[1]!, "base64url").toString());
    const bad: Record<string, string> = {
      "an access token": victim.access,
      "signed with another secret": forgeJwt(good, "another-secret-that-is-at-least-32-characters"),
      expired: forgeJwt({ ...good, iat: iat - 7200, exp: iat - 3600 }, TEST_JWT_SECRET),
      "alg none": `${Buffer.from('{"alg":"none"}').toString("base64url")}.${victim.refresh.split(".")[1]}.`,
      "an unknown jti": forgeJwt({ ...good, jti: "00000000-0000-4000-8000-000000000000" }, TEST_JWT_SECRET),
      "a jti that is SQL": forgeJwt({ ...good, jti: "' OR 1=1 --" }, TEST_JWT_SECRET),
      "another user's sub on this jti": forgeJwt({ ...good, sub: String(victim.id + 1) }, TEST_JWT_SECRET),
      garbage: "not-a-token",
    };
    for (const [name, refresh] of Object.entries(bad)) {
      assertRefused(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh } }), 401, `refresh with ${name}`);
    }
  });

  test("a refresh token used again after rotation is refused, and so is the rest of its family", async () => {
    const session = await login(t, victim.email, victim.password);
    const first = await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: session.refresh } });
    assert.equal(first.statusCode, 200, first.body);
    const rotated = first.json() as { access: string; refresh?: string };
    assert.ok(rotated.access && rotated.refresh, "rotation hands out a new refresh token");

    assertRefused(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: session.refresh } }), 401, "reused refresh token");
    // Reuse means theft: the thief's newer token dies with the old one.
    assertRefused(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: rotated.refresh } }), 401, "refresh token of a revoked family");
  });

  test("one refresh token sent ten times at once is honoured at most once", async () => {
    const session = await login(t, victim.email, victim.password);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: session.refresh } })),
    );
    const codes = answers.map((a) => a.statusCode);
    assert.ok(codes.filter((c) => c === 200).length <= 1, `several rotations of one token won: ${codes}`);
    assert.ok(codes.every((c) => c === 200 || c === 401), `unexpected statuses: ${codes}`);
  });
});

describe("passwords guessed", () => {
  test("failed logins hit the client's limit and answer 429, even with the right password then; the owner elsewhere is not locked out", async () => {
    const t = await createTestApp();
    try {
      const account = await createAccount(t, "guessed");
      const limit = t.config.loginMaxAttempts;
      for (let i = 0; i < limit; i++) {
        const res = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: account.email, password: `wrong-${i}` } });
        assertRefused(res, 400, `guess ${i + 1}`);
      }
      const blocked = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: account.email, password: "one more guess" } });
      assertRefused(blocked, 429, `guess ${limit + 1}`);
      assert.match(String(blocked.headers["retry-after"]), /^\d+$/);
      const same = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: account.email, password: account.password } });
      assertRefused(same, 429, "the right password from the guessing client");
      // The guesser's failures must not lock the owner out (issue 15, item 8): the limit is the client's
      // on this account; the account as a whole is capped per hour (the next test).
      const elsewhere = await t.app.inject({ method: "POST", url: "/auth/login/", remoteAddress: "203.0.113.9", payload: { email: account.email, password: account.password } });
      assert.equal(elsewhere.statusCode, 200, `the owner from another address: ${elsewhere.body}`);
    } finally {
      await t.close();
    }
  });

  test("never more than 100 failed logins per account per hour, from many IPs at once", async () => {
    // Loose per-window settings, so only the hourly cap per account stands between the attacker and the account.
    // A hash queue that takes all 130 at once: its 503 "busy" (security/password-work.test.ts) is not what this is about.
    const t = await createTestApp({ loginMaxAttempts: 1000, loginWindowSeconds: 3600, passwordHashQueue: 200 });
    try {
      const account = await createAccount(t, "sprayed");
      const attempts = await Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          t.app.inject({
            method: "POST",
            url: "/auth/login/",
            remoteAddress: `198.51.${Math.floor(i / 200)}.${i % 200}`,
            payload: { email: i % 2 ? account.email : account.email.toUpperCase(), password: `guess-${i}` },
          }),
        ),
      );
      const codes = attempts.map((a) => a.statusCode);
      const failures = codes.filter((c) => c === 400).length;
      assert.ok(failures <= 100, `${failures} failed logins were checked within the hour`);
      assert.equal(failures + codes.filter((c) => c === 429).length, 130, `unexpected statuses: ${[...new Set(codes)]}`);
      const right = await t.app.inject({ method: "POST", url: "/auth/login/", remoteAddress: "192.0.2.1", payload: { email: account.email, password: account.password } });
      assertRefused(right, 429, "the right password after 100 failures");
    } finally {
      await t.close();
    }
  });

  test("an unknown e-mail and a wrong password get byte-identical answers", async () => {
    const t = await createTestApp();
    try {
      const known = await createAccount(t, "known");
      const strip = (h: Record<string, unknown>) => {
        const { date: _d, ...rest } = h;
        return rest;
      };
      const unknown = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: "nobody.here@attack.example", password: "Wrong-password-1" } });
      const wrong = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: known.email, password: "Wrong-password-1" } });
      assert.equal(unknown.statusCode, wrong.statusCode);
      assert.equal(unknown.body, wrong.body);
      assert.deepEqual(strip(unknown.headers), strip(wrong.headers));
      assert.ok(unknown.statusCode >= 400 && unknown.statusCode < 500);

      // An account that exists but is not confirmed answers the same to someone without its password.
      const email = `unconfirmed.${process.pid}@attack.example`;
      const password = strongPassword();
      await t.app.inject({ method: "POST", url: "/auth/registration/", payload: { email, password1: password, password2: password } });
      const unconfirmed = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email, password: "Wrong-password-1" } });
      assert.equal(unconfirmed.statusCode, unknown.statusCode);
      assert.equal(unconfirmed.body, unknown.body);

      // The e-mail resend route tells nobody which addresses have accounts either.
      const resendKnown = await t.app.inject({ method: "POST", url: "/auth/registration/resend-email/", payload: { email: known.email } });
      const resendUnknown = await t.app.inject({ method: "POST", url: "/auth/registration/resend-email/", payload: { email: "nobody.here@attack.example" } });
      assert.equal(resendKnown.statusCode, resendUnknown.statusCode);
      assert.equal(resendKnown.body, resendUnknown.body);

      // Nor does "Forgot password?": the same status, body and headers for an account's address and another.
      const resetKnown = await t.app.inject({ method: "POST", url: "/auth/password/reset/", payload: { email: known.email } });
      const resetUnknown = await t.app.inject({ method: "POST", url: "/auth/password/reset/", payload: { email: "nobody.here@attack.example" } });
      assert.equal(resetKnown.statusCode, 200, resetKnown.body);
      assert.equal(resetKnown.statusCode, resetUnknown.statusCode);
      assert.equal(resetKnown.body, resetUnknown.body);
      // The per-client allowance counts down with every request, whatever the address.
      const withoutAllowance = (h: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(strip(h)).filter(([name]) => !name.startsWith("x-ratelimit-")));
      assert.deepEqual(withoutAllowance(resetKnown.headers), withoutAllowance(resetUnknown.headers));
    } finally {
      await t.close();
    }
  });
});

describe("one user reaching for another's data", () => {
  let t: TestApp;
  let alice: Account;
  let mallory: Account;
  let product: string;
  let aliceList: number;
  before(async () => {
    t = await createTestApp();
    alice = await createAccount(t, "alice");
    mallory = await createAccount(t, "mallory");
    product = await someProduct(t);
    aliceList = await listWithItem(t, alice, product);
    await listWithItem(t, mallory, product);
  });
  after(() => t.close());

  test("someone else's list answers 404 to every call, and stays as it was", async () => {
    const before = await snapshot(t, alice.id);
    const calls: Array<[Method, string, unknown?]> = [
      ["GET", `/api/wishlist/${aliceList}/`],
      ["PATCH", `/api/wishlist/${aliceList}/`, { name: "mine now" }],
      ["POST", `/api/wishlist/${aliceList}/items/`, { product, quantity: 5 }],
      ["POST", `/api/wishlist/${aliceList}/items/`, { product, quantity: 1, set: true }],
      ["DELETE", `/api/wishlist/${aliceList}/items/${product}/`],
      ["DELETE", `/api/wishlist/${aliceList}/`],
    ];
    const missing = aliceList + 100_000;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers: bearer(mallory.access), ...(payload ? { payload } : {}) });
      assertRefused(res, 404, `mallory: ${method} ${url}`);
      // Indistinguishable from a list that does not exist at all.
      const ghost = await t.app.inject({ method, url: url.replace(String(aliceList), String(missing)), headers: bearer(mallory.access), ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, ghost.statusCode);
      assert.equal(res.body, ghost.body.replace(String(missing), String(aliceList)));
    }
    const mine = await t.app.inject({ method: "GET", url: "/api/wishlist/?page_size=100", headers: bearer(mallory.access) });
    assert.equal(mine.statusCode, 200);
    assert.ok(!mine.json().results.some((l: { id: number }) => l.id === aliceList), "alice's list shows in mallory's lists");
    assert.equal(await snapshot(t, alice.id), before);
  });

  test("the account routes act only on the token's owner, whatever the body says", async () => {
    const before = await snapshot(t, alice.id);
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/auth/user/",
      headers: bearer(mallory.access),
      payload: { id: alice.id, user_id: alice.id, email: alice.email, first_name: "Mallory" },
    });
    assert.ok(patch.statusCode === 200 || patch.statusCode === 400, patch.body);
    if (patch.statusCode === 200) assert.equal(patch.json().id, mallory.id);

    const change = await t.app.inject({
      method: "POST",
      url: "/auth/password/change/",
      headers: bearer(mallory.access),
      payload: { old_password: alice.password, new_password1: "Mallory-owns-this-1", new_password2: "Mallory-owns-this-1" },
    });
    assertRefused(change, 400, "password change with someone else's password");
    const remove = await t.app.inject({ method: "POST", url: "/auth/remove/", headers: bearer(mallory.access), payload: { password: alice.password } });
    assertRefused(remove, 400, "account removal with someone else's password");

    assert.equal(await snapshot(t, alice.id), before);
    assert.equal((await t.db.query("SELECT 1 FROM users WHERE id = $1", [mallory.id])).rows.length, 1, "mallory removed herself with alice's password");
    assert.equal((await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: alice.email, password: alice.password } })).statusCode, 200);
  });
});

describe("removing an account", () => {
  test("erases the user's personal data, lists, sessions and subscription, and nobody else's", async () => {
    const t = await createTestApp();
    try {
      const gone = await createAccount(t, "leaving");
      const stays = await createAccount(t, "staying");
      const product = await someProduct(t);
      const lists = [await listWithItem(t, gone, product), await listWithItem(t, gone, product)];
      await listWithItem(t, stays, product);
      const subscribed = await t.app.inject({ method: "PATCH", url: "/auth/user/", headers: bearer(gone.access), payload: { newsletter: true } });
      assert.equal(subscribed.statusCode, 200, subscribed.body);
      const partner = await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe/", payload: { email: stays.email } });
      assert.equal(partner.statusCode, 201, partner.body);
      const staysBefore = await snapshot(t, stays.id);

      const res = await t.app.inject({ method: "POST", url: "/auth/remove/", headers: bearer(gone.access), payload: { password: gone.password } });
      assert.ok(res.statusCode === 204 || res.statusCode === 200, `remove → ${res.statusCode} ${res.body}`);

      const left = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
      assert.equal(await left("users WHERE id = $1 OR email = $2", [gone.id, gone.email]), 0, "the user row is left");
      assert.equal(await left("wishlists WHERE user_id = $1 OR id = ANY($2::int[])", [gone.id, lists]), 0, "lists are left");
      assert.equal(await left("wishlist_items WHERE wishlist_id = ANY($1::int[])", [lists]), 0, "list items are left");
      assert.equal(await left("refresh_tokens WHERE user_id = $1", [gone.id]), 0, "sessions are left");
      assert.equal(await left("email_confirmations WHERE user_id = $1", [gone.id]), 0, "confirmation keys are left");
      assert.equal(await left("newsletter_subscribers WHERE email = $1", [gone.email]), 0, "the newsletter subscription is left");

      assertRefused(await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(gone.access) }), 401, "the removed user's access token");
      assertRefused(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: gone.refresh } }), 401, "the removed user's refresh token");
      const relogin = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: gone.email, password: gone.password } });
      const unknown = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: "never.was@attack.example", password: gone.password } });
      assert.equal(relogin.statusCode, unknown.statusCode);
      assert.equal(relogin.body, unknown.body);

      assert.equal(await snapshot(t, stays.id), staysBefore, "removing one account touched another");
      assert.equal(await left("newsletter_subscribers WHERE email = $1", [stays.email]), 1);
    } finally {
      await t.close();
    }
  });

  test("a password change signs out every other session", async () => {
    const t = await createTestApp();
    try {
      const user = await createAccount(t, "changer");
      const other = await login(t, user.email, user.password);
      const next = "Brand-new-lagoon-42";
      const res = await t.app.inject({
        method: "POST",
        url: "/auth/password/change/",
        headers: bearer(user.access),
        payload: { old_password: user.password, new_password1: next, new_password2: next },
      });
      assert.equal(res.statusCode, 200, res.body);
      for (const refresh of [user.refresh, other.refresh]) {
        assertRefused(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh } }), 401, "a session from before the change");
      }
      const fresh = await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: res.json().refresh_token } });
      assert.equal(fresh.statusCode, 200, fresh.body);
    } finally {
      await t.close();
    }
  });
});
