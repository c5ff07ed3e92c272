import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { buildApp } from "../../src/app.ts";
import { PASSWORD, assertError, createUser } from "./support.ts";

const attempt = (t: Pick<TestApp, "app">, email: string, password: string, ip = "203.0.113.1") =>
  t.app.inject({ method: "POST", url: "/auth/login/", payload: { email, password }, remoteAddress: ip });

/** The same rules on both stores: the in-memory one and Redis, which several API processes share. */
for (const store of ["memory", "redis"] as const) {
  describe(`login limits (${store})`, () => {
    let t: TestApp;
    let n = 0;
    /** Every test its own account and client addresses, so one app serves them all. */
    const fresh = async () => {
      const email = `traveller${++n}@example.com`;
      await createUser(t, { email });
      return { email, ip: (i: number) => `10.${n}.0.${i}` };
    };
    before(async () => {
      // A key prefix of its own, so runs never see each other's counters in the shared Redis.
      const redisUrl = store === "redis" ? `redis://127.0.0.1:6379?keyPrefix=test-${randomUUID()}:` : undefined;
      t = await createTestApp({ loginMaxAttempts: 3, loginClientMaxAttempts: 20, loginWindowSeconds: 60, redisUrl });
    });
    after(() => t.close());

    test("past the limit of failures a client gets 429 with Retry-After on that account, even with the right password", async () => {
      const { email, ip } = await fresh();
      for (let i = 0; i < 3; i++) assertError(await attempt(t, email, "wrong", ip(1)), 400);
      const blocked = await attempt(t, email.toUpperCase(), PASSWORD, ip(1));
      const body = assertError(blocked, 429);
      assert.match(body.message, /too many/i);
      const retryAfter = Number(blocked.headers["retry-after"]);
      assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After: ${retryAfter}`);
    });

    test("failures from other addresses never lock the owner out", async () => {
      const { email, ip } = await fresh();
      // Ten times the account's per-client limit, spread over ten addresses that are not the owner's.
      for (let i = 0; i < 30; i++) assertError(await attempt(t, email, "wrong", ip(100 + (i % 10))), 400);
      assert.equal((await attempt(t, email, PASSWORD, ip(1))).statusCode, 200);
    });

    test("travellers behind one shared address do not lock each other out", async () => {
      const accounts = await Promise.all(Array.from({ length: 15 }, () => fresh()));
      const shared = "192.0.2.77";
      const results = await Promise.all(accounts.map(({ email }) => attempt(t, email, PASSWORD, shared)));
      assert.deepEqual(
        results.map((r) => r.statusCode),
        accounts.map(() => 200),
      );
    });

    test("unknown addresses are limited the same way, so the limiter does not reveal which exist", async () => {
      const { ip } = await fresh();
      for (let i = 0; i < 3; i++) assertError(await attempt(t, `ghost${n}@example.com`, "wrong", ip(1)), 400);
      assertError(await attempt(t, `ghost${n}@example.com`, "wrong", ip(1)), 429);
    });

    test("a success resets the client's count on the account", async () => {
      const { email, ip } = await fresh();
      for (let i = 0; i < 2; i++) await attempt(t, email, "wrong", ip(1));
      assert.equal((await attempt(t, email, PASSWORD, ip(1))).statusCode, 200);
      for (let i = 0; i < 3; i++) assertError(await attempt(t, email, "wrong", ip(1)), 400);
      assertError(await attempt(t, email, PASSWORD, ip(1)), 429);
    });

    test("one client spreading guesses over many accounts is limited too", async () => {
      const { email, ip } = await fresh();
      for (let i = 0; i < 20; i++) assertError(await attempt(t, `other${n}-${i}@example.com`, "wrong", ip(1)), 400);
      assertError(await attempt(t, email, PASSWORD, ip(1)), 429);
      // Other clients are unaffected.
      assert.equal((await attempt(t, email, PASSWORD, ip(2))).statusCode, 200);
    });

    test("parallel guesses cannot slip past the limit", async () => {
      const { email, ip } = await fresh();
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(t, email, `wrong ${i}`, ip(1))));
      assert.equal(results.filter((r) => r.statusCode === 400).length, 3);
      assert.equal(results.filter((r) => r.statusCode === 429).length, 9);
    });

    test("password checks of signed-in users count as attempts", async () => {
      const { email, ip } = await fresh();
      const ok = await attempt(t, email, PASSWORD, ip(0));
      const headers = { authorization: `Bearer ${ok.json().access_token}` };
      const remove = (password: string, i: number) =>
        t.app.inject({ method: "POST", url: "/auth/remove/", headers, payload: { password }, remoteAddress: ip(i) });
      for (let i = 1; i <= 3; i++) assertError(await remove(`guess ${i}`, i), 400);
      assertError(await remove(PASSWORD, 10), 429);
    });
  });
}

test("the window ends", async () => {
  const t = await createTestApp({ loginMaxAttempts: 2, loginWindowSeconds: 2 });
  try {
    await createUser(t);
    for (let i = 0; i < 2; i++) await attempt(t, "jane@example.com", "wrong");
    const blocked = await attempt(t, "jane@example.com", PASSWORD);
    assertError(blocked, 429);
    await new Promise((resolve) => setTimeout(resolve, Number(blocked.headers["retry-after"]) * 1000 + 50));
    assert.equal((await attempt(t, "jane@example.com", PASSWORD)).statusCode, 200);
  } finally {
    await t.close();
  }
});

test("API processes sharing Redis share the counts", async () => {
  const redisUrl = `redis://127.0.0.1:6379?keyPrefix=test-${randomUUID()}:`;
  const t = await createTestApp({ loginMaxAttempts: 4, redisUrl });
  const twin = await buildApp({ config: t.config, db: t.db });
  try {
    await createUser(t);
    for (const app of [t.app, twin, t.app, twin]) assertError(await attempt({ app }, "jane@example.com", "wrong"), 400);
    assertError(await attempt({ app: twin }, "jane@example.com", PASSWORD), 429);
    assertError(await attempt(t, "jane@example.com", PASSWORD), 429);
    // The counters live in Redis under the configured prefix, with an expiry.
    const redis = new Redis("redis://127.0.0.1:6379");
    try {
      const prefix = new URL(redisUrl).searchParams.get("keyPrefix")!;
      const keys = await redis.keys(`${prefix}*`);
      assert.ok(
        keys.some((k) => k.includes("jane@example.com")),
        keys.join(", "),
      );
      for (const key of keys) assert.ok((await redis.pttl(key)) > 0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  } finally {
    await twin.close();
    await t.close();
  }
});

test("guesses from many addresses stop at 90 an hour; the owner's device still signs in; never 100 failures an hour (ASVS 2.2.1)", async () => {
  const t = await createTestApp({ loginMaxAttempts: 1000, loginClientMaxAttempts: 1000 });
  try {
    await createUser(t);
    await createUser(t, { email: "other@example.com" });
    const owner = await attempt(t, "jane@example.com", PASSWORD, "10.9.9.9");
    const device = owner.json().device_token as string;
    assert.ok(device, "a device token with the login");
    const otherDevice = (await attempt(t, "other@example.com", PASSWORD, "10.9.9.9")).json().device_token as string;
    const withDevice = (password: string, token = device) =>
      t.app.inject({
        method: "POST",
        url: "/auth/login/",
        payload: { email: "jane@example.com", password, device: token },
        remoteAddress: "10.9.9.10",
      });

    const statuses: number[] = [];
    for (let i = 0; i < 95; i++)
      statuses.push(
        (await attempt(t, "jane@example.com", "wrong", `10.0.${Math.floor(i / 200)}.${i % 200}`)).statusCode,
      );
    assert.deepEqual(statuses, [...Array(90).fill(400), ...Array(5).fill(429)]);
    // A new address with the right password is a stranger too; so is another account's device.
    assertError(await attempt(t, "jane@example.com", PASSWORD, "10.8.8.8"), 429);
    assertError(await withDevice(PASSWORD, otherDevice), 429);
    assertError(await withDevice(PASSWORD, "not-a-token"), 429);
    // The device that signed in before still can.
    const back = await withDevice(PASSWORD);
    assert.equal(back.statusCode, 200);
    assert.equal(back.json().device_token, device);
    // Refused attempts were not counted: the owner's devices have exactly the last 10 failures of the hour.
    for (let i = 0; i < 10; i++) assertError(await withDevice(`typo ${i}`), 400);
    assertError(await withDevice(PASSWORD), 429);
  } finally {
    await t.close();
  }
});

test("refused attempts leave no counters behind (a flood of distinct e-mails cannot grow the store)", async () => {
  const redisUrl = `redis://127.0.0.1:6379?keyPrefix=test-${randomUUID()}:`;
  const t = await createTestApp({ loginMaxAttempts: 3, loginClientMaxAttempts: 2, redisUrl });
  const redis = new Redis("redis://127.0.0.1:6379");
  try {
    const prefix = new URL(redisUrl).searchParams.get("keyPrefix")!;
    for (let i = 0; i < 2; i++) assertError(await attempt(t, `first${i}@example.com`, "wrong", "10.77.0.1"), 400);
    const before = (await redis.keys(`${prefix}*`)).length;
    // The client is past its cap: each further attempt, on a new e-mail every time, is refused...
    for (let i = 0; i < 30; i++) assertError(await attempt(t, `flood${i}@example.com`, "wrong", "10.77.0.1"), 429);
    // ...and leaves no key of those accounts, nor any other.
    const keys = await redis.keys(`${prefix}*`);
    assert.equal(keys.length, before, keys.join(", "));
    assert.ok(!keys.some((k) => k.includes("flood")), keys.join(", "));
    await redis.del(...keys);
  } finally {
    redis.disconnect();
    await t.close();
  }
});
