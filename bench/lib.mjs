// Shared helpers of the benchmark scripts: arguments, machine info, child processes (the API, a
// baseline server), throwaway PostgreSQL databases, results files and clean-up on every way out.
// Everything listens on 127.0.0.1 only and every bench stops by itself (see `deadline`).
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { buildIfStale, SERVER_JS } from "../api/scripts/build.mjs";

export const root = path.resolve(import.meta.dirname, "..");
export const benchDir = path.join(root, "bench");
export const resultsDir = path.join(benchDir, "results");
export const requireFromRoot = createRequire(path.join(root, "package.json"));
export const HOST = "127.0.0.1";

// ---------------------------------------------------------------------------------------------
// Arguments

/** node:util parseArgs with `--help` printing `usage`; unknown flags are an error. */
export function args(options, usage) {
  const { values } = parseArgs({ options: { help: { type: "boolean" }, ...options }, allowPositionals: false });
  if (values.help) {
    console.log(usage.trim());
    process.exit(0);
  }
  return values;
}

export const num = (value, name) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, got "${value}"`);
  return n;
};

// ---------------------------------------------------------------------------------------------
// Lighthouse, shared by lighthouse.mjs and lighthouse-ab.mjs so that both measure with the same tool and flags.

/** lighthouse@12: the last line that runs on Node 20 (~185 MB, installed into bench/.tools, ignored by git). */
export const LIGHTHOUSE_VERSION = "12.8.2";
export const LIGHTHOUSE_CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

/** LIGHTHOUSE_BIN, else node_modules/.bin/lighthouse, else bench/.tools/ (installed there on first use). */
export function lighthouseBin() {
  if (process.env.LIGHTHOUSE_BIN) return process.env.LIGHTHOUSE_BIN;
  for (const p of [path.join(root, "node_modules", ".bin", "lighthouse"), path.join(benchDir, ".tools", "node_modules", ".bin", "lighthouse")]) {
    if (fs.existsSync(p)) return p;
  }
  const tools = path.join(benchDir, ".tools");
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.tools (once) …`);
  fs.mkdirSync(tools, { recursive: true });
  fs.writeFileSync(path.join(tools, "package.json"), '{ "name": "bench-tools", "private": true }\n');
  const npm = ["npm", "install", "--prefix", tools, "--no-audit", "--no-fund", "--no-package-lock", `lighthouse@${LIGHTHOUSE_VERSION}`];
  // Serialised with other npm installs on this machine when flock is there.
  if (fs.existsSync("/usr/bin/flock")) execFileSync("/usr/bin/flock", ["/tmp/npm.lock", ...npm], { stdio: "inherit" });
  else execFileSync(npm[0], npm.slice(1), { stdio: "inherit" });
  return path.join(tools, "node_modules", ".bin", "lighthouse");
}

/** The median of the values present, the lower middle of an even count (Lighthouse's own computeMedianRun does the same). */
export const lowerMedian = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

// ---------------------------------------------------------------------------------------------
// Clean-up: every temp dir, child process and database is registered and removed on any exit.

const cleanups = [];
export function onCleanup(fn) {
  cleanups.push(fn);
  return fn;
}
let cleaning = null;
export async function cleanup() {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`clean-up step failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    console.error(`\n${signal}: cleaning up…`);
    await cleanup();
    process.exit(130);
  });
}

/** Runs `main`, always cleans up, and aborts (with clean-up) after `minutes`. */
export async function runBench(name, minutes, main) {
  const timer = setTimeout(async () => {
    console.error(`\n${name}: gave up after ${minutes} minutes (--max-minutes); cleaning up`);
    await cleanup();
    process.exit(2);
  }, minutes * 60_000);
  timer.unref();
  let code;
  try {
    const result = await main();
    code = result?.pass === false ? 1 : 0;
  } catch (error) {
    console.error(`\n${name} failed: ${error.stack || error.message}`);
    code = 2;
  } finally {
    clearTimeout(timer);
    await cleanup();
  }
  process.exit(code);
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Machine and results

export function machine() {
  const cpus = os.cpus();
  let commit = null;
  let dirty = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim().length > 0;
  } catch {
    /* not a checkout */
  }
  return {
    hostname: os.hostname(),
    platform: `${os.platform()} ${os.release()}`,
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memory_gb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    load_average: os.loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
    commit,
    uncommitted_changes: dirty,
  };
}

export function writeResult(name, result) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const body = { bench: name, date: new Date().toISOString(), machine: machine(), ...result };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(root, file)}`);
  return body;
}

/**
 * The runs before this one, so that a results file keeps every run and not only the last: the runs the
 * file already kept, then its own run in brief (`brief`, each bench's choice of figures). None when
 * there is no earlier file, or it cannot be read.
 */
export function earlierRuns(name, brief) {
  let previous;
  try {
    previous = JSON.parse(fs.readFileSync(path.join(resultsDir, `${name}.json`), "utf8"));
  } catch {
    return [];
  }
  if (!previous?.figures) return previous?.earlier_runs ?? [];
  // When, on what and at what load, for every bench; `brief` adds the run's own figures.
  const header = { date: previous.date, commit: previous.machine?.commit, cpu: previous.machine?.cpu, load_average: previous.machine?.load_average };
  return [...(previous.earlier_runs ?? []), { ...header, ...brief(previous) }];
}

export const round = (n, digits = 2) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);
export const ratio = (a, b) => (a && b ? round(a / b, 3) : null);

