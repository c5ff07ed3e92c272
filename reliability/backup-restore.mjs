#!/usr/bin/env node
// Backup while the shop serves, end to end with the real processes: the API on PGlite takes writes from
// several clients while `npm run backup` asks it for a backup through DATA_DIR/control.sock; the backup
// is then restored with `npm run restore` into a new DATA_DIR (PGlite) and into a new PostgreSQL
// database (the move to PostgreSQL). Both restored databases must hold every write acknowledged before
// the backup began, and the same rows as each other, table by table.
//   node reliability/backup-restore.mjs [--clients 4]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  call,
  createPgDatabase,
  flag,
  freePort,
  ListWriters,
  openDirect,
  ROOT,
  sleep,
  startApi,
  stopApi,
  tempDir,
} from "./lib.mjs";

const CLIENTS = Number(flag("clients", 4));

function script(name, args, env) {
  const r = spawnSync(process.execPath, ["--import", "tsx", `api/scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`npm run ${name} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout.trim();
}

/** Row count and checksum per table, computed the same way on PGlite and PostgreSQL. */
async function checksums(db) {
  const tables = (
    await db.query(
      "SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname",
    )
  ).rows.map((r) => r.name);
  await db.query("SET TimeZone = 'UTC'");
  const result = {};
  for (const t of tables) {
    // Each restore applies the migrations anew: their versions must agree, not the times they ran.
    const row_ = t === "schema_migrations" ? "x.version" : "x::text";
    const sql = `SELECT count(*)::int AS n, md5(coalesce(string_agg(${row_}, '|' ORDER BY ${row_} COLLATE "C"), '')) AS sum FROM "${t}" x`;
    const row = (await db.query(sql)).rows[0];
    result[t] = `${row.n} rows, ${row.sum}`;
  }
  return result;
}

const work = tempDir("backup-restore");
const dataDir = path.join(work, "shop");
const backupFile = path.join(work, "shop.backup.gz");
const pg = await createPgDatabase("restore");
let api;
let failed = false;
try {
  api = await startApi({ port: await freePort(), dataDir });
  const products = (await call(api.base, "GET", "/api/products/?page_size=50")).json.results.map((p) => p.slug);
  const writers = await new ListWriters({
    base: api.base,
    dataDir,
    label: "backup",
    clients: CLIENTS,
    itemsPerList: 10,
    item: (client, i) => ({ slug: products[(client.n * 11 + i) % products.length], quantity: i + 1 }),
  }).signUp();
  writers.start();
  await sleep(1500);
  const before = writers.snapshot();
  const writesBefore = writers.acknowledged();
  const t0 = Date.now();
  console.log(script("backup", ["--out", backupFile], { DATA_DIR: dataDir }));
  const backupMs = Date.now() - t0;
  await sleep(500);
  const errors = await writers.stop();
  if (errors.length) throw new Error(`a write failed: ${errors[0].message}`);
  const writesAfter = writers.acknowledged();
  console.log(
    `writes acknowledged: ${writesBefore} before the backup, ${writesAfter - writesBefore} during and after it (backup took ${backupMs} ms)`,
  );
  if (writesAfter === writesBefore) throw new Error("no write went through during or after the backup");
  await stopApi(api);

  const restoredDir = path.join(work, "restored");
  console.log(script("restore", [backupFile], { DATA_DIR: restoredDir }));
  const targets = [["PGlite", await openDirect({ dataDir: restoredDir })]];
  if (pg.skipped) console.log(`PostgreSQL: skipped (${pg.skipped})`);
  else {
    console.log(script("restore", [backupFile], { DATA_DIR: path.join(work, "on-postgres"), DATABASE_URL: pg.url }));
    targets.push(["PostgreSQL", await openDirect({ databaseUrl: pg.url })]);
  }
  const sums = [];
  for (const [name, db] of targets) {
    try {
      const items = new Map(
        (
          await db.query(
            "SELECT i.wishlist_id, p.slug, i.quantity FROM wishlist_items i JOIN products p ON p.id = i.product_id",
          )
        ).rows.map((r) => [`${r.wishlist_id}/${r.slug}`, Number(r.quantity)]),
      );
      const ids = new Set((await db.query("SELECT id FROM wishlists")).rows.map((r) => Number(r.id)));
      let missing = 0;
      for (const [id, expected] of before) {
        if (!ids.has(id)) missing++;
        for (const [slug, quantity] of expected) if (items.get(`${id}/${slug}`) !== quantity) missing++;
      }
      console.log(`${name}: ${missing} of the ${writesBefore} writes acknowledged before the backup missing`);
      if (missing) failed = true;
      sums.push([name, await checksums(db)]);
    } finally {
      await db.close();
    }
  }
  if (sums.length === 2) {
    const [[a, x], [b, y]] = sums;
    const differ = Object.keys({ ...x, ...y }).filter((t) => x[t] !== y[t]);
    console.log(
      `${a} and ${b} restores: ${Object.keys(x).length} tables, ${differ.length} differ${differ.length ? `: ${differ.join(", ")}` : ""}`,
    );
    if (differ.length) failed = true;
  }
} catch (error) {
  console.error(error.stack || error.message);
  failed = true;
} finally {
  if (api && api.child.exitCode === null && api.child.signalCode === null) await stopApi(api, "SIGKILL");
  await pg.drop?.().catch((error) => console.error(`could not drop the test database: ${error.message}`));
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(
  failed ? "FAIL" : "PASS: backup taken while serving, restored on PGlite and PostgreSQL with every acknowledged write",
);
process.exit(failed ? 1 : 0);
