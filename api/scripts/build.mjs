#!/usr/bin/env node
// Compiles the API to plain JavaScript in api/dist, which production runs (`node api/dist/server.js`):
// no TypeScript loader at start, less memory (bench/api-start.mjs measures both). Development and the
// tests keep running the sources through tsx.
//   node api/scripts/build.mjs              build now
//   node api/scripts/build.mjs --if-stale   build only when dist is missing or older than a source file
//   node api/scripts/build.mjs --out DIR    build into DIR instead (the build's own test)
// tsc rewrites the sources' "./x.ts" imports to "./x.js" (rewriteRelativeImportExtensions, TS ≥ 5.7).
// Files the code reads next to itself (the migrations' SQL) are copied beside the compiled modules.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(import.meta.dirname, "..");
export const DIST_DIR = path.join(apiDir, "dist");
export const SERVER_JS = path.join(DIST_DIR, "server.js");
const STAMP = path.join(DIST_DIR, ".built");
/** Everything the build reads: a change to any of it makes dist stale. */
const INPUTS = ["src", "tsconfig.json", "tsconfig.build.json", "package.json"].map((p) => path.join(apiDir, p));
/**
 * Every file under src that tsc does not compile (the migrations' SQL today; any data file a branch adds
 * tomorrow) is copied to the same place in dist, where code reading it beside itself will look.
 */
const isAsset = (name) => !/\.(ts|tsx|mts|cts)$/.test(name);

function newestChange(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((e) => newestChange(path.join(p, e))));
}

/** Why dist must be (re)built, or null when it is up to date. */
export function staleReason() {
  const stamp = fs.statSync(STAMP, { throwIfNoEntry: false });
  if (!stamp || !fs.existsSync(SERVER_JS)) return "there is no build yet";
  if (Math.max(...INPUTS.map(newestChange)) > stamp.mtimeMs) return "a source file changed";
  return null;
}

function copyAssets(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyAssets(source, path.join(to, entry.name));
    else if (isAsset(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, path.join(to, entry.name));
    }
  }
}

/**
 * Builds into a directory of its own, then swaps it in: a server already running from dist, or a
 * second build started at the same time (two reliability scripts), never sees a half-written tree.
 */
export function build(outDir = DIST_DIR) {
  const started = Date.now();
  const staging = `${outDir}.building-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve("typescript/package.json"))), "bin", "tsc");
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", staging], {
    cwd: apiDir,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`the API build failed (tsc exit ${result.status ?? result.signal})`);
  }
  copyAssets(path.join(apiDir, "src"), staging);
  // The stamp's time is the build's start: a source saved during the build makes the next start rebuild.
  fs.writeFileSync(path.join(staging, ".built"), "");
  fs.utimesSync(path.join(staging, ".built"), started / 1000, started / 1000);
  const old = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(staging, outDir);
  fs.rmSync(old, { recursive: true, force: true });
  return Date.now() - started;
}

/** Builds when dist is missing or stale; answers what it did, for a log line. */
export function buildIfStale() {
  const reason = staleReason();
  if (!reason) return null;
  return { reason, ms: build() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const out = process.argv.indexOf("--out");
    if (out !== -1) {
      const value = process.argv[out + 1];
      if (!value || value.startsWith("--")) throw new Error("--out needs a directory");
      const dir = path.resolve(value);
      // The build replaces DIR: refuse one that holds anything but an earlier build.
      if (fs.existsSync(dir) && fs.readdirSync(dir).length && !fs.existsSync(path.join(dir, ".built")))
        throw new Error(`${dir} is not empty and holds no earlier build: not replacing it`);
      console.log(`API compiled to ${dir} in ${build(dir)} ms`);
    } else if (process.argv.includes("--if-stale")) {
      const built = buildIfStale();
      if (built) console.log(`API compiled to api/dist in ${built.ms} ms (${built.reason})`);
    } else {
      console.log(`API compiled to api/dist in ${build()} ms`);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
