// Runs the API suite on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
//   node scripts/run-tests.mjs [files…]     the given files, or every test/**/*.test.ts but the property tests
//   node scripts/run-tests.mjs --property   only the property-based attack tests (*.property.test.ts),
//                                           1,000 cases per route unless PROPERTY_RUNS says otherwise
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const property = args.includes("--property");
const given = args.filter((a) => !a.startsWith("--"));
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".test.ts") ? [path.join(dir, e.name)] : [],
  );
const files = given.length
  ? given
  : walk(path.join(root, "test"))
      .filter((f) => f.endsWith(".property.test.ts") === property)
      .sort();

const backends = [["pglite", { TEST_DATABASE_URL: "" }]];
if (process.env.TEST_DATABASE_URL) backends.push(["postgres", { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
// Each test file is its own process with its own databases, so files can run side by side.
const concurrency = Math.max(1, Math.min(2, os.availableParallelism()));
const extraEnv = property ? { PROPERTY_RUNS: process.env.PROPERTY_RUNS || "1000" } : {};

let failed = false;
for (const [name, env] of backends) {
  console.log(`\n== API tests on ${name} (${files.length} files) ==`);
  const r = spawnSync(process.execPath, ["--import", "tsx", "--test", `--test-concurrency=${concurrency}`, ...files], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env, ...extraEnv, LOG_LEVEL: "silent" },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
