import { createHash } from "node:crypto";

/**
 * Names for the PostgreSQL statements the API sends again and again, so that each pooled connection
 * parses and plans them once (a named prepared statement) instead of at every call.
 *
 * Why: node-postgres sends a parameterised query unnamed, and PostgreSQL then parses it and makes a
 * custom plan for every execution. For the catalogue's reads that is most of the database's work:
 * logged with `log_min_duration_statement = 0` under bench/api-misses.mjs, a product detail's rows
 * took 0.53 ms to parse, 3.72 ms to bind (the planning) and 0.99 ms to run. A named statement is
 * parsed once per connection, and after five executions PostgreSQL keeps a generic plan when it costs
 * no more than the custom ones (plan_cache_mode = auto), so later calls only run.
 *
 * Only reads (SELECT) are named, from their second call on, and at most `limit` texts: every name is a
 * plan kept in each of the pool's connections (at most `limit` × PG_POOL_SIZE per API process). Texts
 * seen once (a one-off filter combination) take no place; a text seen twice keeps its place for the
 * process's life, so after `limit` such texts later ones go unnamed: slower, never wrong. The writes
 * of imports, backups and restores (a statement per table) stay unnamed and take no place.
 *
 * Off (every text unnamed) with PG_PREPARED_STATEMENTS=off, for a pooler that does not keep a
 * session's prepared statements (PgBouncer in transaction mode before 1.21).
 */
const READ = /^\s*SELECT\b/i;

export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  constructor(private readonly limit = 200) {}

  /** The name to prepare `sql` under, or undefined to send it unnamed. */
  nameFor(sql: string): string | undefined {
    const name = this.named.get(sql);
    if (name !== undefined || this.limit === 0 || !READ.test(sql)) return name;
    if (!this.seenOnce.has(sql)) {
      // Bounded the same way: past the limit the first sightings are forgotten, not kept forever.
      if (this.seenOnce.size >= this.limit * 10) this.seenOnce.clear();
      this.seenOnce.add(sql);
      return undefined;
    }
    if (this.named.size >= this.limit) return undefined;
    this.seenOnce.delete(sql);
    const given = `s_${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
    this.named.set(sql, given);
    return given;
  }
}

/** The statement names of a pool: off when PG_PREPARED_STATEMENTS is "off". */
export const statementNames = (setting = process.env.PG_PREPARED_STATEMENTS): StatementNames =>
  new StatementNames(setting === "off" ? 0 : 200);
