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
}
