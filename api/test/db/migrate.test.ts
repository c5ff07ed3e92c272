import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backend, freshDatabase } from "../helpers/app.ts";
import { databaseChecksums } from "../../src/backup/snapshot.ts";
import type { Database } from "../../src/db/database.ts";
import { MIGRATIONS_DIR, migrate, migrationVersions } from "../../src/db/migrate.ts";

describe(`migrations on ${backend}`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  let dir: string;
  before(async () => {
    ({ db, drop } = await freshDatabase());
    await db.query("INSERT INTO users (email, password_hash, first_name) VALUES ('kept@example.com', 'x', 'Kept')");
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
    for (const file of fs.readdirSync(MIGRATIONS_DIR))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  });
  after(async () => {
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a migration that fails leaves the database as it was, and the ones after it wait", async () => {
    const before = await databaseChecksums(db);
    const versions = (await db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY 1")).rows;
    // Every kind of change first, then an error at run time (not a syntax error caught before anything ran).
    fs.writeFileSync(
      path.join(dir, "900_breaks.sql"),
      `CREATE TABLE half_done (id int);
       ALTER TABLE users ADD COLUMN nickname text;
       UPDATE users SET first_name = 'changed';
       DELETE FROM wishlist_items;
       INSERT INTO half_done SELECT 1 / (count(*) - count(*)) FROM users;`,
    );
    fs.writeFileSync(path.join(dir, "901_after.sql"), "CREATE TABLE after_the_break (id int);");

    await assert.rejects(migrate(db, dir), /migration 900_breaks failed and was rolled back: division by zero/);

    assert.deepEqual(await databaseChecksums(db), before, "every table's rows as they were, and no new table");
    const columns = await db.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'nickname'",
    );
    assert.equal(columns.rows.length, 0, "the new column is gone");
    assert.deepEqual((await db.query("SELECT version FROM schema_migrations ORDER BY 1")).rows, versions);
    assert.equal(
      (await db.query("SELECT first_name FROM users WHERE email = 'kept@example.com'")).rows[0]?.first_name,
      "Kept",
    );

    // A migration and its row in schema_migrations are one: when the row cannot be written (here the
    // script wrote it first, so the insert conflicts), the script's changes go too. A multi-statement
    // script alone is atomic anyway (PostgreSQL runs one Query message in one implicit transaction);
    // this is what the explicit transaction adds.
    fs.writeFileSync(
      path.join(dir, "900_breaks.sql"),
      "CREATE TABLE half_done (id int); INSERT INTO schema_migrations (version) VALUES ('900_breaks');",
    );
    await assert.rejects(migrate(db, dir), /migration 900_breaks failed and was rolled back: duplicate key/);
    assert.deepEqual(await databaseChecksums(db), before);
    assert.deepEqual((await db.query("SELECT version FROM schema_migrations ORDER BY 1")).rows, versions);

    // Once mended, the same migration and the one after it apply.
    fs.writeFileSync(path.join(dir, "900_breaks.sql"), "CREATE TABLE half_done (id int);");
    assert.deepEqual(await migrate(db, dir), ["900_breaks", "901_after"]);
    assert.deepEqual(await migrate(db, dir), [], "and only once");
    assert.deepEqual(migrationVersions(dir).slice(-2), ["900_breaks", "901_after"]);
  });
});
