#!/usr/bin/env node
// Login storm: does a burst of correct logins (each one an argon2id check, m=19 MiB) starve the rest of
// the API? The REAL API runs on PGlite; a few probe clients read a cached catalogue page all along
// (with a browser's Accept-Encoding, so compression's use of libuv's threadpool counts too).
// Baseline (same run): the probes' p99 with nothing else going on. Figure: their p99 while waves of
// --logins concurrent correct logins (one account each), each from its own loopback address (127.0.1.x), run for
// --seconds. Logins past the hashing queue are answered 503 "busy" with Retry-After (by design); any
// other login failure, and any failed probe, is a miss.
// With --unbounded (default on) a second API with PASSWORD_HASH_CONCURRENCY=64 and a queue of 10,000
// (what the API did before the queue) runs the same storm, for comparison only: no target.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  args, HOST, num, round, runBench, sleep, startApi, stats, table, writeResult,
} from "./lib.mjs";

const NAME = "login-storm";
const opts = args(
  {
    logins: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    probes: { type: "string", default: "4" },
    unbounded: { type: "string", default: "yes" },
    "max-minutes": { type: "string", default: "6" },
  },
  `
node bench/login-storm.mjs [--logins 200] [--seconds 10] [--probes 4] [--unbounded yes|no] [--max-minutes 6]
`,
);
const LOGINS = num(opts.logins, "logins");
const SECONDS = num(opts.seconds, "seconds");
const PROBES = Math.max(1, num(opts.probes, "probes"));
const TARGET = { storm_p99_ms: 250 };
const PROBE_PATH = "/api/products/?page_size=20";
const PASSWORD = "Bench-storm-passphrase-41";
const email = (i) => `storm${i}@bench.example`;

function request(base, { method = "GET", path, body, headers = {}, agent, localAddress }) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent, localAddress,
        headers: { ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString(), headers: res.headers }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.end(payload);
  });
}

/** Probe clients reading the cached page back to back until `stop()`; their latencies and failures. */
function probe(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: PROBES });
  const latencies = [];
  const failures = [];
  let running = true;
  const loops = Array.from({ length: PROBES }, async () => {
    while (running) {
      const res = await request(base, { path: PROBE_PATH, agent, headers: { "accept-encoding": "gzip, deflate, br" } });
      if (res.status === 200) latencies.push(res.ms);
      else failures.push(res.status || res.error);
      await sleep(5);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { ms: stats(latencies), failures };
    },
  };
}

/** Waves of LOGINS concurrent correct logins, each from its own address, for SECONDS. */
async function storm(base) {
  const statuses = {};
  const okMs = [];
  const until = Date.now() + SECONDS * 1000;
  let waves = 0;
  while (Date.now() < until) {
    waves++;
    const answers = await Promise.all(
      Array.from({ length: LOGINS }, (_, i) =>
        request(base, {
          method: "POST", path: "/auth/login/", body: { email: email(i), password: PASSWORD },
          agent: false, localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
        }),
      ),
    );
    for (const a of answers) {
      const key = a.status || a.error;
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (a.status === 200) okMs.push(a.ms);
    }
  }
  return { waves, statuses, login_ms: stats(okMs) };
}

/** One confirmed account per concurrent login: 200 users, not one user 200 times (per-account limits). */
async function accounts(api) {
  for (let i = 0; i < LOGINS; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, LOGINS - i) }, async (_, j) => {
        const body = { email: email(i + j), password1: PASSWORD, password2: PASSWORD };
        const reg = await request(api.url, { method: "POST", path: "/auth/registration/", body });
        if (reg.status !== 201) throw new Error(`registration → ${reg.status} ${reg.body}`);
      }),
    );
  }
  const outbox = path.join(api.dataDir, "outbox");
  let confirmed = 0;
  for (const f of fs.readdirSync(outbox)) {
    const raw = fs.readFileSync(path.join(outbox, f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
    const key = /confirm-email\/([A-Za-z0-9_\-.~%]+)/.exec(raw)?.[1];
    if (!key) continue;
    const res = await request(api.url, { method: "POST", path: "/auth/registration/verify-email/", body: { key: decodeURIComponent(key) } });
    if (res.status === 200) confirmed++;
  }
  if (confirmed < LOGINS) throw new Error(`only ${confirmed} of ${LOGINS} accounts confirmed from DATA_DIR/outbox`);
}

async function run(label, env) {
  const api = await startApi({ seedProducts: 200, label, env: { REGISTRATION_RATE_LIMIT: "100000", ...env } });
  await accounts(api);
  await request(api.url, { path: PROBE_PATH }); // cached from here on

  const idleProbe = probe(api.url);
  await sleep(Math.min(5, SECONDS) * 1000);
  const idle = await idleProbe.stop();

  const stormProbe = probe(api.url);
  const logins = await storm(api.url);
  const during = await stormProbe.stop();
  await api.child.stop();
  return { idle, during, logins };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  console.log(`${NAME}: ${LOGINS} concurrent logins for ${SECONDS} s, ${PROBES} probes reading ${PROBE_PATH} (${HOST})`);
  const queued = await run("api", {});
  const unbounded = opts.unbounded === "yes" ? await run("api-unbounded", { PASSWORD_HASH_CONCURRENCY: "64", PASSWORD_HASH_QUEUE: "10000" }) : null;

  const misses = [];
  if (queued.during.ms.p99 > TARGET.storm_p99_ms) misses.push(`catalogue p99 ${queued.during.ms.p99} ms during the storm (target ≤ ${TARGET.storm_p99_ms})`);
  for (const [phase, r] of [["idle", queued.idle], ["storm", queued.during]]) {
    if (r.failures.length) misses.push(`${r.failures.length} catalogue reads failed (${phase}): ${[...new Set(r.failures)].join(", ")}`);
  }
  const unexpected = Object.entries(queued.logins.statuses).filter(([s]) => s !== "200" && s !== "503");
  if (unexpected.length) misses.push(`logins answered ${unexpected.map(([s, n]) => `${s}×${n}`).join(", ")}`);
  if (!queued.logins.statuses["200"]) misses.push("no login succeeded");

  const row = (label, r) => [label, r.idle.ms.p50, r.idle.ms.p99, r.during.ms.p50, r.during.ms.p99, r.during.ms.n, JSON.stringify(r.logins.statuses), r.logins.login_ms.p99];
  console.log();
  table(
    ["API", "idle p50", "idle p99", "storm p50", "storm p99", "reads", "login statuses", "login p99"],
    [row("hash queue (defaults)", queued), ...(unbounded ? [row("unbounded (before)", unbounded)] : [])],
  );
  const pass = misses.length === 0;
  const result = writeResult(NAME, {
    settings: { logins: LOGINS, seconds: SECONDS, probes: PROBES, probe_path: PROBE_PATH, database: "PGlite" },
    target: TARGET,
    baseline: { what: "catalogue-read latency with nothing else running, same API, same run", ms: queued.idle.ms },
    figures: {
      storm_ms: queued.during.ms,
      ratio_p99_to_baseline: round(queued.during.ms.p99 / queued.idle.ms.p99),
      logins: queued.logins,
      unbounded_for_comparison: unbounded && { idle_ms: unbounded.idle.ms, storm_ms: unbounded.during.ms, logins: unbounded.logins, read_failures: unbounded.during.failures.length },
    },
    pass,
    misses,
  });
  console.log(pass ? "\nPASS" : `\nMISS: ${misses.join("; ")}`);
  return result;
});
