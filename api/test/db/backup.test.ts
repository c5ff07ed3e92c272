import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { backend, createTestApp, emptyDatabase, type TestApp } from "../helpers/app.ts";
import { bearer, createUser, login } from "../accounts/support.ts";
import { BackupFileError, decodeBackup, encodeBackup, type Backup } from "../../src/backup/archive.ts";
import { claimDataDir, DataDirInUseError, requestBackup } from "../../src/backup/control-socket.ts";
import { databaseChecksums, hasShopTables, restoreInto, takeBackup } from "../../src/backup/snapshot.ts";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { seed } from "../../src/db/seed/index.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const API_ROOT = path.resolve(import.meta.dirname, "../..");

/** Sequences as a restore must leave them: the next id of every table the same as in the source. */
const sequences = async (db: Database) =>
  (await db.query("SELECT sequencename, last_value::text AS last_value FROM pg_sequences ORDER BY 1")).rows;

/** Users with lists and items made through the API, a generated secret and an imported picture. */
async function fillShop(t: TestApp) {
  const products = (await t.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 4")).rows.map(
    (r) => r.slug,
  );
  for (const email of ["ann@example.com", "bob@example.com", "cho@example.com"]) {
    await createUser(t, { email, first_name: "Zoë ✈", last_name: "O'Brien" });
    const auth = bearer((await login(t, email)).access_token);
    for (const name of ["Trip", "Gifts"]) {
      const list = await t.app.inject({
        method: "POST",
        url: "/api/wishlist/",
        headers: auth,
        payload: { name: `${name} «${email}»` },
      });
      assert.equal(list.statusCode, 201, list.body);
      for (const [i, product] of products.entries()) {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/wishlist/${list.json().id}/items/`,
          headers: auth,
          payload: { product, quantity: i + 1 },
        });
        assert.equal(res.statusCode, 201, res.body);
      }
    }
  }
  fs.writeFileSync(path.join(t.dataDir, "jwt-secret"), "s".repeat(128), { mode: 0o600 });
  fs.mkdirSync(path.join(t.dataDir, "media", "brands"), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, "media", "brands", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.mkdirSync(path.join(t.dataDir, "outbox"), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, "outbox", "test.eml"), "To: nobody");
}

async function restoreIntoEmpty(file: Buffer) {
  const target = await emptyDatabase();
  await target.db.transaction((tx) => restoreInto(tx, decodeBackup(file)));
  return target;
}

describe(`backup and restore on ${backend}`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await fillShop(t);
  });
  after(() => t.close());

  test("backup → wipe → restore gives the same rows, checksum per table, sequences and files", async () => {
    const file = encodeBackup(await takeBackup(t.db, t.dataDir));
    const source = await databaseChecksums(t.db);
    assert.ok(
      source.users.count >= 3 &&
        source.wishlists.count >= 6 &&
        source.wishlist_items.count >= 24 &&
        source.products.count > 0,
    );
    const { db, drop } = await restoreIntoEmpty(file);
    try {
      assert.deepEqual(await databaseChecksums(db), source);
      assert.deepEqual(await sequences(db), await sequences(t.db));
      const restored = await db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY 1");
      const original = await t.db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY 1");
      assert.deepEqual(restored.rows, original.rows);
    } finally {
      await drop();
    }
    const files = decodeBackup(file).files;
    assert.deepEqual(
      files.map((f) => [f.path, f.data.toString()]),
      [
        ["jwt-secret", "s".repeat(128)],
        ["media/brands/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>"],
      ],
      "the secret and the media, not the test outbox",
    );
    assert.equal(files[0].mode, 0o600);
  });

  test("writes carry on during a backup, and the backup is one snapshot of them", async () => {
    let stop = false;
    let backupRunning = false;
    let duringBackup = 0;
    const acknowledged: string[] = [];
    // Each write puts a subscriber and an application in one transaction: a backup that read the two
    // tables at different moments would hold one without the other.
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `w${n}.${i}@example.com`;
        await t.db.transaction(async (tx) => {
          await tx.query("INSERT INTO newsletter_subscribers (email, token) VALUES ($1, $2)", [
            email,
            `token-${email}`,
          ]);
          await tx.query(
            "INSERT INTO partner_applications (company, contact_name, email, message) VALUES ($1, 'W', $1, 'm')",
            [email],
          );
        });
        acknowledged.push(email);
        if (backupRunning) duringBackup++;
        // In-memory PGlite answers within microtasks: without a turn of the event loop no timer would fire.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = [1, 2, 3].map(writer);
    await sleep(100);
    const before = new Set(acknowledged);
    backupRunning = true;
    const backup = await takeBackup(t.db, t.dataDir);
    backupRunning = false;
    const atBackupEnd = acknowledged.length;
    await sleep(100);
    stop = true;
    await Promise.all(writers);
    assert.ok(before.size > 0, "writes were going on when the backup started");
    assert.ok(acknowledged.length > atBackupEnd, "writes went on after the backup");
    if (backend === "postgres") assert.ok(duringBackup > 0, "on PostgreSQL the backup's reads do not hold writers up");

    const { db, drop } = await restoreIntoEmpty(encodeBackup(backup));
    try {
      const got = await databaseChecksums(db);
      for (const table of backup.tables)
        assert.deepEqual(got[table.table], { count: table.count, checksum: table.checksum }, table.table);
      const subscribers = new Set(
        (await db.query<{ email: string }>("SELECT email FROM newsletter_subscribers WHERE email LIKE 'w%'")).rows.map(
          (r) => r.email,
        ),
      );
      const applications = new Set(
        (
          await db.query<{ company: string }>("SELECT company FROM partner_applications WHERE company LIKE 'w%'")
        ).rows.map((r) => r.company),
      );
      for (const email of before)
        assert.ok(subscribers.has(email), `${email}, acknowledged before the backup, is in it`);
      assert.deepEqual([...subscribers].sort(), [...applications].sort(), "no write is in the backup by half");
      assert.ok(subscribers.size < acknowledged.length, "the writes made after the snapshot are not in it");
    } finally {
      await drop();
    }
  });

  test("a damaged, truncated or foreign file is refused with a clear error", async () => {
    const file = encodeBackup(await takeBackup(t.db, t.dataDir));
    const text = gunzipSync(file).toString("utf8");
    const flipped = Buffer.from(file);
    flipped[flipped.length >> 1] ^= 0xff;
    const cases: Array<[string, Buffer, RegExp]> = [
      ["cut in half", file.subarray(0, file.length >> 1), /not a complete backup file.*truncated/],
      ["a byte flipped", flipped, /not a complete backup file|damaged/],
      [
        "a row altered and compressed again",
        gzipSync(text.replace("ann@example.com", "eve@example.com")),
        /checksum does not match/,
      ],
      [
        "its last line cut off",
        gzipSync(text.split("\n").slice(0, -2).join("\n") + "\n"),
        /truncated: its end line is missing/,
      ],
      ["not a backup", gzipSync("hello\n"), /not a travel-retail-shop-backup file/],
      ["empty", Buffer.alloc(0), /not a complete backup file/],
    ];
    for (const [what, bad, message] of cases) {
      assert.throws(
        () => decodeBackup(bad, "the file"),
        (error: Error) => error instanceof BackupFileError && message.test(error.message),
        what,
      );
    }
  });

  test("a restore that goes wrong changes nothing in the target database", async () => {
    const good = await takeBackup(t.db, t.dataDir);
    const users = good.tables.find((x) => x.table === "users")!;
    // Well-formed files whose contents cannot come back as they were taken.
    const mallory = users.rows.map((row, i) =>
      i === 0 ? row.replace(/"first_name":"[^"]*"/, '"first_name":"Mallory"') : row,
    );
    assert.notDeepEqual(mallory, users.rows);
    const altered: Backup = {
      ...good,
      tables: good.tables.map((x) => (x === users ? { ...users, rows: mallory } : x)),
    };
    const future: Backup = {
      ...good,
      header: { ...good.header, migrations: [...good.header.migrations, "999_from_the_future"] },
    };
    for (const [bad, message] of [
      [altered, /table users did not come back the same/],
      [future, /newer version of the shop/],
    ] as const) {
      const { db, drop } = await emptyDatabase();
      try {
        await assert.rejects(
          db.transaction((tx) => restoreInto(tx, decodeBackup(encodeBackup(bad)))),
          message,
        );
        assert.equal(await hasShopTables(db), false, "the target is as empty as before");
      } finally {
        await drop();
      }
    }
  });

  test("the process holding DATA_DIR serves backups on its socket and keeps others out", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-control-"));
    try {
      fs.writeFileSync(path.join(dir, "control.sock"), ""); // left behind by a killed process
      const control = await claimDataDir(dir);
      assert.ok(control);
      assert.equal(fs.statSync(path.join(dir, "control.sock")).mode & 0o777, 0o600);
      await assert.rejects(claimDataDir(dir), DataDirInUseError);
      control.onBackup(async () => encodeBackup(await takeBackup(t.db, t.dataDir)));
      const file = await requestBackup(dir);
      assert.ok(file);
      assert.ok(decodeBackup(file).tables.find((x) => x.table === "users")!.count >= 3);
      await control.close();
      assert.equal(await requestBackup(dir), undefined, "nobody holds DATA_DIR any more");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test(
    "a PGlite shop moved to PostgreSQL keeps every row",
    { skip: backend !== "postgres" && "needs TEST_DATABASE_URL" },
    async () => {
      const pglite = await openDatabase({});
      let file: Buffer;
      let source: Awaited<ReturnType<typeof databaseChecksums>>;
      try {
        await migrate(pglite);
        await seed(pglite, { products: 30 });
        await pglite.query(
          "INSERT INTO users (email, password_hash, first_name) VALUES ('mover@example.com', 'x', 'Zoë')",
        );
        await pglite.query("INSERT INTO wishlists (user_id, name) SELECT id, 'Moving «day»' FROM users");
        await pglite.query(
          `INSERT INTO wishlist_items (wishlist_id, product_id, variant_id, quantity)
           SELECT w.id, p.id, v.id, 2 FROM wishlists w, products p JOIN product_variants v ON v.product_id = p.id AND v.position = 0
            WHERE p.id <= 5`,
        );
        file = encodeBackup(await takeBackup(pglite, t.dataDir));
        source = await databaseChecksums(pglite);
      } finally {
        await pglite.close();
      }
      const { db, drop } = await restoreIntoEmpty(file);
      try {
        assert.deepEqual(await databaseChecksums(db), source);
        assert.equal(source.wishlist_items.count, 5);
      } finally {
        await drop();
      }
    },
  );

  test(
    "npm run restore refuses a bad file and leaves DATA_DIR empty; restore then backup of a stopped shop round-trips",
    { skip: backend !== "pglite" && "the scripts' PGlite path" },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cli-"));
      const script = (name: string, args: string[]) =>
        spawnSync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
          cwd: API_ROOT,
          env: { ...process.env, DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" },
          encoding: "utf8",
        });
      try {
        const backup = await takeBackup(t.db, t.dataDir);
        const good = path.join(dir, "good.backup.gz");
        fs.writeFileSync(good, encodeBackup(backup));
        const truncated = path.join(dir, "truncated.backup.gz");
        fs.writeFileSync(truncated, fs.readFileSync(good).subarray(0, 5000));

        let r = script("restore", [truncated]);
        assert.equal(r.status, 1, r.stderr);
        assert.match(r.stderr, /^Error: .*truncated\.backup\.gz is not a complete backup file/);
        assert.equal(fs.existsSync(path.join(dir, "data", "pglite")), false, "nothing was written");

        r = script("restore", [good]);
        assert.equal(r.status, 0, r.stderr);
        r = script("restore", [good]);
        assert.equal(r.status, 1);
        assert.match(r.stderr, /already holds a database; --force replaces it/);

        const again = path.join(dir, "again.backup.gz");
        r = script("backup", ["--out", again]);
        assert.equal(r.status, 0, r.stderr);
        assert.match(r.stdout, /the shop is not running/);
        const roundTrip = decodeBackup(fs.readFileSync(again));
        assert.deepEqual(
          roundTrip.tables.map((x) => [x.table, x.count, x.checksum]),
          backup.tables.map((x) => [x.table, x.count, x.checksum]),
        );
        assert.deepEqual(roundTrip.sequences, backup.sequences);
        assert.equal(fs.readFileSync(path.join(dir, "data", "jwt-secret"), "utf8"), "s".repeat(128));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
