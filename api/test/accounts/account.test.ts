import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { User } from "../../src/schemas/account.ts";
import { randomUUID } from "node:crypto";
import { issueTokens } from "../../src/repositories/refresh-tokens.ts";
import { PASSWORD, assertError, assertShape, bearer, count, createUser, login, outbox } from "./support.ts";

const NEW_PASSWORD = "Gate-Changed-To-B12";

describe("GET and PATCH /auth/user/", () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    await createUser(t);
    token = (await login(t)).access_token;
  });
  after(() => t.close());
  const patch = (payload: unknown) =>
    t.app.inject({ method: "PATCH", url: "/auth/user/", headers: bearer(token), payload: payload as object });

  test("reads the signed-in user in the contract's shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(token) });
    assert.equal(res.statusCode, 200);
    assertShape(User, res.json());
    assert.equal(res.json().email, "jane@example.com");
    assertError(await t.app.inject({ method: "GET", url: "/auth/user/" }), 401);
  });

  test("changes names, trimmed, and leaves what is not sent", async () => {
    const res = await patch({ first_name: "  Janet " });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().first_name, "Janet");
    assert.equal(res.json().last_name, "Doe");
  });

  test("the newsletter flag subscribes and unsubscribes the account's address", async () => {
    assert.equal((await patch({ newsletter: true })).json().newsletter, true);
    const active = await count(
      t,
      "newsletter_subscribers WHERE email = 'jane@example.com' AND unsubscribed_at IS NULL",
    );
    assert.equal(active, 1);
    assert.equal((await patch({ newsletter: false })).json().newsletter, false);
    assert.equal(
      await count(t, "newsletter_subscribers WHERE email = 'jane@example.com' AND unsubscribed_at IS NULL"),
      0,
    );
  });

  test("refuses what it may not change and wrong types, changing nothing", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(token) })).json();
    for (const payload of [{ first_name: "x".repeat(101) }, { newsletter: "maybe" }, { first_name: { a: 1 } }]) {
      assertError(await patch(payload), 400);
    }
    // Fields outside the body schema (email, currency) are ignored, not applied.
    await patch({ email: "evil@example.com", id: 999 });
    const after = (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(token) })).json();
    assert.deepEqual(after, before);
  });
});

describe("POST /auth/password/change/", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await createUser(t);
  });
  after(() => t.close());
  const change = (token: string, payload: object) =>
    t.app.inject({ method: "POST", url: "/auth/password/change/", headers: bearer(token), payload });

  test("a wrong old password and bad new ones are field errors; nothing changes", async () => {
    const { access_token } = await login(t);
    const wrong = assertError(
      await change(access_token, { old_password: "nope", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD }),
      400,
    );
    assert.ok(wrong.errors?.old_password);
    const mismatch = assertError(
      await change(access_token, { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: "other" }),
      400,
    );
    assert.ok(mismatch.errors?.new_password2);
    const common = assertError(
      await change(access_token, { old_password: PASSWORD, new_password1: "password1", new_password2: "password1" }),
      400,
    );
    assert.ok(common.errors?.new_password1);
    assertError(await change(access_token, { old_password: PASSWORD }), 400);
    assertError(await t.app.inject({ method: "POST", url: "/auth/password/change/", payload: {} }), 401);
    await login(t); // the old password still works
  });

  test("the new password works, the old does not, and every earlier session's refresh token is revoked", async () => {
    const here = await login(t);
    const elsewhere = await login(t);
    const res = await change(here.access_token, {
      old_password: PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    const fresh = res.json();

    assertError(
      await t.app.inject({
        method: "POST",
        url: "/auth/login/",
        payload: { email: "jane@example.com", password: PASSWORD },
      }),
      400,
    );
    await login(t, "jane@example.com", NEW_PASSWORD);
    for (const old of [here.refresh_token, elsewhere.refresh_token]) {
      assertError(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: old } }), 401);
    }
    // Every other session ends at once: its access token, not only its refresh token.
    for (const old of [here.access_token, elsewhere.access_token]) {
      assertError(await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(old) }), 401);
      assertError(await t.app.inject({ method: "GET", url: "/api/wishlist/", headers: bearer(old) }), 401);
    }
    // This device stays signed in with the pair the change handed back.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/auth/token/refresh/",
      payload: { refresh: fresh.refresh_token },
    });
    assert.equal(refreshed.statusCode, 200);
    assert.equal(
      (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(fresh.access_token) })).statusCode,
      200,
    );
    assert.equal(
      (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(refreshed.json().access) })).statusCode,
      200,
    );
  });
});

test("a login that overlapped a password change gets no session: its tokens were checked against the old password", async () => {
  const t = await createTestApp();
  try {
    const id = await createUser(t);
    const before = await login(t);
    const change = await t.app.inject({
      method: "POST",
      url: "/auth/password/change/",
      headers: bearer(before.access_token),
      payload: { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    assert.equal(change.statusCode, 200, change.body);
    // The login checked the old hash (version 0) and reaches issueTokens after the change (version 1).
    assert.equal(await issueTokens(t.db, t.app.tokens, id, 3600, undefined, 0), null);
    // A refresh token of the old version that got in anyway (written between the change's revocation
    // and its commit) never rotates.
    const family = randomUUID();
    const jti = randomUUID();
    await t.db.query(
      "INSERT INTO refresh_tokens (jti, user_id, family, expires_at, token_version) VALUES ($1, $2, $3, now() + interval '1 day', 0)",
      [jti, id, family],
    );
    const stale = t.app.tokens.signRefresh(id, { jti, fam: family });
    assertError(await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: stale } }), 401);
    // The device token from before the change is a stranger's now.
    assert.equal(t.app.tokens.deviceOf(before.device_token, id, 1), undefined);
  } finally {
    await t.close();
  }
});

