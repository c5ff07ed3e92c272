import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { seed } from "../../src/db/seed/index.ts";
import { backend } from "../helpers/app.ts";

/**
 * `npm run catalogue` as an operator runs it (issue 21), on the embedded database of a stopped shop:
 * the report on stdout, the progress on stderr (a line per stage when stderr is a log, not a terminal),
 * the exit code, and a clear refusal for a DATA_DIR that holds no shop.
 */
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BRANDS = path.resolve(API_ROOT, "../docs/templates/brands.csv");

describe("npm run catalogue (the command)", { skip: backend !== "pglite" && "the command's PGlite path" }, () => {
  let dir: string;
  const command = (dataDir: string, args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/catalogue.ts", ...args], {
        cwd: API_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PGLITE_UNSAFE_NO_FSYNC: "true" },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("error", reject);
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-catalogue-cli-"));
    // A shop that has started once and stopped: migrated and seeded in DATA_DIR/pglite.
    const db = await openDatabase({ dataDir: path.join(dir, "shop", "pglite"), unsafeNoFsync: true });
    await migrate(db);
    await seed(db, { products: 10 });
    await db.close();
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a dry run reports and writes nothing; the apply writes; the export gives the row back", async () => {
    const shop = path.join(dir, "shop");
    const dry = await command(shop, ["import", BRANDS, "--dry-run"]);
    assert.equal(dry.status, 0, dry.stderr);
    assert.match(dry.stdout, /^brands: 1 rows — 1 added, 0 changed, 0 hidden, 0 unchanged$/m);
    assert.match(dry.stdout, /Dry run: nothing was written/);
    // stderr is a pipe here: the stages as lines, not a redrawn bar.
    assert.match(dry.stderr, /checking rows…\ncomparing with the catalogue…\n/);
    assert.doesNotMatch(dry.stderr, /writing…/);

    const applied = await command(shop, ["import", BRANDS]);
    assert.equal(applied.status, 0, applied.stderr);
    assert.match(applied.stdout, /^brands: 1 rows — 1 added/m);
    assert.match(applied.stdout, /Applied \(import \d+\)\./);
    assert.match(applied.stderr, /comparing with the catalogue…\nwriting…\n/);

    const exported = await command(shop, ["export", "brands"]);
    assert.equal(exported.status, 0, exported.stderr);
    const row = fs.readFileSync(BRANDS, "utf8").trim().split("\n")[1]!;
    assert.ok(exported.stdout.split(/\r?\n/).includes(row), `the imported row in the export:\n${exported.stdout}`);
  });

  test("a bad file: the errors by line, exit 1, nothing written", async () => {
    const bad = path.join(dir, "bad.csv");
    fs.writeFileSync(bad, "brand,name\nBad Slug!,\n");
    const r = await command(path.join(dir, "shop"), ["import", bad]);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /line 2, brand: /);
    assert.match(r.stdout, /Nothing was written: \d+ errors?\./);
  });

  test("a DATA_DIR where the shop never started is refused with what to do, not a database error", async () => {
    const r = await command(path.join(dir, "empty"), ["import", BRANDS, "--dry-run"]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /holds no shop yet: start the shop once \(npm start\)/);
    assert.doesNotMatch(r.stderr, /relation .* does not exist/);
  });
});
