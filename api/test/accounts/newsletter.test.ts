import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { assertError, bearer, count, createUser, login, outbox } from "./support.ts";

describe("newsletter (double opt-in)", () => {
  let t: TestApp;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/newsletter${url}`, payload: payload as object });
  /** Subscriptions that newsletters may go to: confirmed and not unsubscribed. */
  const confirmed = (email: string) =>
    count(t, "newsletter_subscribers WHERE email = $1 AND unsubscribed_at IS NULL AND confirmed_at IS NOT NULL", [
      email,
    ]);
  const mailsTo = (email: string) => outbox(t.dataDir).filter((m) => new RegExp(`^To: ${email}$`, "m").test(m));
  const linkToken = (mail: string | undefined, param: string) => {
    const token = new RegExp(`[?&]${param}=([\\w-]+)`).exec(mail ?? "")?.[1];
    assert.ok(token, `a ?${param}= link in ${mail}`);
    return token;
  };
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("subscribing sends a confirmation e-mail and nothing else; it counts only once confirmed", async () => {
    const first = await post("/subscribe/", { email: "Fan@Example.com" });
    assert.equal(first.statusCode, 201);
    assert.match(first.json().message, /confirm/i);
    const mails = mailsTo("fan@example.com");
    assert.equal(mails.length, 1);
    assert.match(mails[0]!, /^Subject: Confirm your subscription/m);
    assert.match(mails[0]!, /http:\/\/shop\.test\/\?newsletter-confirm=[\w-]{43}/);
    assert.doesNotMatch(mails[0]!, /unsubscribe=/);
    assert.equal(await confirmed("fan@example.com"), 0);

    // Asking again soon sends nothing more, and answers the same.
    const again = await post("/subscribe/", { email: "fan@example.com" });
    assert.deepEqual([again.statusCode, again.json()], [201, first.json()]);
    assert.equal(mailsTo("fan@example.com").length, 1);

    const token = linkToken(mails[0], "newsletter-confirm");
    assert.equal((await post("/confirm/", { token })).statusCode, 200);
    assert.equal(await confirmed("fan@example.com"), 1);
    // The welcome comes after the confirmation, with the unsubscribe link; confirming twice is fine.
    const welcome = mailsTo("fan@example.com").at(-1);
    assert.match(welcome!, /^Subject: You are subscribed/m);
    assert.equal(linkToken(welcome, "unsubscribe"), token);
    assert.equal((await post("/confirm/", { token })).statusCode, 200);
    assert.equal(mailsTo("fan@example.com").length, 2);

    // Subscribing a confirmed address sends nothing.
    assert.equal((await post("/subscribe/", { email: "fan@example.com" })).statusCode, 201);
    assert.equal(mailsTo("fan@example.com").length, 2);
  });

  test("an address alone unsubscribes nobody: its owner is sent the link", async () => {
    await post("/subscribe/", { email: "victim@example.com" });
    const token = linkToken(mailsTo("victim@example.com").at(-1), "newsletter-confirm");
    await post("/confirm/", { token });
    const before = mailsTo("victim@example.com").length;

    const res = await post("/unsubscribe/", { email: "VICTIM@example.com" });
    assert.equal(res.statusCode, 200);
    assert.equal(await confirmed("victim@example.com"), 1);
    const link = mailsTo("victim@example.com").at(-1);
    assert.equal(mailsTo("victim@example.com").length, before + 1);
    assert.match(link!, /^Subject: Unsubscribe from/m);
    // Once per ten minutes per address, whoever asks.
    assert.equal((await post("/unsubscribe/", { email: "victim@example.com" })).statusCode, 200);
    assert.equal(mailsTo("victim@example.com").length, before + 1);
    // An address never subscribed gets the same answer and no e-mail.
    const never = await post("/unsubscribe/", { email: "never@example.com" });
    assert.deepEqual([never.statusCode, never.json()], [200, res.json()]);
    assert.deepEqual(mailsTo("never@example.com"), []);

    // The link's token unsubscribes, idempotently.
    assert.equal((await post("/unsubscribe/", { token: linkToken(link, "unsubscribe") })).statusCode, 200);
    assert.equal(await confirmed("victim@example.com"), 0);
    assert.equal((await post("/unsubscribe/", { token })).statusCode, 200);
  });

  test("subscribing again after unsubscribing needs a new confirmation", async () => {
    await post("/subscribe/", { email: "back@example.com" });
    const token = linkToken(mailsTo("back@example.com").at(-1), "newsletter-confirm");
    await post("/confirm/", { token });
    await post("/unsubscribe/", { token });
    const before = mailsTo("back@example.com").length;
    assert.equal((await post("/subscribe/", { email: "back@example.com" })).statusCode, 201);
    assert.equal(await confirmed("back@example.com"), 0);
    assert.equal(mailsTo("back@example.com").length, before + 1);
    assert.match(mailsTo("back@example.com").at(-1)!, /^Subject: Confirm your subscription/m);
    // The old token (a forwarded newsletter, a leaked link) no longer confirms: the new link does.
    assertError(await post("/confirm/", { token }), 404);
    assert.equal(await confirmed("back@example.com"), 0);
    const fresh = linkToken(mailsTo("back@example.com").at(-1), "newsletter-confirm");
    assert.notEqual(fresh, token);
    assert.equal((await post("/confirm/", { token: fresh })).statusCode, 200);
    assert.equal(await confirmed("back@example.com"), 1);
  });

  test("an account's newsletter flag follows its address's confirmed subscription", async () => {
    await createUser(t, { email: "member@example.com" });
    const { access_token } = await login(t, "member@example.com");
    const flag = async () =>
      (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(access_token) })).json().newsletter;
    await post("/subscribe/", { email: "Member@example.com" });
    assert.equal(await flag(), false);
    const token = linkToken(mailsTo("member@example.com").at(-1), "newsletter-confirm");
    await post("/confirm/", { token });
    assert.equal(await flag(), true);
    await post("/unsubscribe/", { token });
    assert.equal(await flag(), false);
  });

  test("bad input: 400s; an unknown or unsubscribed token is a 404", async () => {
    for (const payload of [{}, { email: "nope" }, { email: 5 }, { email: `${"x".repeat(250)}@example.com` }]) {
      assertError(await post("/subscribe/", payload), 400);
    }
    for (const payload of [{}, { token: "" }, { email: "nope" }, { token: "t".repeat(600) }]) {
      assertError(await post("/unsubscribe/", payload), 400);
      assertError(await post("/confirm/", payload), 400);
    }
    assertError(await post("/unsubscribe/", { token: "no-such-token" }), 404);
    assertError(await post("/confirm/", { token: "no-such-token" }), 404);
    await post("/subscribe/", { email: "gone@example.com" });
    const token = linkToken(mailsTo("gone@example.com").at(-1), "newsletter-confirm");
    await post("/unsubscribe/", { token });
    assertError(await post("/confirm/", { token }), 404);
    assert.equal(await confirmed("gone@example.com"), 0);
  });
});
