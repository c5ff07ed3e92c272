import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { mailboxKey } from "../../src/lib/mailbox.ts";
import { count, outbox } from "./support.ts";

const GOOD = "Window-Seat-Always-7";

test("a mailbox key ignores case, +tags and Gmail's dots", () => {
  assert.equal(mailboxKey("Ann+shop@Example.COM"), "ann@example.com");
  assert.equal(mailboxKey("ann+a+b@example.com"), "ann@example.com");
  assert.equal(mailboxKey("A.n.N+x@googlemail.com"), "ann@gmail.com");
  assert.equal(mailboxKey("a.nn@example.com"), "a.nn@example.com", "dots matter elsewhere");
  assert.equal(mailboxKey("+tag@example.com"), "+tag@example.com");
});

describe("registration limits", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ registrationRateLimit: 3, registrationMailboxLimit: 2 });
  });
  after(() => t.close());

  const register = (email: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/auth/registration/", remoteAddress, payload: { email, password1: GOOD, password2: GOOD } });

  test("REGISTRATION_RATE_LIMIT per client address: the next one is a 429 that creates and sends nothing", async () => {
    for (let i = 0; i < 3; i++) assert.equal((await register(`client${i}@example.com`, "192.0.2.10")).statusCode, 201);
    const users = await count(t, "users");
    const mails = outbox(t.dataDir).length;
    const refused = await register("client9@example.com", "192.0.2.10");
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(refused.json().message, /Too many registrations/);
    assert.match(String(refused.headers["retry-after"]), /^\d+$/);
    assert.equal(await count(t, "users"), users);
    assert.equal(outbox(t.dataDir).length, mails);
    // Malformed input keeps its own 400.
    const bad = await t.app.inject({ method: "POST", url: "/auth/registration/", remoteAddress: "192.0.2.10", payload: { email: "nope" } });
    assert.equal(bad.statusCode, 400);
    // Another address is not affected.
    assert.equal((await register("client9@example.com", "192.0.2.11")).statusCode, 201);
  });

  test("REGISTRATION_MAILBOX_LIMIT per mailbox: plus-addresses of one inbox count as one, from any address", async () => {
    assert.equal((await register("Flood@Example.com", "198.51.100.1")).statusCode, 201);
    assert.equal((await register("flood+1@example.com", "198.51.100.2")).statusCode, 201);
    const mails = outbox(t.dataDir).length;
    const refused = await register("FLOOD+2@example.com", "198.51.100.3");
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(refused.json().message, /this e-mail address/);
    assert.equal(outbox(t.dataDir).length, mails, "no third confirmation e-mail to the same inbox");
    assert.equal((await register("someone.else@example.com", "198.51.100.4")).statusCode, 201);
  });
});
