#!/usr/bin/env node
// `gatsby build` as the shop runs it: `npm run build`, `npm start`'s first build and the publisher's
// rebuild after every catalogue import (scripts/start.mjs sets SITE_BUILD_COMMAND to this script). These
// builds repeat in one folder, keeping Gatsby's cache, so that a rebuild renders only changed pages; two
// things make such a rebuild slower than it needs to be:
//
// - Parcel (which compiles gatsby-node.ts and gatsby-config.ts) keeps a cache in .cache/.parcel-cache
//   and, when it finds one, first lists every file of the site's folder to see what changed since:
//   public/ with 30,000 pages' files, .cache/, node_modules/ — 6–7 s of a rebuild at 10,000 products,
//   against ≈ 1 s to compile those few files afresh. So its cache goes before each build (Gatsby empties
//   .cache/compiled and writes it again either way).
//   Parcel also ends each run by listing the whole folder again, to leave a snapshot for the next run
//   to diff against (2–3 s at 10,000 products); with its cache gone that snapshot is never read, so
//   plugins/gatsby-plugin-shop-overrides/preload/parcel-without-snapshot.cjs skips writing it, and this
//   script fails the build when one was written all the same (the override no longer works).
// - Webpack's persistent cache (WEBPACK_CACHE=1, plugins/gatsby-plugin-shop-overrides) makes a rebuild's
//   bundles and HTML renderer ≈ 1 s instead of ≈ 9 s, at ≈ 9 s more on a cold build. scripts/start.mjs
//   turns it on when the publisher is on; it stays off for one-off builds (CI, benches of a cold build).
//
// Any arguments are passed on to `gatsby build`; the exit code is gatsby's (or 1 when the snapshot was written).
// A failed build whose output holds Gatsby's known query-result race is run once more (below).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cwd = process.cwd();
const parcelCache = path.join(cwd, ".cache", ".parcel-cache");
fs.rmSync(parcelCache, { recursive: true, force: true });

const withoutSnapshot = path.join(root, "plugins", "gatsby-plugin-shop-overrides", "preload", "parcel-without-snapshot.cjs");
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${JSON.stringify(withoutSnapshot)}`.trim() };

const gatsby = path.join(root, "node_modules", "gatsby", "cli.js");

// Gatsby's page queries run in worker processes that store their results in LMDB, and the main process
// then reads every result back to write page-data. Now and then a result is not found there
// ("Couldn't find temp query result for …", gatsbyjs/gatsby#35018, #35865; seen once in CI on a
// .cache left by failed builds): the results are complete, the read comes too soon. Running the build
// again on the same cache has always built the site, so a failed build whose output holds that message
// is run once more (not when it was stopped). The message is read from Gatsby's output, which therefore
// goes through this script when it is not a terminal (CI, the publisher's builds); in a terminal Gatsby
// keeps its live progress display and a newcomer reruns the command by hand.
const RACE = "Couldn't find temp query result";
/** Printed before the second run; bench/gatsby-sites.mjs looks for it (this script cannot be imported: it builds). */
const RETRY_MARK = "build-site: building once more";
let child;
let stopping = false;

function runGatsby() {
  const watch = !process.stdout.isTTY;
  child = spawn(process.execPath, [gatsby, "build", ...process.argv.slice(2)], { cwd, stdio: watch ? ["inherit", "pipe", "pipe"] : "inherit", env });
  let sawRace = false;
  // Each stream keeps its own tail: the message may be split between two chunks of one stream, with
  // the other stream's output in between.
  const forward = (to) => {
    let tail = "";
    return (chunk) => {
      to.write(chunk);
      const text = tail + chunk.toString("utf8");
      if (text.includes(RACE)) sawRace = true;
      tail = text.slice(-RACE.length);
    };
  };
  if (watch) {
    child.stdout.on("data", forward(process.stdout));
    child.stderr.on("data", forward(process.stderr));
  }
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ code, signal, sawRace })));
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    child?.kill(signal);
  });
}
let result = await runGatsby();
if (result.code !== 0 && !result.signal && result.sawRace && !stopping) {
  console.error(`\n${RETRY_MARK} on the same cache: Gatsby lost a page query's result between its workers and the page-data step (${RACE})\n`);
  fs.rmSync(parcelCache, { recursive: true, force: true });
  result = await runGatsby();
}
const { code, signal } = result;
const snapshots = fs.existsSync(parcelCache) ? fs.readdirSync(parcelCache).filter((name) => name.endsWith(".txt")) : [];
if (code === 0 && snapshots.length > 0) {
  console.error(
    `build-site: Parcel wrote a snapshot of the folder (${snapshots.join(", ")} in .cache/.parcel-cache) although ${path.relative(root, withoutSnapshot)} ` +
      "should have skipped it: Parcel or @parcel/watcher changed; update or remove that override",
  );
  process.exit(1);
}
process.exit(code ?? (signal ? 1 : 0));
