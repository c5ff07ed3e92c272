// npm run staff -- add <email> --airport WAW [--airport KRK]   make an account counter staff at airports
// npm run staff -- remove <email> [--airport WAW]              take it off those (or all) counters
// npm run staff -- list                                        who works at which counter
// The account must exist (registered on the shop). Uses DATABASE_URL, or the embedded database in
// DATA_DIR when the shop is stopped (the embedded database serves one process at a time).
import path from "node:path";
import { claimDataDir, DataDirInUseError } from "../src/backup/control-socket.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/database.ts";
import { grantStaff, listStaff, revokeStaff } from "../src/repositories/staff.ts";
import { run } from "./cli.ts";

const USAGE =
  "usage: npm run staff -- add <email> --airport WAW [--airport KRK] | remove <email> [--airport WAW] | list";

function airports(): string[] {
  const found: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg !== "--airport") return;
    const value = process.argv[i + 1];
    if (!value || value.startsWith("--")) throw new Error("--airport needs a value, such as WAW");
    found.push(...value.split(",").filter(Boolean));
  });
  return found;
}

async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  }
  let control;
  try {
    control = await claimDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `the shop is running on the embedded database in ${config.dataDir}: stop it (Ctrl+C), run this again, then start it`,
        { cause: error },
      );
    }
    throw error;
  }
  try {
    const db = await openDatabase({
      dataDir: path.join(config.dataDir, "pglite"),
      unsafeNoFsync: config.pgliteUnsafeNoFsync,
    });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  } finally {
    await control?.close();
  }
}

run(async () => {
  const [command, email] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--airport");
  if (command === "list") {
    const staff = await withDatabase(listStaff);
    console.log(
      staff.length ? staff.map((s) => `${s.email}\t${s.airports.join(", ")}`).join("\n") : "No counter staff yet.",
    );
    return;
  }
  if (!email || (command !== "add" && command !== "remove")) throw new Error(USAGE);
  if (command === "add") {
    const at = airports();
    await withDatabase((db) => grantStaff(db, email, at));
    console.log(
      `${email} is counter staff at ${at.join(", ")}: they sign in on the shop's sign-in page and find the counter at /counter/.`,
    );
  } else {
    const removed = await withDatabase((db) => revokeStaff(db, email, airports()));
    console.log(`${email} taken off ${removed} counter${removed === 1 ? "" : "s"}.`);
  }
});
