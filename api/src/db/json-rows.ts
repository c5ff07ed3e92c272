import type { Queryable } from "./database.ts";

/**
 * The rows of `sql` as one JSON text built by the database and parsed with JSON.parse, for queries
 * that return hundreds of rows of many columns.
 *
 * Why: PGlite decodes every cell of a result in JavaScript (a copy of its bytes and a UTF-8 decode
 * per cell, arrays parsed by hand), which was most of its cost for the product details (≈ 15,000
 * cells per page of 100); one JSON text is one cell, and JSON.parse is native. On PostgreSQL it
 * costs the same or less (node-postgres decodes cells in JavaScript too).
 *
 * The rows come back as JSON gives them: the same column names, but timestamps as ISO 8601 text
 * (not Date), numeric as JSON numbers (cast to text in `sql` to keep the digits), arrays and nested
 * json as arrays and objects. Their order is not promised: callers key them (by id).
 */
export async function queryJsonRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await db.query<{ rows: string | null }>(`SELECT json_agg(r)::text AS rows FROM (${sql}) r`, params);
  const text = rows[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}
