import type { Queryable } from "./database.ts";

export type SqlType = "int" | "text" | "bool" | "numeric" | "timestamptz" | "jsonb";
/** A column as these statements take it: its SQL type and how a row gives its value. */
export type Columns<T> = Record<string, readonly [SqlType, (row: T) => unknown]>;
const BATCH = 10_000;

/** `sql` run over `rows` in batches of BATCH rows, one array parameter per column each time. */
async function inBatches<T>(tx: Queryable, sql: string, rows: T[], specs: Columns<T>[string][]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.query(
      sql,
      specs.map(([, value]) => batch.map(value)),
    );
  }
}

const unnest = (specs: readonly (readonly [SqlType, unknown])[]) =>
  `unnest(${specs.map(([type], i) => `$${i + 1}::${type}[]`).join(", ")})`;

/**
 * INSERT … SELECT FROM unnest($1::type[], $2::type[], …): one parameter per column, whatever the row
 * count. The seed and the catalogue import write thousands of rows per statement with it.
 */
export async function insert<T>(tx: Queryable, table: string, rows: T[], columns: Columns<T>) {
  const specs = Object.values(columns);
  await inBatches(
    tx,
    `INSERT INTO ${table} (${Object.keys(columns).join(", ")}) SELECT * FROM ${unnest(specs)}`,
    rows,
    specs,
  );
}

/**
 * UPDATE … FROM unnest(…), the same way: each row of `table` whose `keys` columns equal a row's gets
 * that row's `columns`; `alsoSet` adds to the SET list (such as "hidden_at = NULL").
 */
export async function update<T>(
  tx: Queryable,
  table: string,
  rows: T[],
  keys: Columns<T>,
  columns: Columns<T>,
  alsoSet?: string,
) {
  const specs = [...Object.values(keys), ...Object.values(columns)];
  const set = [...Object.keys(columns).map((n) => `${n} = u.${n}`), ...(alsoSet ? [alsoSet] : [])].join(", ");
  const match = Object.keys(keys)
    .map((k) => `t.${k} = u.${k}`)
    .join(" AND ");
  const names = [...Object.keys(keys), ...Object.keys(columns)].join(", ");
  await inBatches(tx, `UPDATE ${table} t SET ${set} FROM ${unnest(specs)} AS u(${names}) WHERE ${match}`, rows, specs);
}