/** Prints rows (arrays) as an aligned table under a header. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => (c === null || c === undefined ? "–" : String(c))));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(all[0]));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of all.slice(1)) console.log(line(r));
}

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, min: round(s[0]), p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), p99: round(percentile(s, 99)), max: round(s.at(-1)), mean: round(mean) };
}

/** A small deterministic PRNG (mulberry32), so that every run draws the same queries. */
export function prng(seed = 42) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Processes

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Spawns a child registered for clean-up (SIGTERM, then SIGKILL after 5 s). Its output is kept in
 * `child.output` (the last 200 lines) and echoed when `echo` is set.
 */
export function startChild(command, argv, { env = {}, cwd = root, echo = false, label = command } = {}) {
  const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.output = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line) continue;
      child.output.push(line);
      if (child.output.length > 200) child.output.shift();
      if (echo) console.log(`  [${label}] ${line}`);
    }
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  child.stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await child.exited;
    clearTimeout(killer);
  };
  onCleanup(child.stop);
  return child;
}

/** Polls `url` until it answers (any status below 500) or `child` exits. */
export async function waitForHttp(url, child, seconds = 300) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) {
      throw new Error(`process exited with ${child.exitCode} before answering ${url}:\n${child.output.slice(-30).join("\n")}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status < 500) return res.status;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

let apiCompiled = false;

/**
 * Starts the real API as `npm run api` does (`node api/dist/server.js`, compiled first when stale) on a free
 * loopback port with a temp DATA_DIR, and waits until it answers. `databaseUrl` selects PostgreSQL;
 * `nodeArgs` go before the script (e.g. --cpu-prof, which NODE_OPTIONS refuses).
 */
export async function startApi({ databaseUrl, dataDir, seedProducts, env = {}, nodeArgs = [], label = "api", echo = false, readySeconds = 600 } = {}) {
  const port = await freePort();
  const dir = dataDir ?? tempDir("data");
  const started = Date.now();
  if (!apiCompiled) {
    buildIfStale();
    apiCompiled = true;
  }
  const child = startChild(process.execPath, [...nodeArgs, SERVER_JS], {
    label,
    echo,
    env: {
      PORT: String(port),
      HOST,
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl ?? "",
      ...(seedProducts !== undefined ? { SEED_PRODUCTS: String(seedProducts) } : {}),
      ...env,
    },
  });
  const url = `http://${HOST}:${port}`;
  await waitForHttp(`${url}/api/health/`, child, readySeconds);
  return { url, port, child, dataDir: dir, startSeconds: round((Date.now() - started) / 1000, 1) };
}

/**
 * Built storefronts (`dirs`: name → a built public/ folder) each served as `npm start` serves it: its own
 * API with STATIC_DIR, on the data folder `dataDirs` names for it or a fresh one seeded with `seedProducts`.
 */
export async function serveBuilds(dirs, { seedProducts, dataDirs = {} } = {}) {
  const servers = {};
  for (const [name, dir] of Object.entries(dirs)) {
    const publicDir = path.resolve(dir);
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`${publicDir}/index.html not found`);
    servers[name] = await startApi({ seedProducts, dataDir: dataDirs[name], label: name, env: { STATIC_DIR: publicDir, PUBLIC_URL: "http://localhost" } });
  }
  return servers;
}

/** GET `url` as JSON, throwing with the status on anything but 2xx. */
export async function getJson(url, init) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Every item of a paginated list endpoint ({count, next, results}). */
export async function getAll(url, pageSize = 100, limit = Infinity) {
  const items = [];
  let next = `${url}${url.includes("?") ? "&" : "?"}page_size=${pageSize}`;
  const origin = new URL(url).origin;
  while (next && items.length < limit) {
    const page = await getJson(next);
    const list = Array.isArray(page) ? page : page.results;
    items.push(...list);
    if (Array.isArray(page)) break;
    next = page.next ? new URL(page.next, origin).toString() : null;
  }
  return items.slice(0, limit);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one fresh database per run, dropped at the end.

export const PG_ADMIN_URL = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export async function pgAvailable() {
  const { default: pg } = await import(requireFromRoot.resolve("pg"));
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query("select version()");
    return rows[0].version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates a database named bench_<tag>_<random> and registers its drop; returns its URL. */
export async function createPgDatabase(tag) {
  const { default: pg } = await import(requireFromRoot.resolve("pg"));
  const name = `bench_${tag}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function pgQuery(databaseUrl, sql, params = []) {
  const { default: pg } = await import(requireFromRoot.resolve("pg"));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Resource sampling: peak RSS of a process tree, read from /proc every `everyMs`.

function children(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}
export function sampleTreeRss(pid, everyMs = 250) {
  let peakKb = 0;
  let peakProcesses = 0;
  const tick = () => {
    const seen = [];
    const stack = [pid];
    while (stack.length) {
      const p = stack.pop();
      seen.push(p);
      stack.push(...children(p));
    }
    const total = seen.reduce((sum, p) => sum + rssKb(p), 0);
    if (total > peakKb) {
      peakKb = total;
      peakProcesses = seen.length;
    }
  };
  const timer = setInterval(tick, everyMs);
  tick();
  return {
    stop() {
      clearInterval(timer);
      return { peak_tree_rss_mb: round(peakKb / 1024, 1), processes_at_peak: peakProcesses };
    },
  };
}
