import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backend } from "../helpers/app.ts";
import { loadConfig } from "../../src/config.ts";
import { openDatabase, type Database, type Transaction } from "../../src/db/database.ts";

// PGLITE_THREAD=worker, the server's default: the same Database as PGlite on the caller's thread, with
// PGlite on a thread of its own. The API suite runs its routes on PGlite in the test's thread (tests
// clone a seeded template, which a thread does not start from); the browser and reliability suites run
// the server, and so this mode. Here: what crosses between the threads, and why it is there.
describe("PGlite on a thread of its own", { skip: backend !== "pglite" && "PGlite only" }, () => {
  let dir: string;
  let db: Database & { fsyncCount(): Promise<number> };

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pglite-thread-"));
    db = (await openDatabase({ dataDir: path.join(dir, "pglite"), pgliteThread: "worker" })) as typeof db;
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, at timestamptz, doc jsonb, tags text[], raw bytea, price numeric(10,2));
                   CREATE TABLE counter (n int NOT NULL); INSERT INTO counter VALUES (0);`);
  });
  after(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("parameters and rows of every kind the shop uses come across unchanged", async () => {
    const at = new Date("2026-03-29T00:59:59.123Z");
    const raw = new Uint8Array([0, 1, 254, 255]);
    const inserted = await db.query("INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id", [1, "Zoë's \u{1F6EB}", at, JSON.stringify({ a: [1, null] }), ["x", "y"], raw, "12.30"]);
    assert.equal(inserted.rowCount, 1);
    const { rows } = await db.query<Record<string, unknown>>("SELECT * FROM t WHERE id = $1", [1]);
    assert.deepEqual(rows, [{ id: 1, name: "Zoë's \u{1F6EB}", at, doc: { a: [1, null] }, tags: ["x", "y"], raw, price: "12.30" }]);
    assert.ok(rows[0]!.at instanceof Date);
    const none = await db.query("SELECT * FROM t WHERE id = $1", [404]);
    assert.deepEqual(none, { rows: [], rowCount: 0 });
  });

  test("an error keeps PostgreSQL's fields (code, constraint, detail)", async () => {
    await db.query("INSERT INTO t (id, name) VALUES (2, 'a')");
    const error = await db.query("INSERT INTO t (id, name) VALUES (2, 'b')").then(
      () => assert.fail("a duplicate key was accepted"),
      (e: unknown) => e as Error & { code?: string; constraint?: string; detail?: string },
    );
    assert.ok(error instanceof Error);
    assert.match(error.message, /duplicate key/);
    assert.equal(error.code, "23505");
    assert.equal(error.constraint, "t_pkey");
    assert.match(error.detail ?? "", /\(id\)=\(2\)/);
    // Its stack names the code that asked, in this thread, and then where it failed in PGlite's.
    async function insertTheSameKeyAgain() {
      await db.query("INSERT INTO t (id, name) VALUES (2, 'c')");
    }
    const located = await insertTheSameKeyAgain().then(
      () => assert.fail("a duplicate key was accepted"),
      (e: unknown) => e as Error,
    );
    const [here, there] = (located.stack ?? "").split("in PGlite's thread:");
    assert.match(here ?? "", /^\w*: duplicate key/);
    assert.doesNotMatch(here ?? "", /errorFrom/);
    assert.match(here ?? "", /at async insertTheSameKeyAgain /);
    assert.match(there ?? "", /^\s+at /m);
    // The thread goes on answering after an error.
    assert.equal((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE id = 2")).rows[0]!.n, 1);
  });

  test("a transaction commits when its function resolves and rolls back, with the same error, when it throws", async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, name) VALUES ($1, $2)", [3, "kept"]);
      await tx.exec("UPDATE counter SET n = n + 1; UPDATE counter SET n = n + 1");
      return "done";
    });
    assert.equal(value, "done");
    const thrown = new Error("changed my mind");
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t (id, name) VALUES ($1, $2)", [4, "dropped"]);
        throw thrown;
      }),
      (e) => e === thrown,
    );
    // A statement that fails inside the transaction: its error reaches the function, then all is rolled back.
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query("UPDATE counter SET n = n + 100");
        await tx.query("INSERT INTO t (id, name) VALUES (3, 'again')");
      }),
      { code: "23505" },
    );
    const ids = (await db.query<{ id: number }>("SELECT id FROM t WHERE id IN (3, 4) ORDER BY id")).rows.map((r) => r.id);
    assert.deepEqual(ids, [3]);
    assert.equal((await db.query<{ n: number }>("SELECT n FROM counter")).rows[0]!.n, 2);
  });

  test("a commit that fails is the transaction's error, and a closed transaction refuses statements", async () => {
    await db.exec("CREATE TABLE deferred (id int, CONSTRAINT deferred_once UNIQUE (id) DEFERRABLE INITIALLY DEFERRED)");
    let kept: Transaction | undefined;
    await assert.rejects(
      db.transaction(async (tx) => {
        kept = tx;
        await tx.query("INSERT INTO deferred VALUES (1)");
        await tx.query("INSERT INTO deferred VALUES (1)"); // checked only at the commit
        return "inserted";
      }),
      { code: "23505", constraint: "deferred_once" },
    );
    assert.equal((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM deferred")).rows[0]!.n, 0);
    await assert.rejects(kept!.query("SELECT 1"), /Transaction is closed/);
    await db.transaction(async (tx) => void (kept = tx));
    await assert.rejects(kept!.exec("SELECT 1"), /Transaction is closed/);
    assert.equal((await db.query<{ one: number }>("SELECT 1 AS one")).rows[0]!.one, 1);
  });

  test("transactions and single queries asked at once run one after another, as on one connection", async () => {
    await db.query("UPDATE counter SET n = 0");
    // Read, then write what was read plus one: interleaved transactions would lose increments.
    const bump = () =>
      db.transaction(async (tx) => {
        const { n } = (await tx.query<{ n: number }>("SELECT n FROM counter")).rows[0]!;
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.query("UPDATE counter SET n = $1", [n + 1]);
      });
    const reads = Array.from({ length: 10 }, () => db.query<{ n: number }>("SELECT n FROM counter"));
    await Promise.all([...Array.from({ length: 20 }, bump), ...reads]);
    assert.equal((await db.query<{ n: number }>("SELECT n FROM counter")).rows[0]!.n, 20);
  });

  test("NOTIFY reaches a listener until it stops", async () => {
    const heard: string[] = [];
    const stop = await db.listen("shop_test", (payload) => heard.push(payload));
    await db.query("SELECT pg_notify('shop_test', 'one')");
    await db.query("SELECT pg_notify('shop_test', 'two')");
    await waitFor(() => heard.length === 2);
    assert.deepEqual(heard, ["one", "two"]);
    await stop();
    await db.query("SELECT pg_notify('shop_test', 'three')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(heard, ["one", "two"]);
  });

  test("the API's event loop keeps turning while a long query runs", async () => {
    const heavy = "SELECT sum(g)::text AS s FROM generate_series(1, 4000000) g";
    const onWorker = await loopWhile(() => db.query(heavy));
    const inThread = await openDatabase({ pgliteThread: "main" });
    try {
      const onMain = await loopWhile(() => inThread.query(heavy));
      // On the caller's thread the query holds the loop for about its whole length; on its own thread the
      // loop keeps turning (its longest pause is the machine's, under load a few tens of milliseconds).
      assert.ok(onMain.longestGapMs > onMain.queryMs * 0.8, `in the caller's thread: ${JSON.stringify(onMain)}`);
      assert.ok(onWorker.longestGapMs < Math.min(onWorker.queryMs, onMain.longestGapMs) / 2, `on its own thread: ${JSON.stringify(onWorker)} (in the caller's: ${JSON.stringify(onMain)})`);
    } finally {
      await inThread.close();
    }
  });

  test("on disk every commit is synced, and the data is there after a close and a new thread", async () => {
    const settings = (await db.query<{ fsync: string; method: string }>("SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method")).rows[0];
    assert.deepEqual(settings, { fsync: "on", method: "fsync" });
    const before = await db.fsyncCount();
    for (let i = 0; i < 10; i++) await db.query("INSERT INTO t (id, name) VALUES ($1, 'synced')", [100 + i]);
    const synced = (await db.fsyncCount()) - before;
    assert.ok(synced >= 10, `${synced} fsyncs for 10 commits`);
    await db.close();
    await assert.rejects(db.query("SELECT 1"), /PGlite's thread ended/);
    db = (await openDatabase({ dataDir: path.join(dir, "pglite"), pgliteThread: "worker" })) as typeof db;
    assert.equal((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE name = 'synced'")).rows[0]!.n, 10);
  });

  test("a thread that cannot open its data directory fails the open, not a later query", async () => {
    const file = path.join(dir, "not-a-directory");
    fs.writeFileSync(file, "");
    await assert.rejects(openDatabase({ dataDir: path.join(file, "pglite"), pgliteThread: "worker" }));
  });
});

test("PGLITE_THREAD is worker unless set to main, and anything else is refused", () => {
  assert.equal(loadConfig({}).pgliteThread, "worker");
  assert.equal(loadConfig({ PGLITE_THREAD: "main" }).pgliteThread, "main");
  assert.equal(loadConfig({ PGLITE_THREAD: "Worker" }).pgliteThread, "worker");
  assert.throws(() => loadConfig({ PGLITE_THREAD: "both" }), /PGLITE_THREAD must be worker or main/);
});

async function waitFor(done: () => boolean, ms = 2000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The longest the event loop went without running a 5 ms timer while `query` ran, and the query's length. */
async function loopWhile(query: () => Promise<unknown>) {
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const queryStarted = performance.now();
  await query();
  const queryMs = performance.now() - queryStarted;
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  const now = performance.now();
  longestGapMs = Math.max(longestGapMs, now - last);
  return { longestGapMs: Math.round(longestGapMs), queryMs: Math.round(queryMs), totalMs: Math.round(now - started) };
}
