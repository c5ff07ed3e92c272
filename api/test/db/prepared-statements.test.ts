import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend, freshDatabase } from "../helpers/app.ts";
import type { Database, Queryable } from "../../src/db/database.ts";
import { loadProductSummaryMap, summaryColumns, summaryJoins } from "../../src/lib/product-summary.ts";
import { productDetailRows } from "../../src/repositories/product-details.ts";
import { StatementNames, statementNames } from "../../src/db/prepared-statements.ts";

describe("statement names", () => {
  test("a text is named from its second call on, always with the same name", () => {
    const names = new StatementNames(10);
    assert.equal(names.nameFor("SELECT $1::int"), undefined);
    const name = names.nameFor("SELECT $1::int");
    assert.match(name ?? "", /^s_[0-9a-f]{20}$/);
    assert.equal(names.nameFor("SELECT $1::int"), name);
    names.nameFor("SELECT $1::text");
    assert.notEqual(names.nameFor("SELECT $1::text"), name, "another text, another name");
  });

  test("no more than the limit of texts are named, and the first ones keep their names", () => {
    const names = new StatementNames(3);
    const given = [];
    for (let i = 0; i < 5; i++) {
      names.nameFor(`SELECT ${i} + $1::int`);
      given.push(names.nameFor(`SELECT ${i} + $1::int`));
    }
    assert.equal(given.filter(Boolean).length, 3);
    assert.deepEqual(given.slice(3), [undefined, undefined]);
    assert.equal(names.nameFor("SELECT 0 + $1::int"), given[0]);
  });

  test("a flood of one-off texts does not take the places of the repeated ones", () => {
    const names = new StatementNames(2);
    for (let i = 0; i < 1000; i++) names.nameFor(`SELECT ${i} + $1::int /* once */`);
    names.nameFor("SELECT $1::int");
    assert.ok(names.nameFor("SELECT $1::int"), "a text seen twice is still named");
  });

  test("only reads are named: writes (imports, backups, restores) take no place", () => {
    const names = new StatementNames(10);
    for (const sql of ["INSERT INTO t (a) VALUES ($1)", "UPDATE t SET a = $1", "DELETE FROM t WHERE a = $1"]) {
      names.nameFor(sql);
      assert.equal(names.nameFor(sql), undefined, sql);
    }
    names.nameFor("  select $1::int");
    assert.ok(names.nameFor("  select $1::int"));
  });

  test("PG_PREPARED_STATEMENTS=off names nothing", () => {
    const names = statementNames("off");
    for (let i = 0; i < 3; i++) assert.equal(names.nameFor("SELECT $1::int"), undefined);
    const on = statementNames(undefined);
    on.nameFor("SELECT $1::int");
    assert.ok(on.nameFor("SELECT $1::int"));
  });
});

describe(`repeated statements on ${backend}`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  before(async () => {
    ({ db, drop } = await freshDatabase());
  });
  after(() => drop());

  /** Runs `read` eight times on one connection and answers what PostgreSQL kept of each statement. */
  async function plansOf(read: (tx: Queryable) => Promise<unknown>) {
    const first = await db.transaction(async (tx) => {
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await read(tx));
      for (const answer of answers) assert.deepEqual(answer, answers[0], "the same answer each time");
      if (backend !== "postgres") return { answers, plans: [] };
      const { rows } = await tx.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        "SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements",
      );
      return { answers, plans: rows };
    });
    return first;
  }

  test("a product page's row and a listing's cards are prepared once and then planned generically", async () => {
    const { answers, plans } = await plansOf(async (tx) => [
      await productDetailRows(tx, [1, 2], "en"),
      [...(await loadProductSummaryMap(tx, [3], "ams", "pl")).values()],
    ]);
    const [rows, cards] = answers[0] as [{ id: number }[], { slug: string }[]];
    assert.deepEqual(rows.map((r) => r.id).sort(), [1, 2]);
    assert.equal(cards.length, 1);
    if (backend !== "postgres") return;
    const reads = plans.filter((p) => p.statement.includes("wanted.ids"));
    assert.equal(reads.length, 2, JSON.stringify(plans.map((p) => p.statement.slice(0, 80))));
    // Named from the second call on: seven executions each; PostgreSQL plans the first five for their
    // values and keeps the generic plan from then on.
    for (const read of reads) assert.deepEqual([read.custom_plans, read.generic_plans], [5, 2]);
  });

  test("without withIds, a read by ids is planned anew at every call (why withIds exists)", { skip: backend !== "postgres" }, async () => {
    // A listing's cards as they were read before withIds.
    const sql = `SELECT ${summaryColumns("en")} FROM products p ${summaryJoins("$2")} WHERE p.id = ANY($1::int[])`;
    const { plans } = await plansOf(async (tx) => (await tx.query(sql, [[1], "ams"])).rows);
    const ours = plans.find((p) => p.statement === sql);
    assert.ok(ours, "prepared once");
    assert.deepEqual([ours.custom_plans, ours.generic_plans], [7, 0]);
  });
});
