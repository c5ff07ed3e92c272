import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { hashPassword, passwordWorkLoad } from "../../src/lib/passwords.ts";
import { assertError, bearer, count, createUser, login, outbox, PASSWORD } from "./support.ts";

const NEW_PASSWORD = "Gate-Change-At-B12";

const askReset = (t: TestApp, email: unknown, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/auth/password/reset/", remoteAddress, payload: { email } as object });

const confirm = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/auth/password/reset/confirm/", payload: body });

const newPassword = (link: { uid: string; token: string }, password = NEW_PASSWORD) => ({
  ...link,
  new_password1: password,
  new_password2: password,
});

/** The reset link of the newest e-mail to `email` (sent after the answer, so waited for). */
async function resetLink(t: TestApp, email: string, already = 0): Promise<{ uid: string; token: string }> {
  for (let i = 0; i < 100; i++) {
    const mails = outbox(t.dataDir).filter((m) => m.includes(`To: ${email}`) && m.includes("/password-reset/"));
    const match = mails.length > already && /http:\/\/shop\.test\/password-reset\/([\w-]+)\/([\w-]+)/.exec(mails.at(-1)!);
    if (match) return { uid: match[1]!, token: match[2]! };
    await sleep(20);
  }
  throw new Error(`no password reset e-mail to ${email}`);
}

const resetMails = (t: TestApp) => outbox(t.dataDir).filter((m) => m.includes("/password-reset/")).length;

describe("password reset by e-mail", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("the same answer whether or not the address has an account; only an account's address gets a link", async () => {
    await createUser(t, { email: "known@example.com" });
    const known = await askReset(t, "Known@Example.com");
    const unknown = await askReset(t, "nobody@example.com");
    assert.equal(known.statusCode, 200, known.body);
    assert.equal(unknown.statusCode, 200, unknown.body);
    assert.deepEqual(known.json(), unknown.json());
    assert.match(known.json().message, /If an account uses this address/);
    const link = await resetLink(t, "known@example.com");
    assert.ok(link.token.length >= 40, "a long random token");
    await sleep(100);
    assert.equal(outbox(t.dataDir).filter((m) => m.includes("nobody@example.com")).length, 0);
    assert.equal(await count(t, "password_resets"), 1);
    // Only the token's digest is stored.
    assert.equal(await count(t, "password_resets WHERE token_hash = $1", [link.token]), 0);
  });

  test("the answer never waits for the e-mail, and a mailer failure changes nothing in it", async () => {
    await createUser(t, { email: "slowmail@example.com" });
    const { mailer } = t.app;
    const send = mailer.send;
    try {
      // A mail server that never answers: the known address must not take longer than an unknown one.
      mailer.send = () => new Promise<void>(() => undefined);
      const hanging = await Promise.race([
        askReset(t, "slowmail@example.com"),
        sleep(3000).then(() => "timed out" as const),
      ]);
      assert.notEqual(hanging, "timed out", "the answer waited for the mail server");
      mailer.send = async () => {
        throw new Error("SMTP refused");
      };
      const failed = await askReset(t, "slowmail@example.com");
      const unknown = await askReset(t, "nobody-else@example.com");
      assert.equal(failed.statusCode, 200);
      assert.equal(failed.body, unknown.body);
    } finally {
      mailer.send = send;
    }
  });

  test("the link sets a new password once; every old session ends; the new password signs in", async () => {
    const id = await createUser(t, { email: "once@example.com" });
    const session = await login(t, "once@example.com");
    await askReset(t, "once@example.com");
    const link = await resetLink(t, "once@example.com");

    const done = await confirm(t, newPassword(link));
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.json().message, /password has been reset/i);

    const again = assertError(await confirm(t, newPassword(link, "Another-Gate-C7")), 400);
    assert.match(again.message, /already been used/);

    const refreshed = await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: session.refresh_token } });
    assertError(refreshed, 401);
    assertError(await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(session.access_token) }), 401);
    assert.equal(await count(t, "refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL", [id]), 0);

    const old = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: "once@example.com", password: PASSWORD } });
    assertError(old, 400);
    const fresh = await login(t, "once@example.com", NEW_PASSWORD);
    assert.equal(fresh.user.email, "once@example.com");
  });

  test("a link expires after one hour", async () => {
    await createUser(t, { email: "late@example.com" });
    await askReset(t, "late@example.com");
    const link = await resetLink(t, "late@example.com");
    const age = async (minutes: number) =>
      t.db.query(
        `UPDATE password_resets SET created_at = now() - make_interval(mins => $1),
                expires_at = now() - make_interval(mins => $1) + interval '1 hour'
          WHERE user_id = (SELECT id FROM users WHERE email = 'late@example.com')`,
        [minutes],
      );
    // 59 minutes old: a wrong confirmation still says what is wrong with the password, not the link.
    await age(59);
    const mismatch = assertError(await confirm(t, { ...newPassword(link), new_password2: "Something-else-9" }), 400);
    assert.deepEqual(Object.keys(mismatch.errors ?? {}), ["new_password2"]);
    await age(61);
    const expired = assertError(await confirm(t, newPassword(link)), 400);
    assert.match(expired.message, /expired/);
    await login(t, "late@example.com", PASSWORD);
  });

  test("changing the password by any means ends the links sent before", async () => {
    await createUser(t, { email: "change@example.com" });
    await askReset(t, "change@example.com");
    const first = await resetLink(t, "change@example.com");
    await askReset(t, "change@example.com");
    const second = await resetLink(t, "change@example.com", 1);
    assert.notEqual(first.token, second.token);
    assert.equal((await confirm(t, newPassword(second))).statusCode, 200);
    // The other link was sent under the old password.
    assert.match(assertError(await confirm(t, newPassword(first, "Third-Gate-D4")), 400).message, /not valid/);

    await askReset(t, "change@example.com");
    const third = await resetLink(t, "change@example.com", 2);
    const session = await login(t, "change@example.com", NEW_PASSWORD);
    const changed = await t.app.inject({
      method: "POST",
      url: "/auth/password/change/",
      headers: bearer(session.access_token),
      payload: { old_password: NEW_PASSWORD, new_password1: "Changed-In-Lounge-5", new_password2: "Changed-In-Lounge-5" },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.match(assertError(await confirm(t, newPassword(third, "Third-Gate-D4")), 400).message, /not valid/);
  });

  test("the password rules of registration apply, and a refused password leaves the link usable", async () => {
    await createUser(t, { email: "rules@example.com", first_name: "Rulesfollower" });
    await askReset(t, "rules@example.com");
    const link = await resetLink(t, "rules@example.com");
    const common = assertError(await confirm(t, newPassword(link, "password123")), 400);
    assert.ok(common.errors?.new_password1?.some((m) => /too common/.test(m)), JSON.stringify(common));
    const similar = assertError(await confirm(t, newPassword(link, "rulesfollower1")), 400);
    assert.ok(similar.errors?.new_password1?.some((m) => /too similar/.test(m)), JSON.stringify(similar));
    assertError(await confirm(t, newPassword(link, "short")), 400);
    assert.equal((await confirm(t, newPassword(link))).statusCode, 200);
  });

  test("a token with another account's uid, an unknown token and a malformed uid are refused with 400", async () => {
    const victimId = await createUser(t, { email: "victim@example.com" });
    await createUser(t, { email: "mallory@example.com" });
    await askReset(t, "mallory@example.com");
    const mallory = await resetLink(t, "mallory@example.com");
    const victimUid = Buffer.from(String(victimId)).toString("base64url");
    for (const link of [
      { uid: victimUid, token: mallory.token },
      { uid: mallory.uid, token: "x".repeat(43) },
      { uid: "not base64!", token: mallory.token },
      { uid: Buffer.from("0x1").toString("base64url"), token: mallory.token },
      { uid: Buffer.from("99999999999").toString("base64url"), token: mallory.token },
    ]) {
      const res = assertError(await confirm(t, newPassword(link)), 400);
      assert.match(res.message, /not valid/, JSON.stringify(link));
    }
    await login(t, "victim@example.com", PASSWORD);
    // Mallory's own link was not used up by those attempts.
    assert.equal((await confirm(t, newPassword(mallory))).statusCode, 200);
  });

  test("following the link proves the mailbox: an unconfirmed account becomes confirmed", async () => {
    await createUser(t, { email: "unconfirmed@example.com", confirmed: false });
    await askReset(t, "unconfirmed@example.com");
    assert.equal((await confirm(t, newPassword(await resetLink(t, "unconfirmed@example.com")))).statusCode, 200);
    await login(t, "unconfirmed@example.com", NEW_PASSWORD);
  });

  test("bad input gets a 400 with a message", async () => {
    for (const payload of [{}, { email: "not-an-address" }, { email: 42 }]) {
      const res = await t.app.inject({ method: "POST", url: "/auth/password/reset/", payload });
      assert.ok(res.statusCode === 400, `${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
      assertError(res, 400);
    }
    for (const payload of [
      {},
      { uid: "MQ", token: "t" },
      { uid: "MQ", token: "t", new_password1: NEW_PASSWORD },
      { uid: "", token: "", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      { uid: "MQ", token: "t".repeat(300), new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    ]) {
      assertError(await confirm(t, payload), 400);
    }
  });
});

describe("password reset limits", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ passwordResetMailboxLimit: 2, mailRateLimit: 4 });
  });
  after(() => t.close());

  test("PASSWORD_RESET_MAILBOX_LIMIT per mailbox, account or not: the same 429 for both, and no e-mail", async () => {
    await createUser(t, { email: "flood@example.com" });
    for (const email of ["flood@example.com", "flood+1@example.com"]) assert.equal((await askReset(t, email, "192.0.2.1")).statusCode, 200);
    await resetLink(t, "flood@example.com");
    const mails = resetMails(t);
    const refused = assertError(await askReset(t, "FLOOD+2@example.com", "192.0.2.2"), 429);
    assert.match(refused.message, /Too many password reset requests for this e-mail address/);

    for (const email of ["ghost@example.com", "ghost+1@example.com"]) assert.equal((await askReset(t, email, "192.0.2.3")).statusCode, 200);
    const ghost = assertError(await askReset(t, "ghost@example.com", "192.0.2.4"), 429);
    assert.equal(ghost.message, refused.message);
    await sleep(100);
    assert.equal(resetMails(t), mails);
  });

  test("MAIL_RATE_LIMIT per client address", async () => {
    for (let i = 0; i < 4; i++) assert.equal((await askReset(t, `client${i}@example.com`, "198.51.100.9")).statusCode, 200);
    const refused = assertError(await askReset(t, "client9@example.com", "198.51.100.9"), 429);
    assert.match(refused.message, /Too many requests/);
    assert.equal((await askReset(t, "client9@example.com", "198.51.100.10")).statusCode, 200);
  });
});

describe("password reset while the password queue is full", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ passwordHashConcurrency: 1, passwordHashQueue: 4 });
  });
  after(() => t.close());

  test("the confirmation is refused with 503 before any work, and the link stays usable", async () => {
    await createUser(t, { email: "busy@example.com" });
    await askReset(t, "busy@example.com");
    const link = await resetLink(t, "busy@example.com");
    const filling = Array.from({ length: 5 }, (_, i) => hashPassword(`filler-${i}`));
    assert.equal(passwordWorkLoad().full, true);
    const busy = await confirm(t, newPassword(link));
    assert.equal(busy.statusCode, 503, busy.body);
    assert.match(String(busy.headers["retry-after"]), /^\d+$/);
    await Promise.all(filling);
    assert.equal((await confirm(t, newPassword(link))).statusCode, 200);
    await login(t, "busy@example.com", NEW_PASSWORD);
  });
});
