#!/usr/bin/env node
// `npm run bench`: every benchmark in turn, each in its own process, then the figures table of
// bench/README.md is refreshed from bench/results/*.json.
//   --smoke            short runs of each (about 10 minutes in all on two cores)
//   --only a,b         just these benches;  --skip a,b   all but these
// Extra flags after `--` go to every bench (e.g. `-- --max-minutes 5`).
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { updateReadme } from "./summary.mjs";

const { values, positionals } = parseArgs({
  options: { smoke: { type: "boolean" }, only: { type: "string" }, skip: { type: "string" }, help: { type: "boolean" } },
  allowPositionals: true,
});
if (values.help) {
  console.log("node bench/run-all.mjs [--smoke] [--only bundle,search] [--skip build-scale] [-- flags for every bench]");
  process.exit(0);
}

const BENCHES = {
  bundle: { smoke: [] },
  "api-throughput": { smoke: ["--duration", "5", "--warmup", "2"] },
  "api-misses": { smoke: ["--duration", "5"] },
  "pglite-thread": { smoke: ["--rounds", "2", "--seconds", "4"] },
  "refresh-storm": { smoke: ["--repeats", "2"] },
  "login-storm": { smoke: ["--seconds", "5", "--unbounded", "no"] },
  search: { smoke: ["--products", "2000", "--queries", "100"] },
  "api-details": { smoke: ["--products", "2000", "--rounds", "1"] },
  "build-scale": { smoke: [] },
  lighthouse: { smoke: ["--runs", "1", "--skip-baseline"] },
  "api-start": { smoke: ["--runs", "2"] },
  reservations: { smoke: ["--seconds", "5", "--warmup", "1"] },
  "catalogue-import": { smoke: ["--products", "1000"] },
  "incremental-build": { smoke: ["--products", "500"] },
};
const list = (s) => (s ? s.split(",").map((x) => x.trim()) : null);
const only = list(values.only);
const skip = list(values.skip) ?? [];
for (const name of [...(only ?? []), ...skip]) if (!BENCHES[name]) throw new Error(`no bench called "${name}"`);
const chosen = Object.keys(BENCHES).filter((n) => (!only || only.includes(n)) && !skip.includes(n));

let stopping = false;
let current = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    current?.kill(signal);
  });
}

const outcomes = [];
for (const name of chosen) {
  if (stopping) break;
  const argv = [path.join(import.meta.dirname, `${name}.mjs`), ...(values.smoke ? BENCHES[name].smoke : []), ...positionals];
  console.log(`\n━━━ ${name} ━━━  node ${argv.map((a) => path.relative(process.cwd(), a) || a).join(" ")}\n`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    current = spawn(process.execPath, argv, { stdio: "inherit" });
    current.on("exit", (c, s) => resolve(c ?? s));
  });
  current = null;
  outcomes.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
}

updateReadme();
console.log("\n━━━ summary ━━━");
const meaning = (c) => (c === 0 ? "target met (or none measured)" : c === 1 ? "target missed" : `did not complete (${c})`);
for (const o of outcomes) console.log(`  ${o.name.padEnd(15)} ${String(o.seconds).padStart(5)} s  ${meaning(o.code)}`);
console.log("\nfigures: bench/results/*.json, table: bench/README.md");
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
