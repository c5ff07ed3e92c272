// Runs the API suite on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// Extra arguments are test files (default: every test/**/*.test.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".test.ts") ? [path.join(dir, e.name)] : [],
  );
const files = process.argv.slice(2).length ? process.argv.slice(2) : walk(path.join(root, "test")).sort();

const backends = [["pglite", { TEST_DATABASE_URL: "" }]];
if (process.env.TEST_DATABASE_URL) backends.push(["postgres", { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);

let failed = false;
for (const [name, env] of backends) {
  console.log(`\n== API tests on ${name} (${files.length} files) ==`);
  const r = spawnSync(process.execPath, ["--import", "tsx", "--test", "--test-concurrency=1", ...files], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