describe("POST /auth/remove/", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("needs the password; a wrong one changes nothing", async () => {
    const id = await createUser(t, { email: "careful@example.com" });
    const { access_token } = await login(t, "careful@example.com");
    const wrong = assertError(
      await t.app.inject({
        method: "POST",
        url: "/auth/remove/",
        headers: bearer(access_token),
        payload: { password: "nope" },
      }),
      400,
    );
    assert.ok(wrong.errors?.password);
    assertError(
      await t.app.inject({ method: "POST", url: "/auth/remove/", headers: bearer(access_token), payload: {} }),
      400,
    );
    assertError(await t.app.inject({ method: "POST", url: "/auth/remove/", payload: { password: PASSWORD } }), 401);
    assert.equal(await count(t, "users WHERE id = $1", [id]), 1);
  });

  test("removals at once (a double click) answer 204 or 401, never a 500, and remove the account", async () => {
    await createUser(t, { email: "twice@example.com" });
    const { access_token } = await login(t, "twice@example.com");
    const remove = () =>
      t.app.inject({
        method: "POST",
        url: "/auth/remove/",
        headers: bearer(access_token),
        payload: { password: PASSWORD },
      });
    const statuses = (await Promise.all([remove(), remove(), remove()])).map((r) => r.statusCode);
    assert.ok(statuses.includes(204) && statuses.every((s) => s === 204 || s === 401), String(statuses));
    assert.equal(await count(t, "users WHERE email = 'twice@example.com'"), 0);
  });

  test("deletes the user and everything it owns, and nobody else's data", async () => {
    const id = await createUser(t, { email: "leaving@example.com" });
    const stays = await createUser(t, { email: "stays@example.com" });
    const session = await login(t, "leaving@example.com");
    const other = await login(t, "stays@example.com");
    const headers = bearer(session.access_token);
    const { rows } = await t.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 1");
    for (const h of [headers, bearer(other.access_token)]) {
      const list = (
        await t.app.inject({ method: "POST", url: "/api/wishlist/", headers: h, payload: { name: "Trip" } })
      ).json();
      const added = await t.app.inject({
        method: "POST",
        url: `/api/wishlist/${list.id}/items/`,
        headers: h,
        payload: { product: rows[0]!.slug },
      });
      assert.equal(added.statusCode, 201, added.body);
    }
    await t.app.inject({ method: "PATCH", url: "/auth/user/", headers, payload: { newsletter: true } });
    for (const email of ["Leaving@example.com", "stays@example.com"]) {
      const applied = await t.app.inject({
        method: "POST",
        url: "/api/partners/apply/",
        payload: { company: "Duty Free Co", contact_name: "Lee", email, phone: "+48 600 000 000", message: "Hello" },
      });
      assert.equal(applied.statusCode, 201, applied.body);
    }
    const mailTo = (address: string) => outbox(t.dataDir).filter((m) => new RegExp(`^To: ${address}$`, "m").test(m));
    assert.ok(mailTo("leaving@example.com").length > 0, "the partner acknowledgement is in the outbox");
    await t.db.query(
      "INSERT INTO email_confirmations (user_id, key_hash, expires_at) VALUES ($1, repeat('a', 64), now() + interval '1 day')",
      [id],
    );

    const res = await t.app.inject({ method: "POST", url: "/auth/remove/", headers, payload: { password: PASSWORD } });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, "");

    assert.equal(await count(t, "users WHERE id = $1", [id]), 0);
    assert.equal(await count(t, "wishlists WHERE user_id = $1", [id]), 0);
    assert.equal(
      await count(t, "wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id WHERE w.user_id = $1", [id]),
      0,
    );
    assert.equal(await count(t, "refresh_tokens WHERE user_id = $1", [id]), 0);
    assert.equal(await count(t, "email_confirmations WHERE user_id = $1", [id]), 0);
    assert.equal(await count(t, "newsletter_subscribers WHERE email = 'leaving@example.com'"), 0);
    // What the address left without an account id goes too: partner applications, e-mails in the outbox.
    assert.equal(await count(t, "partner_applications WHERE email = 'leaving@example.com'"), 0);
    assert.equal(await count(t, "partner_applications WHERE email = 'stays@example.com'"), 1);
    assert.deepEqual(mailTo("leaving@example.com"), []);
    assert.equal(mailTo("stays@example.com").length, 1);
    assert.equal(await count(t, "wishlists WHERE user_id = $1", [stays]), 1);
    assert.equal(await count(t, "wishlist_items"), 1);

    assertError(await t.app.inject({ method: "GET", url: "/auth/user/", headers }), 401);
    assertError(
      await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: session.refresh_token } }),
      401,
    );
    assertError(
      await t.app.inject({
        method: "POST",
        url: "/auth/login/",
        payload: { email: "leaving@example.com", password: PASSWORD },
      }),
      400,
    );
  });
});
