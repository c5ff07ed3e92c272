import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backend } from "../helpers/app.ts";
import { loadConfig } from "../../src/config.ts";
import { fsyncCalls, openDatabase } from "../../src/db/database.ts";

// The power cut itself is reliability/power-cut-test.mjs (it needs root); this checks the mechanism
// where every test runs: each commit of PGlite on disk reaches fsync(2), and the opt-out really skips it.
describe("PGlite on disk syncs every commit", { skip: backend !== "pglite" && "PGlite only" }, () => {
  for (const unsafeNoFsync of [false, true]) {
    test(
      unsafeNoFsync ? "PGLITE_UNSAFE_NO_FSYNC: no fsync at all" : "by default: at least one fsync per commit",
      async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-durability-"));
        const db = await openDatabase({ dataDir: path.join(dir, "pglite"), unsafeNoFsync });
        try {
          const settings = (
            await db.query<{ fsync: string; method: string }>(
              "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method",
            )
          ).rows[0];
          await db.exec("CREATE TABLE t (id int)");
          const before = fsyncCalls.count;
          for (let i = 0; i < 20; i++) await db.query("INSERT INTO t VALUES ($1)", [i]);
          const synced = fsyncCalls.count - before;
          if (unsafeNoFsync) {
            assert.equal(settings.fsync, "off");
            assert.equal(synced, 0);
          } else {
            assert.deepEqual(settings, { fsync: "on", method: "fsync" });
            assert.ok(synced >= 20, `${synced} fsyncs for 20 commits`);
          }
        } finally {
          await db.close();
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  }
});

test("PGLITE_UNSAFE_NO_FSYNC is off unless set, and a value that is not a yes or no is refused", () => {
  assert.equal(loadConfig({}).pgliteUnsafeNoFsync, false);
  assert.equal(loadConfig({ PGLITE_UNSAFE_NO_FSYNC: "1" }).pgliteUnsafeNoFsync, true);
  assert.equal(loadConfig({ PGLITE_UNSAFE_NO_FSYNC: "false" }).pgliteUnsafeNoFsync, false);
  assert.throws(
    () => loadConfig({ PGLITE_UNSAFE_NO_FSYNC: "sometimes" }),
    /PGLITE_UNSAFE_NO_FSYNC must be 1 or 0 \(true or false\), got "sometimes"/,
  );
});
