import type { Queryable } from "../db/database.ts";
import type { ContentLanguage } from "./content-language.ts";

/** Collects the parameters of a query being built and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE's wildcards so that a user's "%" or "_" matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The options of the catalogue's list queries: a SQL condition with its parameters, and a page window. */
export interface ListQueryOptions {
  where?: string;
  params?: unknown[];
  limit?: number;
  offset?: number;
  /** The language of the rows' text (English when absent); the query builds its columns with it. */
  lang?: ContentLanguage;
}

/**
 * One page of rows: `select` (a SELECT … FROM … with no WHERE) filtered by `where` and sorted by
 * `orderBy`. The page's LIMIT and OFFSET are bound after the caller's parameters, so `where` numbers
 * its own placeholders from $1.
 */
export async function selectPage<R>(
  db: Queryable,
  select: string,
  orderBy: string,
  { where = "TRUE", params = [], limit = 100, offset = 0 }: ListQueryOptions = {},
): Promise<R[]> {
  const n = params.length;
  const { rows } = await db.query<R>(`${select} WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...params,
    limit,
    offset,
  ]);
  return rows;
}
