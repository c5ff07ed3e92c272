#!/usr/bin/env node
// Crash test: an acknowledged write survives the process being killed.
//
// Starts the real API (api/dist/server.js, compiled first when stale) on a free loopback port with a temporary
// DATA_DIR, signs users up (confirmation keys read from DATA_DIR/outbox/*.eml), then, --kills times:
// several concurrent clients write (new lists, products added to lists, newsletter sign-ups), the
// process is SIGKILLed at a random moment, restarted, and every write that got a 2xx is checked
// through the API. At the end the API is stopped and the database itself is read directly.
// Runs on PGlite and on PostgreSQL (a database created and dropped on 127.0.0.1:5432).
//
//   node reliability/crash-test.mjs [--kills 20] [--clients 6] [--backend pglite|postgres|both]
//                                   [--min-ms 150] [--max-ms 2500] [--seed N]
// Exits non-zero when any acknowledged write is missing or the API fails to come back.
import fs from "node:fs";
import { call, createPgDatabase, flag, freePort, ListWriters, openDirect, sleep, startApi, stopApi, tempDir } from "./lib.mjs";

const KILLS = Number(flag("kills", 20));
const CLIENTS = Number(flag("clients", 6));
const BACKEND = String(flag("backend", "both"));
const MIN_MS = Number(flag("min-ms", 150));
const MAX_MS = Number(flag("max-ms", 2500));
let seed = Number(flag("seed", Date.now() % 1_000_000));
const SEED = seed;
/** Deterministic timings for a given --seed (mulberry32). */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

async function run(backend) {
  const dataDir = tempDir(`crash-${backend}`);
  let pgdb;
  if (backend === "postgres") {
    pgdb = await createPgDatabase("crash");
    if (pgdb.skipped) return { backend, skipped: pgdb.skipped };
  }
  const databaseUrl = pgdb?.url;
  const port = await freePort();
  const report = { backend, kills: 0, survived: 0, acknowledged: 0, verified: 0, lost: [], restartMs: [], unacknowledged: 0 };

  // What the clients were told succeeded: the writers' lists, and these newsletter sign-ups.
  const subscribers = new Set();

  let api = await startApi({ port, dataDir, databaseUrl });
  try {
    const products = (await call(api.base, "GET", "/api/products/?page_size=100")).json?.results?.map((p) => p.slug) ?? [];
    if (products.length === 0) throw new Error("the seeded catalogue has no products");
    const writers = await new ListWriters({
      base: api.base,
      dataDir,
      label: "crash",
      clients: CLIENTS,
      itemsPerList: products.length,
      item: (_client, i) => ({ slug: products[i], quantity: 1 + Math.floor(random() * 99) }),
      sideWrite: {
        every: 15,
        async write(client) {
          const email = `news.${client.n}.${client.ops}.${Date.now()}@reliability.example`;
          const res = await call(api.base, "POST", "/api/newsletter/subscribe/", { body: { email } });
          if (res.status !== 201) throw new Error(`subscribe → ${res.status} ${res.text}`);
          subscribers.add(email);
        },
      },
    }).signUp();
    const acknowledged = () => writers.acknowledged() + subscribers.size;

    for (let k = 1; k <= KILLS; k++) {
      writers.start();
      const before = acknowledged();
      await sleep(MIN_MS + random() * (MAX_MS - MIN_MS));
      api.child.kill("SIGKILL");
      const stopped = writers.stop();
      const exit = await api.exited;
      const errors = await stopped;
      report.kills++;
      if (errors.length) throw new Error(`a write failed before the kill: ${errors[0].message}`);
      if (exit.signal !== "SIGKILL") throw new Error(`the API exited by itself (${JSON.stringify(exit)})`);

      api = await startApi({ port, dataDir, databaseUrl });
      report.restartMs.push(api.startMs);
      const { verified, lost } = await writers.verifyThroughApi();
      report.lost.push(...lost);
      const expected = writers.acknowledged();
      if (report.lost.length) {
        console.error(`kill ${k}: ${report.lost.length} acknowledged writes missing, first: ${report.lost[0]}`);
        break;
      }
      report.survived++;
      console.log(`kill ${String(k).padStart(2)}: +${acknowledged() - before} writes acknowledged, ${verified}/${expected} list writes verified after restart in ${api.startMs} ms`);
    }

    // The database itself, with the API stopped: lists, items and newsletter rows.
    await stopApi(api);
    const db = await openDirect({ dataDir, databaseUrl });
    try {
      let verified = 0;
      const listRows = (await db.query("SELECT id, user_id FROM wishlists")).rows;
      const listIds = new Set(listRows.map((r) => Number(r.id)));
      const itemRows = (await db.query("SELECT i.wishlist_id, p.slug, i.quantity FROM wishlist_items i JOIN products p ON p.id = i.product_id")).rows;
      const items = new Map(itemRows.map((r) => [`${r.wishlist_id}/${r.slug}`, Number(r.quantity)]));
      for (const [id, expected] of writers.lists) {
        if (listIds.has(id)) verified++;
        else report.lost.push(`list ${id} missing from the database`);
        for (const [slug, quantity] of expected.items) {
          if (items.get(`${id}/${slug}`) === quantity) verified++;
          else report.lost.push(`item ${id}/${slug} missing or wrong in the database`);
        }
      }
      const emails = new Set((await db.query("SELECT email FROM newsletter_subscribers")).rows.map((r) => r.email));
      for (const email of subscribers) {
        if (emails.has(email)) verified++;
        else report.lost.push(`newsletter subscriber ${email} missing from the database`);
      }
      report.acknowledged = acknowledged();
      report.verified = verified;
      report.unacknowledged = listRows.length - writers.lists.size; // lists written but never acknowledged (killed mid-answer)
    } finally {
      await db.close();
    }
  } finally {
    if (api.child.exitCode === null && api.child.signalCode === null) await stopApi(api, "SIGKILL");
    await pgdb?.drop?.().catch((error) => console.error(`could not drop the test database: ${error.message}`));
    if (!report.lost.length) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.error(`data kept for inspection in ${dataDir}`);
  }
  return report;
}

const backends = BACKEND === "both" ? ["pglite", "postgres"] : [BACKEND];
let failed = false;
console.log(`crash test: ${KILLS} kills, ${CLIENTS} concurrent clients, seed ${SEED}`);
for (const backend of backends) {
  console.log(`\n== ${backend} ==`);
  let r;
  try {
    r = await run(backend);
  } catch (error) {
    console.error(`${backend}: ${error.stack || error.message}`);
    failed = true;
    continue;
  }
  if (r.skipped) {
    console.log(`${backend}: skipped — ${r.skipped}`);
    continue;
  }
  const ms = r.restartMs.sort((a, b) => a - b);
  console.log(
    `${backend}: kills survived ${r.survived}/${KILLS}; writes acknowledged ${r.acknowledged}, verified ${r.verified}, lost ${r.lost.length}; ` +
      `extra lists committed but never acknowledged ${r.unacknowledged}; restart median ${ms[ms.length >> 1]} ms, max ${ms.at(-1)} ms`,
  );
  for (const loss of r.lost.slice(0, 20)) console.log(`  LOST: ${loss}`);
  if (r.lost.length || r.survived < KILLS) failed = true;
}
process.exit(failed ? 1 : 0);
