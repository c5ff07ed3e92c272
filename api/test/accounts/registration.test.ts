import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { assertError, count, createUser, lastConfirmationKey, login, outbox } from "./support.ts";

const GOOD = "Window-Seat-Always-7";

describe("registration and e-mail confirmation", () => {
  let t: TestApp;
  let client = 0;
  // Each from its own address: the per-client registration limit has its own tests (registration-limits.test.ts).
  const register = (payload: object) =>
    t.app.inject({ method: "POST", url: "/auth/registration/", payload, remoteAddress: `10.0.0.${++client}` });
  const verify = (key: unknown) =>
    t.app.inject({ method: "POST", url: "/auth/registration/verify-email/", payload: { key } as object });
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("register → e-mail in the outbox → verify → log in", async () => {
    const res = await register({
      email: "Ann.Smith@Example.com",
      password1: GOOD,
      password2: GOOD,
      first_name: "Ann",
      last_name: "Smith",
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(typeof res.json().message, "string");

    const mail = outbox(t.dataDir).at(-1)!;
    assert.match(mail, /^To: ann\.smith@example\.com$/m);
    assert.match(mail, /http:\/\/shop\.test\/confirm-email\/[\w-]{43}/);
    const key = lastConfirmationKey(t.dataDir);
    // Only a digest of the key is stored.
    const stored = await t.db.query<{ key_hash: string }>("SELECT key_hash FROM email_confirmations");
    assert.equal(stored.rows.length, 1);
    assert.notEqual(stored.rows[0]!.key_hash, key);
    assert.ok(!JSON.stringify(stored.rows).includes(key));

    assertError(
      await t.app.inject({
        method: "POST",
        url: "/auth/login/",
        payload: { email: "ann.smith@example.com", password: GOOD },
      }),
      400,
    );
    const verified = await verify(key);
    assert.equal(verified.statusCode, 200, verified.body);
    const session = await login(t, "ANN.SMITH@example.com", GOOD);
    assert.equal(session.user.email, "ann.smith@example.com");
    assert.deepEqual([session.user.first_name, session.user.last_name], ["Ann", "Smith"]);

    const again = assertError(await verify(key), 400);
    assert.match(again.message, /already/i);
  });

  test("an unknown key is a 404; an expired key a 400 that says so", async () => {
    assertError(await verify("no-such-key"), 404);
    assertError(await verify(""), 400);
    await register({ email: "late@example.com", password1: GOOD, password2: GOOD });
    const key = lastConfirmationKey(t.dataDir);
    await t.db.query("UPDATE email_confirmations SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL");
    const expired = assertError(await verify(key), 400);
    assert.match(expired.message, /expired/i);
    const { rows } = await t.db.query<{ email_confirmed: boolean }>(
      "SELECT email_confirmed FROM users WHERE email = 'late@example.com'",
    );
    assert.equal(rows[0]!.email_confirmed, false);
  });

  test("a confirmation key is valid for three days", async () => {
    await register({ email: "timely@example.com", password1: GOOD, password2: GOOD });
    const { rows } = await t.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM c.expires_at - c.created_at) / 86400)::int AS days
         FROM email_confirmations c JOIN users u ON u.id = c.user_id WHERE u.email = 'timely@example.com'`,
    );
    assert.equal(rows[0]!.days, 3);
  });

  test("field errors: mismatch, weak passwords, a taken address; nothing is created", async () => {
    await createUser(t, { email: "taken@example.com" });
    const before = await count(t, "users");
    const mails = outbox(t.dataDir).length;
    const cases: Array<[object, string, RegExp]> = [
      [{ email: "a@example.com", password1: GOOD, password2: `${GOOD}x` }, "password2", /didn't match/],
      [{ email: "b@example.com", password1: "password123", password2: "password123" }, "password1", /too common/],
      [{ email: "c@example.com", password1: "83920174651", password2: "83920174651" }, "password1", /entirely numeric/],
      [
        { email: "magdalena.kowalska@example.com", password1: "magdalena.kowalska", password2: "magdalena.kowalska" },
        "password1",
        /too similar/,
      ],
      [
        {
          email: "d@example.com",
          password1: "Frequent-Flyer",
          password2: "Frequent-Flyer",
          first_name: "Frequent Flyer",
        },
        "password1",
        /too similar/,
      ],
      [{ email: "TAKEN@example.com", password1: GOOD, password2: GOOD }, "email", /already registered/],
    ];
    for (const [payload, field, message] of cases) {
      const body = assertError(await register(payload), 400);
      assert.ok(body.errors?.[field], `${field} in ${JSON.stringify(body)}`);
      assert.match(body.errors![field]!.join(" "), message);
    }
    const short = assertError(
      await register({ email: "e@example.com", password1: "Ab1-xyz", password2: "Ab1-xyz" }),
      400,
    );
    assert.ok(short.errors?.password1);
    assert.equal(await count(t, "users"), before);
    assert.equal(outbox(t.dataDir).length, mails);
  });

  test("bad bodies: missing fields, wrong types, oversized strings, malformed JSON", async () => {
    const before = await count(t, "users");
    for (const payload of [
      {},
      { email: "x@example.com", password1: GOOD },
      { email: "x@example.com", password2: GOOD },
      { email: "not-an-email", password1: GOOD, password2: GOOD },
      { email: "x@example.com", password1: { a: 1 }, password2: GOOD },
      { email: "x@example.com", password1: "y".repeat(129), password2: "y".repeat(129) },
      { email: "x@example.com", password1: GOOD, password2: GOOD, first_name: "n".repeat(101) },
    ]) {
      assertError(await register(payload), 400);
    }
    assertError(
      await t.app.inject({
        method: "POST",
        url: "/auth/registration/",
        payload: "{nope",
        headers: { "content-type": "application/json" },
      }),
      400,
    );
    assert.equal(await count(t, "users"), before);
  });

  test("resend: a new link for an unconfirmed account, the same answer for any address", async () => {
    await register({ email: "forgetful@example.com", password1: GOOD, password2: GOOD });
    const first = lastConfirmationKey(t.dataDir);
    const resend = (email: string) =>
      t.app.inject({ method: "POST", url: "/auth/registration/resend-email/", payload: { email } });
    const mails = outbox(t.dataDir).length;
    // Within a minute of the last e-mail nothing new is sent, so the route cannot flood an inbox.
    const soon = await resend("forgetful@example.com");
    assert.equal(soon.statusCode, 200);
    assert.equal(outbox(t.dataDir).length, mails);
    await t.db.query("UPDATE email_confirmations SET created_at = now() - interval '2 minutes'");
    const later = await resend("forgetful@example.com");
    assert.equal(outbox(t.dataDir).length, mails + 1);
    const unknown = await resend("nobody@example.com");
    assert.deepEqual(unknown.json(), later.json());
    assert.equal(outbox(t.dataDir).length, mails + 1);
    // Both links work until one of them is used.
    assert.notEqual(lastConfirmationKey(t.dataDir), first);
    assert.equal((await verify(lastConfirmationKey(t.dataDir))).statusCode, 200);
  });
});
