import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";

/**
 * The backup file: gzip'd JSON lines, the same for PGlite and PostgreSQL so a backup of one restores
 * into the other. A header, then per table a line naming its columns, row count and checksum followed
 * by one JSON object per row, then the sequences and the files of DATA_DIR, and last an end line with
 * the SHA-256 of every line before it: a truncated or altered file is refused before anything is
 * touched.
 */
export const FORMAT = "travel-retail-shop-backup";
export const FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  /** schema_migrations of the database backed up: a restore migrates to exactly these first. */
  migrations: string[];
}

export interface TableDump {
  table: string;
  /** Stored columns (generated ones are left out: the database computes them again). */
  columns: string[];
  rows: string[];
  /** Row count and checksum of the whole rows (generated columns included), taken in the snapshot. */
  count: number;
  checksum: string;
}

export interface SequenceDump {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

export interface FileDump {
  /** Relative to DATA_DIR, with forward slashes. */
  path: string;
  mode: number;
  data: Buffer;
}

export interface Backup {
  header: BackupHeader;
  tables: TableDump[];
  sequences: SequenceDump[];
  files: FileDump[];
}

export class BackupFileError extends Error {}

export function encodeBackup(backup: Backup): Buffer {
  const lines: string[] = [JSON.stringify(backup.header)];
  for (const t of backup.tables) {
    lines.push(JSON.stringify({ table: t.table, columns: t.columns, count: t.count, checksum: t.checksum }));
    for (const row of t.rows) lines.push(row);
  }
  for (const s of backup.sequences) lines.push(JSON.stringify(s));
  for (const f of backup.files)
    lines.push(JSON.stringify({ file: f.path, mode: f.mode, data: f.data.toString("base64") }));
  const hash = createHash("sha256");
  for (const line of lines) hash.update(line).update("\n");
  lines.push(JSON.stringify({ end: true, lines: lines.length, sha256: hash.digest("hex") }));
  return gzipSync(lines.join("\n") + "\n");
}

/** Parses and checks a whole backup file; throws BackupFileError saying what is wrong with it. */
export function decodeBackup(file: Buffer, name = "the backup"): Backup {
  let text: string;
  try {
    text = gunzipSync(file).toString("utf8");
  } catch (error) {
    throw new BackupFileError(
      `${name} is not a complete backup file (${(error as Error).message}): it is truncated, damaged or not a backup`,
    );
  }
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const parse = (i: number) => {
    try {
      return JSON.parse(lines[i]);
    } catch {
      throw new BackupFileError(`${name} is damaged: line ${i + 1} is not JSON`);
    }
  };
  let header;
  try {
    header = JSON.parse(lines[0] ?? "");
  } catch {
    /* not ours: said below */
  }
  if (header?.format !== FORMAT) throw new BackupFileError(`${name} is not a ${FORMAT} file`);
  if (header.version !== FORMAT_VERSION)
    throw new BackupFileError(`${name} has format version ${header.version}; this version reads ${FORMAT_VERSION}`);
  const end = parse(lines.length - 1);
  if (end?.end !== true) throw new BackupFileError(`${name} is truncated: its end line is missing`);
  const hash = createHash("sha256");
  for (let i = 0; i < lines.length - 1; i++) hash.update(lines[i]).update("\n");
  if (end.lines !== lines.length - 1 || end.sha256 !== hash.digest("hex")) {
    throw new BackupFileError(`${name} is damaged: its checksum does not match its contents`);
  }

  const backup: Backup = { header, tables: [], sequences: [], files: [] };
  for (let i = 1; i < lines.length - 1;) {
    const entry = parse(i++);
    if (typeof entry.table === "string") {
      const rows = lines.slice(i, i + entry.count);
      if (rows.length !== entry.count)
        throw new BackupFileError(`${name} is damaged: table ${entry.table} is short of rows`);
      i += entry.count;
      backup.tables.push({
        table: entry.table,
        columns: entry.columns,
        count: entry.count,
        checksum: entry.checksum,
        rows,
      });
    } else if (typeof entry.sequence === "string") {
      backup.sequences.push({
        sequence: entry.sequence,
        lastValue: String(entry.lastValue),
        isCalled: Boolean(entry.isCalled),
      });
    } else if (typeof entry.file === "string") {
      backup.files.push({
        path: safeRelativePath(entry.file, name),
        mode: Number(entry.mode) & 0o777,
        data: Buffer.from(entry.data, "base64"),
      });
    } else {
      throw new BackupFileError(`${name} is damaged: line ${i} is neither a table, a sequence nor a file`);
    }
  }
  return backup;
}

/** A path from a backup may only name something inside DATA_DIR. */
function safeRelativePath(p: string, name: string): string {
  const parts = p.split("/");
  if (!p || p.startsWith("/") || parts.some((part) => part === "" || part === "." || part === "..")) {
    throw new BackupFileError(`${name} names a file outside the data directory: ${JSON.stringify(p)}`);
  }
  return p;
}
