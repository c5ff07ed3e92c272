import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backend, emptyDatabase } from "../helpers/app.ts";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { decodeBackup, type Backup } from "../../src/backup/archive.ts";
import { OUTPUT_SETTINGS, restoreInto } from "../../src/backup/snapshot.ts";
import type { Database } from "../../src/db/database.ts";
import { MIGRATIONS_DIR, migrate, migrationVersions } from "../../src/db/migrate.ts";

/**
 * The previous release's database, made by its own code through its own API
 * (fixtures/make-previous-release.ts, committed): its migrations, its rows, and what its accounts saw.
 */
const FIXTURE = path.join(import.meta.dirname, "fixtures", "previous-release");
const previous = decodeBackup(fs.readFileSync(path.join(FIXTURE, "database.backup.gz")));
const { commit, accounts } = JSON.parse(fs.readFileSync(path.join(FIXTURE, "accounts.json"), "utf8")) as {
  commit: string;
  accounts: Array<{ email: string; password: string; lists: Array<{ name: string; items: Array<[string, number]> }> }>;
};

/** The previous release's schema from its migration files, holding its rows. */
async function previousReleaseDatabase() {
  const target = await emptyDatabase();
  await target.db.transaction((tx) => restoreInto(tx, previous, { dir: path.join(FIXTURE, "migrations") }));
  return target;
}

/** Every row of every table of the previous release is still there with the same values (new columns and rows allowed). */
async function assertEveryRowKept(db: Database, before: Backup) {
  await db.transaction(async (tx) => {
    for (const sql of OUTPUT_SETTINGS) await tx.query(sql);
    for (const table of before.tables) {
      const cols = table.columns.map((c) => `"${c}"`).join(", ");
      const now = new Set(
        (
          await tx.query<{ row: string }>(
            `SELECT row_to_json(x)::text AS row FROM (SELECT ${cols} FROM "${table.table}") x`,
          )
        ).rows.map((r) => JSON.stringify(JSON.parse(r.row))),
      );
      const missing = table.rows.filter((row) => !now.has(JSON.stringify(JSON.parse(row))));
      assert.deepEqual(
        missing,
        [],
        `${table.table}: ${missing.length} of its ${table.count} rows lost or changed by the upgrade`,
      );
    }
  });
}

describe(`upgrade from the previous release (${commit.slice(0, 7)}) on ${backend}`, () => {
  test("the current migrations run on its database and every user, list and item is intact", async () => {
    const { db, drop } = await previousReleaseDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-upgrade-"));
    try {
      const applied = await migrate(db);
      assert.deepEqual(
        applied,
        migrationVersions(MIGRATIONS_DIR).filter((v) => !previous.header.migrations.includes(v)),
      );
      await assertEveryRowKept(db, previous);
      for (const table of ["users", "wishlists", "wishlist_items", "newsletter_subscribers", "partner_applications"]) {
        assert.ok(previous.tables.find((x) => x.table === table)!.count > 0, `the fixture has ${table} to check`);
      }

      // And the shop still serves them: each account signs in with its password and finds its lists.
      const config = loadConfig(
        {},
        { dataDir, jwtSecret: "upgrade-test-secret-of-at-least-32-characters", publicUrl: "http://shop.test" },
      );
      const app = await buildApp({ config, db });
      try {
        for (const account of accounts) {
          const login = await app.inject({
            method: "POST",
            url: "/auth/login/",
            payload: { email: account.email, password: account.password },
          });
          assert.equal(login.statusCode, 200, login.body);
          const lists = await app.inject({
            method: "GET",
            url: "/api/wishlist/",
            headers: { authorization: `Bearer ${login.json().access_token}` },
          });
          const got = lists
            .json()
            .results.map((l: { name: string; items: Array<{ product: { slug: string }; quantity: number }> }) => ({
              name: l.name,
              items: l.items.map((i) => [i.product.slug, i.quantity]).sort(),
            }));
          assert.deepEqual(got, account.lists, account.email);
        }

        // Migration 005: every product of the previous release is a product with one size, under its
        // own SKU, size and prices, and its page (its old slug) answers as before.
        const { rows: sizes } = await db.query<{ products: number; variants: number; same: number }>(
          `SELECT (SELECT count(*)::int FROM products) AS products, count(*)::int AS variants,
                  count(*) FILTER (WHERE v.sku = p.sku AND v.size = p.size AND v.price = p.price)::int AS same
             FROM product_variants v JOIN products p ON p.id = v.product_id`,
        );
        assert.ok(sizes[0].products > 0);
        assert.deepEqual(sizes[0], { products: sizes[0].products, variants: sizes[0].products, same: sizes[0].products });
        const { rows: sample } = await db.query<{ slug: string; sku: string; price: string }>(
          "SELECT slug, sku, price::text AS price FROM products ORDER BY id LIMIT 3",
        );
        for (const product of sample) {
          const res = await app.inject({ method: "GET", url: `/api/products/${product.slug}/` });
          assert.equal(res.statusCode, 200, res.body);
          const detail = res.json();
          assert.equal(detail.slug, product.slug);
          assert.deepEqual(
            detail.variants.map((v: { sku: string; price: string }) => [v.sku, v.price]),
            [[product.sku, product.price]],
          );
        }
      } finally {
        await app.close();
      }
    } finally {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("the check catches a migration that loses or changes a row", async () => {
    for (const [damage, table] of [
      [
        "UPDATE wishlist_items SET quantity = quantity % 99 + 1 WHERE id = (SELECT min(id) FROM wishlist_items)",
        "wishlist_items",
      ],
      ["UPDATE users SET last_name = 'Changed' WHERE id = (SELECT max(id) FROM users)", "users"],
      [
        "DELETE FROM newsletter_subscribers WHERE id = (SELECT max(id) FROM newsletter_subscribers)",
        "newsletter_subscribers",
      ],
    ]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-damage-"));
      const { db, drop } = await previousReleaseDatabase();
      try {
        for (const file of fs.readdirSync(MIGRATIONS_DIR))
          fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
        fs.writeFileSync(path.join(dir, "999_damage.sql"), damage);
        await migrate(db, dir);
        await assert.rejects(
          assertEveryRowKept(db, previous),
          new RegExp(`${table}: 1 of its \\d+ rows lost or changed`),
        );
      } finally {
        await drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
