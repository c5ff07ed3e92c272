import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { BusyError, WorkQueue } from "../../src/lib/work-queue.ts";
import { configurePasswordWork, passwordWorkLoad } from "../../src/lib/passwords.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, freshDatabase, type TestApp } from "../helpers/app.ts";
import { createUser, PASSWORD } from "../accounts/support.ts";

// Password hashing runs on libuv's threadpool; unbounded, a login storm took every core and thread from
// the rest of the API. It goes through a small queue whose overflow is a deliberate 503 "busy".

test("a work queue runs at most `concurrency` tasks, in order, and refuses beyond its queue", async () => {
  const queue = new WorkQueue(2, 3);
  let running = 0;
  let peak = 0;
  const order: number[] = [];
  const task = (i: number) => async () => {
    running++;
    peak = Math.max(peak, running);
    await sleep(20);
    running--;
    order.push(i);
    return i;
  };
  const accepted = Array.from({ length: 5 }, (_, i) => queue.run(task(i)));
  await assert.rejects(queue.run(task(5)), (error) => error instanceof BusyError && error.statusCode === 503);
  assert.deepEqual(await Promise.all(accepted), [0, 1, 2, 3, 4]);
  assert.equal(peak, 2);
  assert.deepEqual(order.slice(2), [2, 3, 4]);
  // A failing task frees its slot.
  await assert.rejects(queue.run(async () => Promise.reject(new Error("boom"))));
  assert.equal(await queue.run(async () => "after"), "after");
  assert.deepEqual([queue.running, queue.waiting], [0, 0]);
});

describe("a login storm", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ passwordHashConcurrency: 1, passwordHashQueue: 4, loginMaxAttempts: 1000 });
    await createUser(t, { email: "storm@example.com" });
  });
  after(() => t.close());

  test("hashes one at a time; logins past the queue get a 503 with Retry-After, the rest log in", async () => {
    let peak = 0;
    const watching = setInterval(() => (peak = Math.max(peak, passwordWorkLoad().running)), 1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/auth/login/",
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { email: "storm@example.com", password: PASSWORD },
        }),
      ),
    );
    clearInterval(watching);
    const codes = answers.map((a) => a.statusCode);
    assert.ok(
      codes.every((c) => c === 200 || c === 503),
      `unexpected statuses: ${codes}`,
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    assert.ok(busy.length > 0 && busy.length <= 25, `${busy.length} of 30 were busy`);
    assert.ok(codes.filter((c) => c === 200).length >= 5, "the queued logins succeed");
    for (const answer of busy) {
      assert.match(answer.json().message, /busy/i);
      assert.match(String(answer.headers["retry-after"]), /^\d+$/);
    }
    assert.equal(peak, 1, "more than one hash at once");
    // Once the storm is over, logins are served again.
    const after = await t.app.inject({
      method: "POST",
      url: "/auth/login/",
      payload: { email: "storm@example.com", password: PASSWORD },
    });
    assert.equal(after.statusCode, 200);
  });
});

describe("while the password queue is full", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ passwordHashConcurrency: 1, passwordHashQueue: 4, loginMaxAttempts: 2 });
    await createUser(t, { email: "shed@example.com" });
  });
  after(() => t.close());

  test("logins are refused before any other work, and the refusals do not count against the client's attempts", async () => {
    // The queue is held full until the test lets go: a real hash could finish before the logins came.
    const work = configurePasswordWork({ concurrency: 1, queue: 4 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const filling = Array.from({ length: 5 }, () => work.run(() => held));
    assert.equal(passwordWorkLoad().full, true);
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/auth/login/",
        payload: { email: "shed@example.com", password: `wrong-${i}` },
      });
      assert.equal(res.statusCode, 503, res.body);
      assert.match(String(res.headers["retry-after"]), /^\d+$/);
    }
    const registration = await t.app.inject({
      method: "POST",
      url: "/auth/registration/",
      payload: { email: "new@example.com", password1: "Window-Seat-Always-7", password2: "Window-Seat-Always-7" },
    });
    assert.equal(registration.statusCode, 503);
    release();
    await Promise.all(filling);
    // Four refused guesses with LOGIN_MAX_ATTEMPTS=2: had they been counted, this would be a 429.
    const res = await t.app.inject({
      method: "POST",
      url: "/auth/login/",
      payload: { email: "shed@example.com", password: PASSWORD },
    });
    assert.equal(res.statusCode, 200, res.body);
  });
});

test("a login the password queue turns away (503) is not counted as a guess", async () => {
  const { db, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-busy-"));
  const config = loadConfig(
    {},
    { dataDir, jwtSecret: "x".repeat(40), passwordHashConcurrency: 1, passwordHashQueue: 0, loginMaxAttempts: 3 },
  );
  const app = await buildApp({ config, db });
  // Between the limiter's count and the password check, something else takes the only hashing slot and
  // keeps it until the login has been answered: the check is refused as busy, as in a storm, after the
  // attempt was counted. (A real hash here raced the handler's queries and sometimes finished first.)
  const work = configurePasswordWork({ concurrency: 1, queue: 0 });
  let crowd = true;
  let release = () => {};
  app.addHook("preHandler", async (request) => {
    if (crowd && request.url === "/auth/login/") {
      const held = new Promise<void>((resolve) => (release = resolve));
      void work.run(() => held);
    }
  });
  await app.ready();
  try {
    await createUser({ app, db } as unknown as TestApp);
    const login = (password: string) =>
      app.inject({ method: "POST", url: "/auth/login/", payload: { email: "jane@example.com", password } });
    for (let i = 0; i < 5; i++) {
      const busy = await login(`guess ${i}`);
      assert.equal(busy.statusCode, 503, busy.body);
      release();
      while (passwordWorkLoad().running > 0) await sleep(10);
    }
    crowd = false;
    // Five refusals, none of them a checked guess: the limit of 3 failures is untouched.
    const res = await login(PASSWORD);
    assert.equal(res.statusCode, 200, res.body);
  } finally {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
