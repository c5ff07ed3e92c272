import type { Queryable } from "../db/database.ts";
import type { CellError } from "./kinds.ts";

/** What an import would do (a dry run) or did, row by row of the file. */
export interface ImportCounts {
  added: number;
  changed: number;
  /** Products (or offers) the catalogue had that a full import leaves out: hidden, never deleted. */
  hidden: number;
  unchanged: number;
}

export interface ImportPlan {
  counts: ImportCounts;
  errors: CellError[];
  /** Writes what was planned, in the caller's transaction; only called when there are no errors. */
  write: (tx: Queryable) => Promise<void>;
}

/** A row read by its kind's columns (kinds.ts readRow), with its line in the file. */
export interface ImportRow {
  line: number;
  values: Record<string, unknown>;
}

export interface PlanOptions {
  /** The file is the whole catalogue of its kind: what it leaves out is hidden. */
  full: boolean;
}

export const noCounts = (): ImportCounts => ({ added: 0, changed: 0, hidden: 0, unchanged: 0 });

/** Counts a keyed row as added (no row `was`), changed or unchanged, and files it to insert or update. */
export function tally<T>(counts: ImportCounts, was: unknown, same: boolean, next: T, added: T[], changed: T[]): void {
  if (was === undefined) {
    counts.added++;
    added.push(next);
  } else if (!same) {
    counts.changed++;
    changed.push(next);
  } else {
    counts.unchanged++;
  }
}

/** `translations` with the file's cells for `field` applied: a cell given sets it, an empty one removes it. */
export function withTranslations(
  current: Record<string, Record<string, string>>,
  field: string,
  values: Record<string, unknown>,
): Record<string, Record<string, string>> {
  const next: Record<string, Record<string, string>> = structuredClone(current);
  for (const lang of ["pl", "de"]) {
    const cell = values[`${field}_${lang}`];
    if (cell === undefined) continue;
    if (cell === null || cell === "") {
      if (next[lang]) delete next[lang][field];
      if (next[lang] && Object.keys(next[lang]).length === 0) delete next[lang];
    } else {
      next[lang] = { ...next[lang], [field]: String(cell) };
    }
  }
  return next;
}

/** Equal as stored JSON, whatever the order of the keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The first line each key was seen on: a second row for the same key is an error naming it. */
export class FirstLines {
  readonly #lines = new Map<string, number>();
  /** The earlier line of `key`, or undefined (and `line` remembered) when it is new. */
  seen(key: string, line: number): number | undefined {
    const earlier = this.#lines.get(key);
    if (earlier === undefined) this.#lines.set(key, line);
    return earlier;
  }
}
