import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/app.ts";
import { loadConfig, parseTrustProxy } from "../../src/config.ts";
import { PASSWORD, assertError, createUser } from "./support.ts";

describe("TRUST_PROXY", () => {
  test("takes no proxy, a hop count or proxy addresses, and refuses anything that would believe any client", () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy(""), false);
    assert.equal(parseTrustProxy("0"), false);
    assert.equal(parseTrustProxy("2"), 2);
    assert.deepEqual(parseTrustProxy(" 10.0.0.1, 10.1.0.0/16,::1, fd00::/8 ,loopback"), [
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of [
      "true",
      "yes",
      "10.0.0.300",
      "10.0.0.0/40",
      "10.0.0.1/8/2",
      "proxy.example",
      "*",
      "0.0.0.0/0",
      "::/0",
      "10.0.0.0/4",
    ]) {
      assert.throws(() => parseTrustProxy(bad), /TRUST_PROXY must be/, bad);
    }
    assert.throws(() => loadConfig({ TRUST_PROXY: "true" }), /would believe any X-Forwarded-For/);
  });

  // Behind a proxy that appends the address it saw, the right-most entry is the client; everything left
  // of it is whatever the client wrote.
  for (const trustProxy of [1, ["127.0.0.1"]] as const) {
    test(`${JSON.stringify(trustProxy)}: a forged X-Forwarded-For neither dodges the limits nor blocks another client`, async () => {
      const t = await createTestApp({
        trustProxy: trustProxy as number | string[],
        loginMaxAttempts: 3,
        mailRateLimit: 5,
      });
      try {
        await createUser(t);
        const via = (client: string, i: number) => ({ "x-forwarded-for": `198.51.100.${i}, ${client}` });
        const login = (password: string, client: string, i: number) =>
          t.app.inject({
            method: "POST",
            url: "/auth/login/",
            payload: { email: "jane@example.com", password },
            headers: via(client, i),
            remoteAddress: "127.0.0.1",
          });
        const statuses = [];
        for (let i = 0; i < 8; i++) statuses.push((await login("wrong", "203.0.113.9", i)).statusCode);
        assert.deepEqual(statuses, [400, 400, 400, 429, 429, 429, 429, 429]);
        // Another client behind the same proxy is another client.
        assert.equal((await login(PASSWORD, "203.0.113.10", 99)).statusCode, 200);

        const subscribe = (i: number) =>
          t.app.inject({
            method: "POST",
            url: "/api/newsletter/subscribe/",
            payload: { email: `fan${i}@example.com` },
            headers: via("203.0.113.9", i),
            remoteAddress: "127.0.0.1",
          });
        const mail = [];
        for (let i = 0; i < 8; i++) mail.push((await subscribe(i)).statusCode);
        assert.deepEqual(mail, [201, 201, 201, 201, 201, 429, 429, 429]);
      } finally {
        await t.close();
      }
    });
  }

  test("without a trusted proxy, X-Forwarded-For is ignored", async () => {
    const t = await createTestApp({ loginMaxAttempts: 2 });
    try {
      await createUser(t);
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/auth/login/",
          payload: { email: "jane@example.com", password: "wrong" },
          headers: { "x-forwarded-for": `198.51.100.${i}` },
          remoteAddress: "203.0.113.1",
        });
        assertError(res, i < 2 ? 400 : 429);
      }
    } finally {
      await t.close();
    }
  });
});
