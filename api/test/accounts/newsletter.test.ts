import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { assertError, bearer, count, createUser, login, outbox } from "./support.ts";

describe("newsletter", () => {
  let t: TestApp;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/newsletter${url}`, payload: payload as object });
  const active = (email: string) =>
    count(t, "newsletter_subscribers WHERE email = $1 AND unsubscribed_at IS NULL", [email]);
  const tokenFromLastMail = () => {
    const token = /[?&]unsubscribe=([\w-]+)/.exec(outbox(t.dataDir).at(-1) ?? "")?.[1];
    assert.ok(token, "an unsubscribe link in the welcome e-mail");
    return token;
  };
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("subscribing sends a welcome e-mail with an unsubscribe link; subscribing twice is fine and sends nothing more", async () => {
    const first = await post("/subscribe/", { email: "Fan@Example.com" });
    assert.equal(first.statusCode, 201);
    const mails = outbox(t.dataDir);
    assert.match(mails.at(-1)!, /^To: fan@example\.com$/m);
    assert.match(mails.at(-1)!, /http:\/\/shop\.test\/\?unsubscribe=[\w-]{43}/);
    const again = await post("/subscribe/", { email: "fan@example.com" });
    assert.equal(again.statusCode, 201);
    assert.deepEqual(again.json(), first.json());
    assert.equal(outbox(t.dataDir).length, mails.length);
    assert.equal(await active("fan@example.com"), 1);
  });

  test("the token of the link unsubscribes; so does the address; both are idempotent", async () => {
    await post("/subscribe/", { email: "token@example.com" });
    const token = tokenFromLastMail();
    assert.equal((await post("/unsubscribe/", { token })).statusCode, 200);
    assert.equal(await active("token@example.com"), 0);
    assert.equal((await post("/unsubscribe/", { token })).statusCode, 200);

    await post("/subscribe/", { email: "byaddress@example.com" });
    assert.equal((await post("/unsubscribe/", { email: "BYADDRESS@example.com" })).statusCode, 200);
    assert.equal(await active("byaddress@example.com"), 0);
    // An address never subscribed gets the same answer: the route tells nobody who is subscribed.
    assert.equal((await post("/unsubscribe/", { email: "never@example.com" })).statusCode, 200);
  });

  test("subscribing again after unsubscribing works and welcomes again", async () => {
    await post("/subscribe/", { email: "back@example.com" });
    await post("/unsubscribe/", { email: "back@example.com" });
    const before = outbox(t.dataDir).length;
    assert.equal((await post("/subscribe/", { email: "back@example.com" })).statusCode, 201);
    assert.equal(await active("back@example.com"), 1);
    assert.equal(outbox(t.dataDir).length, before + 1);
  });

  test("an account's newsletter flag follows its address's subscription", async () => {
    await createUser(t, { email: "member@example.com" });
    const { access_token } = await login(t, "member@example.com");
    const flag = async () =>
      (await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(access_token) })).json().newsletter;
    await post("/subscribe/", { email: "Member@example.com" });
    assert.equal(await flag(), true);
    await post("/unsubscribe/", { token: tokenFromLastMail() });
    assert.equal(await flag(), false);
  });

  test("bad input: 400s, and an unknown token is a 404", async () => {
    for (const payload of [{}, { email: "nope" }, { email: 5 }, { email: `${"x".repeat(250)}@example.com` }]) {
      assertError(await post("/subscribe/", payload), 400);
    }
    for (const payload of [{}, { token: "" }, { email: "nope" }, { token: "t".repeat(600) }]) {
      assertError(await post("/unsubscribe/", payload), 400);
    }
    assertError(await post("/unsubscribe/", { token: "no-such-token" }), 404);
  });
});
