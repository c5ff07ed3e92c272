#!/usr/bin/env node
// What durability costs writes on the embedded database: the API on PGlite in a temporary DATA_DIR on
// this machine's disk, once with fsync (the default) and once with PGLITE_UNSAFE_NO_FSYNC=1, alternating
// --rounds times in the same run; in each, --clients signed-in clients add items to their lists for
// --seconds. Prints acknowledged writes per second and latency per mode and the ratio on/off. Then the
// bare cost without the API around it: --commits single-row INSERT commits on api/src/db/database.ts's
// PGlite in a temporary directory, on and off alternately.
//   node reliability/durability-cost.mjs [--rounds 2] [--clients 4] [--seconds 6] [--commits 300]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { call, flag, freePort, ROOT, signUp, startApi, stopApi, tempDir } from "./lib.mjs";

const ROUNDS = Number(flag("rounds", 2));
const CLIENTS = Number(flag("clients", 4));
const SECONDS = Number(flag("seconds", 6));
const COMMITS = Number(flag("commits", 300));

/** Milliseconds per single-row commit on the API's own PGlite opening code, in a child process. */
function bareCommitMs(mode) {
  const dir = tempDir(`cost-bare-${mode}`);
  const code = `
    import { openDatabase } from "./api/src/db/database.ts";
    const db = await openDatabase({ dataDir: ${JSON.stringify(dir + "/pglite")}, unsafeNoFsync: ${mode === "off"} });
    await db.exec("CREATE TABLE t (id int, note text)");
    const t0 = performance.now();
    for (let i = 0; i < ${COMMITS}; i++) await db.query("INSERT INTO t VALUES ($1, 'x')", [i]);
    console.log((performance.now() - t0) / ${COMMITS});
    await db.close();`;
  try {
    return Number(
      execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
        cwd: ROOT,
        encoding: "utf8",
      }).trim(),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(mode, port) {
  const dataDir = tempDir(`cost-${mode}`);
  const api = await startApi({ port, dataDir, env: { PGLITE_UNSAFE_NO_FSYNC: mode === "off" ? "1" : "0" } });
  try {
    const products = (await call(api.base, "GET", "/api/products/?page_size=60")).json.results.map((p) => p.slug);
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = await signUp(api.base, dataDir, `cost${i}`);
      const list = await call(api.base, "POST", "/api/wishlist/", { token: user.access, body: { name: "cost" } });
      clients.push({ user, list: list.json.id });
    }
    const latencies = [];
    const end = Date.now() + SECONDS * 1000;
    await Promise.all(
      clients.map(async (c, n) => {
        for (let i = 0; Date.now() < end; i++) {
          const t0 = performance.now();
          const res = await call(api.base, "POST", `/api/wishlist/${c.list}/items/`, {
            token: c.user.access,
            body: { product: products[(n * 7 + i) % products.length], quantity: 1 + (i % 99), set: true },
          });
          if (res.status !== 201) throw new Error(`add item → ${res.status} ${res.text}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      writes: latencies.length,
      perSecond: latencies.length / SECONDS,
      p50: latencies[latencies.length >> 1],
      p95: latencies[Math.floor(latencies.length * 0.95)],
    };
  } finally {
    await stopApi(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const port = await freePort();
const totals = { on: [], off: [] };
console.log(
  `durability cost: ${CLIENTS} clients adding list items for ${SECONDS} s, fsync on and off alternately, ${ROUNDS} rounds`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const mode of round % 2 ? ["on", "off"] : ["off", "on"]) {
    const r = await measure(mode, port);
    totals[mode].push(r);
    console.log(
      `  round ${round} ${mode.padEnd(3)}: ${r.perSecond.toFixed(1)} writes/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
}
const mean = (rs, k) => rs.reduce((s, r) => s + r[k], 0) / rs.length;
const on = mean(totals.on, "perSecond");
const off = mean(totals.off, "perSecond");
console.log(
  `fsync on ${on.toFixed(1)} writes/s (p50 ${mean(totals.on, "p50").toFixed(1)} ms), off ${off.toFixed(1)} writes/s (p50 ${mean(totals.off, "p50").toFixed(1)} ms): on/off = ${(on / off).toFixed(2)}`,
);

const bare = { on: [], off: [] };
for (let round = 1; round <= ROUNDS; round++) {
  for (const mode of round % 2 ? ["on", "off"] : ["off", "on"]) bare[mode].push(bareCommitMs(mode));
}
const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `bare PGlite commits (${COMMITS} single-row INSERTs, no API): fsync on ${bare.on.map((x) => x.toFixed(2)).join("/")} ms each, ` +
    `off ${bare.off.map((x) => x.toFixed(2)).join("/")} ms: on/off = ${(avg(bare.on) / avg(bare.off)).toFixed(2)}× the time`,
);
