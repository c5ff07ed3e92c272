#!/usr/bin/env node
// Reservations under load: --clients concurrent travellers place reservations (POST /api/reservations/)
// against the REAL API (child process, temp DATA_DIR, LOG_LEVEL=warn) on PGlite and on PostgreSQL (a
// fresh database, dropped afterwards). Baseline (same API, same run, same clients and client code): the
// product listing GET /api/products/?airport=waw&page_size=20. Three phases per backend:
//   1. listing: the baseline, --warmup s then --seconds s, p50/p95/p99 and req/s;
//   2. reservations: one unit of a different size each time (round-robin over every size WAW sells, never
//      more of a size than its stock), so that stock does not run out: the cost of placing, not of waiting
//      on one row;
//   3. race: every client reserves one unit of the SAME size (the one with the most stock at WAW, left
//      out of phase 2) until it is refused out-of-stock. The 201s must equal the units that were free
//      at the start: more is overselling, fewer is a refusal while units were left. Both are a miss.
// Where "free at the start" comes from (no SQL against PGlite while the API has it open): the product
// details' `stock` for that size at WAW, read through the API before the first reservation, when nothing
// is held yet (held = 0 is itself checked afterwards: the database's total `held` must equal the units
// of the bench's own 201s). On PostgreSQL the database's `stock - held` just before the race is read too.
// After the run the API is stopped and its database opened (PGlite: the data dir, with the API's own
// openDatabase) to check that size's `held` and reserved units against the 201s, that no offer holds
// more than its stock, and that all held units match the bench's placements.
// Accounts: each may hold MAX_OPEN open reservations, so every client moves on to a fresh account from a
// pool registered beforehand (registration, confirmation from DATA_DIR/outbox, login) as login-storm does.
// Target: no overselling (or refusal with units left), no 5xx or network error, every phase-2 request
// placed. The latency ratio to the listing is reported, not judged: there is no agreed budget yet.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  args,
  createPgDatabase,
  earlierRuns,
  getAll,
  getJson,
  HOST,
  num,
  pgAvailable,
  pgQuery,
  ratio,
  root,
  round,
  runBench,
  startApi,
  stats,
  table,
  writeResult,
} from "./lib.mjs";

const NAME = "reservations";
const opts = args(
  {
    clients: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    accounts: { type: "string", default: "200" },
    backends: { type: "string", default: "pglite,postgres" },
    "seed-products": { type: "string", default: "1500" },
    "max-minutes": { type: "string", default: "8" },
  },
  `
node bench/reservations.mjs [--clients 50] [--seconds 10] [--warmup 2] [--accounts 200]
                            [--backends pglite,postgres] [--seed-products 1500] [--max-minutes 8]
  --seconds 5 --warmup 1   a smoke run
  --accounts               accounts registered per backend; each holds at most 10 open reservations, so
                           this caps the reservations of phases 2 and 3 (the run says when it ran out)
  BENCH_PG_URL             the PostgreSQL server's admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
`,
);
const CLIENTS = Math.max(1, num(opts.clients, "clients"));
const SECONDS = num(opts.seconds, "seconds");
const WARMUP = num(opts.warmup, "warmup");
const ACCOUNTS = Math.max(CLIENTS, num(opts.accounts, "accounts"));
const SEED_PRODUCTS = num(opts["seed-products"], "seed-products");
const backends = opts.backends
  .split(",")
  .map((b) => b.trim())
  .filter(Boolean);

const AIRPORT = "waw";
const LISTING_PATH = `/api/products/?airport=${AIRPORT}&page_size=20`;
const RESERVE_PATH = "/api/reservations/";
/** The API's cap on one account's open reservations (MAX_OPEN_RESERVATIONS in api/src/routes/reservations.ts). */
const MAX_OPEN = 10;
/** A race that has not ended by then has a bug (the API never refuses): stop and report it. */
const RACE_LIMIT_SECONDS = 60;
const PASSWORD = "Bench-reserve-passphrase-57";
const TARGET = { oversold: 0, refused_with_units_left: 0, server_errors: 0, network_errors: 0, phase2_not_placed: 0 };

// ---------------------------------------------------------------------------------------------
// HTTP: node:http with one keep-alive agent per phase, the same for the baseline and the figure.

function request(base, { method = "GET", path: p, body, headers = {}, agent }) {
  const url = new URL(p, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.end(payload);
  });
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** "201", "409 out-of-stock", "500", "error: ECONNRESET": how answers are counted. */
function answerKey(res) {
  if (res.status === 0) return `error: ${res.error}`;
  const rule = res.status === 409 ? json(res.body)?.rule : undefined;
  return rule ? `${res.status} ${rule}` : String(res.status);
}

const count = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);
const loadavg = () => {
  try {
    return fs.readFileSync("/proc/loadavg", "utf8").trim().split(/\s+/).slice(0, 3).map(Number);
  } catch {
    return os.loadavg().map((l) => round(l));
  }
};

/**
 * A closed loop: CLIENTS workers, each sending its next request as soon as the previous one is answered,
 * for WARMUP + SECONDS (or until `step` answers "stop"). Only requests started after the warm-up count;
 * req/s is those answered over the time from the warm-up's end to the last answer.
 */
async function closedLoop(base, step, { warmup = WARMUP, seconds = SECONDS } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const t0 = performance.now();
  const measureFrom = t0 + warmup * 1000;
  const until = measureFrom + seconds * 1000;
  const okMs = [];
  const statuses = {};
  const warmupStatuses = {};
  let lastEnd = measureFrom;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < until) {
        const started = performance.now();
        const outcome = await step(client, base, agent);
        if (outcome === "stop") return;
        const measured = started >= measureFrom;
        count(measured ? statuses : warmupStatuses, outcome.key);
        if (measured) {
          if (outcome.ok) okMs.push(outcome.ms);
          lastEnd = Math.max(lastEnd, performance.now());
        }
        if (outcome.last) return;
      }
    }),
  );
  agent.destroy();
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const measuredSeconds = (lastEnd - measureFrom) / 1000;
  return {
    ms: stats(okMs),
    req_per_s: measuredSeconds > 0 ? round(answered / measuredSeconds, 1) : null,
    measured_seconds: round(measuredSeconds, 2),
    answers: statuses,
    warmup_answers: warmupStatuses,
  };
}

// ---------------------------------------------------------------------------------------------
// Accounts: registered, confirmed and signed in through the API, as a traveller would.

async function registerAccounts(api, tag) {
  const email = (i) => `reserve-${tag}-${i}@bench.example`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  // Eight at a time: the password queue (PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE) answers 503
  // beyond its capacity; a busy answer is retried.
  const eightAtATime = async (n, one) => {
    for (let i = 0; i < n; i += 8) await Promise.all(Array.from({ length: Math.min(8, n - i) }, (_, j) => one(i + j)));
  };
  const retryBusy = async (call) => {
    for (let attempt = 0; ; attempt++) {
      const res = await call();
      if (res.status !== 503 || attempt >= 20) return res;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  await eightAtATime(ACCOUNTS, async (i) => {
    const body = { email: email(i), password1: PASSWORD, password2: PASSWORD };
    const res = await retryBusy(() => request(api.url, { method: "POST", path: "/auth/registration/", body, agent }));
    if (res.status !== 201) throw new Error(`registration → ${res.status} ${res.body ?? res.error}`);
  });
  const outbox = path.join(api.dataDir, "outbox");
  let confirmed = 0;
  for (const f of fs.readdirSync(outbox)) {
    const raw = fs
      .readFileSync(path.join(outbox, f), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/gi, "=");
    const key = /confirm-email\/([A-Za-z0-9_\-.~%]+)/.exec(raw)?.[1];
    if (!key) continue;
    const body = { key: decodeURIComponent(key) };
    const res = await request(api.url, { method: "POST", path: "/auth/registration/verify-email/", body, agent });
    if (res.status === 200) confirmed++;
  }
  if (confirmed < ACCOUNTS) throw new Error(`only ${confirmed} of ${ACCOUNTS} accounts confirmed from DATA_DIR/outbox`);
  const tokens = new Array(ACCOUNTS);
  await eightAtATime(ACCOUNTS, async (i) => {
    const body = { email: email(i), password: PASSWORD };
    const res = await retryBusy(() => request(api.url, { method: "POST", path: "/auth/login/", body, agent }));
    const token = res.status === 200 ? json(res.body)?.access_token : undefined;
    if (!token) throw new Error(`login → ${res.status} ${res.body ?? res.error}`);
    tokens[i] = token;
  });
  agent.destroy();
  return tokens;
}

/**
 * Hands each client a fresh account when its current one holds MAX_OPEN open reservations (a client
 * sends one request at a time, so an account is never used by two requests at once).
 */
function accountPool(tokens) {
  let next = 0;
  const current = new Map(); // client → { token, open }
  return {
    take(client) {
      let account = current.get(client);
      if (!account || account.open >= MAX_OPEN) {
        if (next >= tokens.length) return null;
        account = { token: tokens[next++], open: 0 };
        current.set(client, account);
      }
      return account;
    },
    get used() {
      return next;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What to reserve: every size WAW sells with stock, from the product details (the detail shape).

async function sizesAtAirport(base) {
  const details = await getAll(`${base}/api/products/details/`, 100);
  const sizes = [];
  for (const product of details) {
    for (const variant of product.variants) {
      const offer = variant.availability.find((o) => o.airport === AIRPORT);
      if (offer && offer.stock > 0) sizes.push({ product: product.slug, sku: variant.sku, stock: offer.stock });
    }
  }
  if (sizes.length < 2) throw new Error(`only ${sizes.length} sizes in stock at ${AIRPORT}`);
  return sizes;
}

/** `YYYY-MM-DDTHH:mm` at the airport, `hours` from now: the time on a boarding pass. */
function localTime(timezone, hours) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(Date.now() + hours * 3_600_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

// ---------------------------------------------------------------------------------------------
// The database's own account of the race size and of every hold, read outside the API.

const OFFER_SQL = `SELECT o.stock, o.held FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id
  JOIN airports a ON a.id = o.airport_id WHERE v.sku = $1 AND a.slug = $2`;
const RESERVED_SQL = `SELECT coalesce(sum(i.quantity), 0)::int AS units, count(DISTINCT r.id)::int AS reservations
  FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id JOIN airports a ON a.id = r.airport_id
  WHERE i.sku = $1 AND a.slug = $2 AND r.status IN ('placed', 'ready')`;
const TOTALS_SQL = `SELECT
  (SELECT coalesce(sum(held), 0)::int FROM variant_offers) AS held,
  (SELECT count(*)::int FROM variant_offers WHERE held > stock) AS offers_held_beyond_stock,
  (SELECT coalesce(sum(i.quantity), 0)::int FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
    WHERE r.status IN ('placed', 'ready')) AS reserved_units,
  (SELECT count(*)::int FROM reservations) AS reservations`;

async function databaseAccount(query, sku) {
  const [offer] = (await query(OFFER_SQL, [sku, AIRPORT])).rows;
  const [reserved] = (await query(RESERVED_SQL, [sku, AIRPORT])).rows;
  const [totals] = (await query(TOTALS_SQL)).rows;
  return { race_size: { ...offer, ...reserved }, totals };
}

/** PGlite: opened after the API has stopped, with the API's own opener (durable file system, session settings). */
async function pgliteAccount(dataDir, sku) {
  const { openDatabase } = await import(pathToFileURL(path.join(root, "api", "dist", "db", "database.js")).href);
  const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    return await databaseAccount((sql, params) => db.query(sql, params), sku);
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One backend: start, accounts, baseline, reservations, race, stop, check.

async function runBackend(backend) {
  const load_before = loadavg();
  let databaseUrl;
  if (backend === "postgres") databaseUrl = await createPgDatabase("reservations");
  console.log(`${backend}: starting the API (seeding ${SEED_PRODUCTS} products) …`);
  const api = await startApi({
    databaseUrl,
    seedProducts: SEED_PRODUCTS,
    label: backend,
    env: {
      // Setup only: ACCOUNTS registrations from one address, two hashes at a time (two cores), and
      // access tokens that outlive the setup on a loaded machine. No hashing happens while measuring.
      REGISTRATION_RATE_LIMIT: "100000",
      PASSWORD_HASH_CONCURRENCY: "2",
      ACCESS_TOKEN_SECONDS: "3600",
    },
  });
  console.log(`  ready in ${api.startSeconds} s on ${api.url}`);

  const setupStarted = Date.now();
  const tokens = await registerAccounts(api, backend);
  const setupSeconds = round((Date.now() - setupStarted) / 1000, 1);
  console.log(`  ${ACCOUNTS} accounts registered, confirmed and signed in (${setupSeconds} s)`);
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  const airport = await getJson(`${api.url}/api/reservations/airports/${AIRPORT}/`, { headers: auth(tokens[0]) });
  const collectionPoint = airport.collection_points[0]?.slug;
  if (!collectionPoint) throw new Error(`${AIRPORT} has no collection point`);
  // About three days ahead: inside the airport's window (it closes rules.min_hours before departure
  // and opens rules.max_days before), whatever the airport's rules, with a day's margin on either side.
  const { min_hours: minHours, max_days: maxDays } = airport.rules;
  const departure = localTime(airport.timezone, Math.min(Math.max(72, minHours + 24), maxDays * 24 - 24));

  const sizes = await sizesAtAirport(api.url);
  // The race size: the most units at WAW, so that the race lasts longer than one round of the clients.
  const race = sizes.reduce((a, b) => (b.stock > a.stock || (b.stock === a.stock && b.sku < a.sku) ? b : a));
  const spread = sizes.filter((s) => s !== race).map((s) => ({ ...s, left: s.stock }));
  console.log(
    `  ${sizes.length} sizes in stock at ${AIRPORT}; race size ${race.sku} (${race.product}), ${race.stock} units`,
  );

  const pool = accountPool(tokens);
  const bodyOf = (requestId, item) => ({
    request_id: requestId,
    airport: AIRPORT,
    collection_point: collectionPoint,
    flight_number: "LO 123",
    departure,
    destination: "JFK",
    name: "Bench Traveller",
    // Harmless for other products; adult ones (alcohol, tobacco) need it.
    birth_date: "1980-01-01",
    items: [{ product: item.product, size: item.sku, quantity: 1 }],
  });
  let attempt = 0;
  let placedUnits = 0; // every 201 of the run, warm-up included: the database's `held` must match it
  let accountsRanOut = false;
  /** One POST for `client`: the answer, counted against the account it used. */
  async function reserve(client, base, agent, item, phase) {
    const account = pool.take(client);
    if (!account) {
      accountsRanOut = true;
      return null;
    }
    const requestId = `bench-${backend}-${phase}-${++attempt}`;
    const res = await request(base, {
      method: "POST",
      path: RESERVE_PATH,
      body: bodyOf(requestId, item),
      headers: auth(account.token),
      agent,
    });
    if (res.status === 201) {
      account.open++;
      placedUnits++;
    }
    if (res.status >= 500) console.log(`  ${phase}: ${res.status} ${res.body.slice(0, 300)}`);
    return res;
  }

  // 1. The baseline: the listing, under the same clients.
  console.log(`  listing: GET ${LISTING_PATH}, ${CLIENTS} clients, ${WARMUP} s + ${SECONDS} s …`);
  const listing = await closedLoop(api.url, async (_client, base, agent) => {
    const res = await request(base, { path: LISTING_PATH, agent });
    return { ok: res.status === 200, ms: res.ms, key: answerKey(res) };
  });
  console.log(`    p99 ${listing.ms.p99} ms, ${listing.req_per_s} req/s, ${JSON.stringify(listing.answers)}`);

  // 2. Placing: a different size each time, never more than its stock.
  let cursor = 0;
  const nextSize = () => {
    for (let tried = 0; tried < spread.length; tried++) {
      const s = spread[cursor++ % spread.length];
      if (s.left > 0) {
        s.left--;
        return s;
      }
    }
    return null;
  };
  console.log(`  reservations: POST ${RESERVE_PATH}, one unit of a different size each, ${WARMUP} s + ${SECONDS} s …`);
  const placing = await closedLoop(api.url, async (client, base, agent) => {
    const item = nextSize();
    if (!item) return "stop";
    const res = await reserve(client, base, agent, item, "a");
    if (!res) return "stop";
    // Out of stock although the bench never asked for more than the details said: kept, and counted.
    if (res.status === 409 && json(res.body)?.rule === "out-of-stock") item.left = 0;
    return { ok: res.status === 201, ms: res.ms, key: answerKey(res) };
  });
  console.log(`    p99 ${placing.ms.p99} ms, ${placing.req_per_s} req/s, ${JSON.stringify(placing.answers)}`);

  // 3. The race for one size.
  const dbBefore = databaseUrl ? await databaseAccount((sql, p) => pgQuery(databaseUrl, sql, p), race.sku) : null;
  console.log(`  race: ${CLIENTS} clients reserve one unit each of ${race.sku} until refused …`);
  const raceStarted = performance.now();
  const raced = await closedLoop(
    api.url,
    async (client, base, agent) => {
      const res = await reserve(client, base, agent, race, "race");
      if (!res) return "stop";
      const key = answerKey(res);
      // A client stops at its first refusal (or at anything unexpected, which is counted and judged).
      return { ok: res.status === 201, ms: res.ms, key, last: res.status !== 201 };
    },
    { warmup: 0, seconds: RACE_LIMIT_SECONDS },
  );
  const raceSeconds = round((performance.now() - raceStarted) / 1000, 2);
  const placed = raced.answers["201"] ?? 0;
  console.log(`    placed ${placed} of ${race.stock} in ${raceSeconds} s, ${JSON.stringify(raced.answers)}`);

  const serverLog = [
    ...new Set(
      api.child.output
        .filter((l) => /"level":(50|60)|error/i.test(l))
        .map((l) => /"message":"([^"]+)"/.exec(l)?.[1] ?? /"msg":"([^"]+)"/.exec(l)?.[1] ?? l.slice(0, 300)),
    ),
  ].slice(-5);
  await api.child.stop();
  const dbAfter = databaseUrl
    ? await databaseAccount((sql, p) => pgQuery(databaseUrl, sql, p), race.sku)
    : await pgliteAccount(api.dataDir, race.sku);
  const load_after = loadavg();

  // The verdict.
  const freeAtStart = dbBefore ? dbBefore.race_size.stock - dbBefore.race_size.held : race.stock;
  const misses = [];
  const everyAnswer = [listing.answers, listing.warmup_answers, placing.answers, placing.warmup_answers, raced.answers];
  const sumKeys = (test) =>
    everyAnswer.reduce((n, a) => n + Object.entries(a).reduce((m, [k, v]) => m + (test(k) ? v : 0), 0), 0);
  const serverErrors = sumKeys((k) => /^5\d\d/.test(k));
  const networkErrors = sumKeys((k) => k.startsWith("error"));
  const phase2NotPlaced = [placing.answers, placing.warmup_answers]
    .flatMap((a) => Object.entries(a))
    .reduce((n, [k, v]) => n + (k === "201" ? 0 : v), 0);
  const raceRefusals = Object.entries(raced.answers).filter(([k]) => k !== "201");
  const oversold = Math.max(0, placed - freeAtStart);
  const refusedWithUnitsLeft = Math.max(0, freeAtStart - placed);
  if (oversold) misses.push(`${backend}: OVERSOLD ${oversold}: ${placed} placed of ${freeAtStart} free`);
  if (refusedWithUnitsLeft) misses.push(`${backend}: ${placed} placed of ${freeAtStart} free: refused with units left`);
  if (dbBefore && dbBefore.race_size.stock !== race.stock)
    misses.push(`${backend}: the details said ${race.stock} units, the database ${dbBefore.race_size.stock}`);
  const after = dbAfter.race_size;
  // Held before the race: 0 on PGlite (nothing held it; the totals below check that), read on PostgreSQL.
  const heldBefore = dbBefore?.race_size.held ?? 0;
  if (after.held - heldBefore !== placed || after.units !== placed)
    misses.push(
      `${backend}: race size held ${heldBefore} → ${after.held}, reserved ${after.units} units, but ${placed} placed`,
    );
  if (after.held > after.stock) misses.push(`${backend}: race size held ${after.held} > stock ${after.stock}`);
  const totals = dbAfter.totals;
  if (totals.offers_held_beyond_stock)
    misses.push(`${backend}: ${totals.offers_held_beyond_stock} offers hold more than their stock`);
  if (totals.held !== placedUnits || totals.reserved_units !== placedUnits)
    misses.push(
      `${backend}: the database holds ${totals.held} units in ${totals.reserved_units} reserved, the bench placed ${placedUnits}`,
    );
  const listingOther = Object.entries(listing.answers).filter(([k]) => k !== "200");
  if (listingOther.length)
    misses.push(`${backend}: listing answered ${listingOther.map(([k, v]) => `${k}×${v}`).join(", ")}`);
  if (serverErrors) misses.push(`${backend}: ${serverErrors} answers 5xx`);
  if (networkErrors) misses.push(`${backend}: ${networkErrors} network errors`);
  if (phase2NotPlaced) misses.push(`${backend}: ${phase2NotPlaced} phase-2 reservations not placed`);
  if (raceRefusals.some(([k]) => k !== "409 out-of-stock"))
    misses.push(`${backend}: race answered ${raceRefusals.map(([k, v]) => `${k}×${v}`).join(", ")}`);
  if (accountsRanOut) misses.push(`${backend}: the ${ACCOUNTS} accounts ran out (raise --accounts)`);

  return {
    backend,
    api_start_s: api.startSeconds,
    load_before,
    load_after,
    sizes_at_airport: sizes.length,
    collection_point: collectionPoint,
    departure,
    listing,
    reservations: { ...placing, ratio_p99_to_listing: ratio(placing.ms.p99, listing.ms.p99) },
    ratio_req_per_s_to_listing: ratio(placing.req_per_s, listing.req_per_s),
    race: {
      product: race.product,
      sku: race.sku,
      stock_from_details: race.stock,
      free_at_start: freeAtStart,
      placed,
      oversold,
      refused_with_units_left: refusedWithUnitsLeft,
      seconds: raceSeconds,
      ms: raced.ms,
      answers: raced.answers,
      database_before: dbBefore?.race_size ?? null,
      database_after: after,
    },
    database_totals_after: { ...totals, placed_by_bench: placedUnits },
    accounts: { registered: ACCOUNTS, used: pool.used, setup_s: setupSeconds },
    server_errors: serverErrors,
    ...(serverLog.length ? { log_tail: serverLog } : {}),
    pass: misses.length === 0,
    misses,
  };
}

/** A run in brief, as the results file keeps the runs before the last (lib.mjs, earlierRuns). */
function briefRun(previous) {
  return {
    settings: previous.settings,
    load_before: previous.load_before,
    load_after: previous.load_after,
    pass: previous.pass,
    backends: Object.fromEntries(
      Object.entries(previous.figures).map(([b, f]) => [
        b,
        {
          listing: {
            p50: f.listing.ms.p50,
            p95: f.listing.ms.p95,
            p99: f.listing.ms.p99,
            req_per_s: f.listing.req_per_s,
          },
          reservations: {
            p50: f.reservations.ms.p50,
            p95: f.reservations.ms.p95,
            p99: f.reservations.ms.p99,
            req_per_s: f.reservations.req_per_s,
          },
          ratio_p99: f.reservations.ratio_p99_to_listing,
          race: `${f.race.placed}/${f.race.free_at_start}`,
          oversold: f.race.oversold,
        },
      ]),
    ),
  };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  console.log(
    `${NAME}: ${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s per phase, ${ACCOUNTS} accounts, backends: ${backends.join(", ")} (${HOST})\n`,
  );
  const load_before = loadavg();
  const figures = {};
  const notes = [];
  for (const backend of backends) {
    if (backend === "postgres" && !(await pgAvailable())) {
      notes.push("PostgreSQL did not answer on BENCH_PG_URL: the PostgreSQL run was skipped");
      console.log("PostgreSQL is not reachable: skipped\n");
      continue;
    }
    figures[backend] = await runBackend(backend);
    console.log();
  }
  const load_after = loadavg();

  for (const [backend, f] of Object.entries(figures)) {
    const row = (what, r, x) => [what, r.ms.p50, r.ms.p95, r.ms.p99, r.req_per_s, x, JSON.stringify(r.answers)];
    console.log(`${backend} (load ${f.load_before.join(" ")} → ${f.load_after.join(" ")})`);
    table(
      ["phase", "p50 ms", "p95 ms", "p99 ms", "req/s", "p99 × listing", "answers"],
      [
        row(`listing GET ${LISTING_PATH}`, f.listing, "1.000"),
        row(`reservations POST ${RESERVE_PATH}`, f.reservations, f.reservations.ratio_p99_to_listing),
        row(`race for ${f.race.sku}`, { ...f.race, req_per_s: null }, ratio(f.race.ms.p99, f.listing.ms.p99)),
      ],
    );
    const verdict = f.race.oversold === 0 && f.race.refused_with_units_left === 0 ? "pass" : "FAIL";
    console.log(
      `race: placed ${f.race.placed} of ${f.race.free_at_start} free at the start, oversold ${f.race.oversold}: ${verdict}; ` +
        `database after: held ${f.race.database_after.held} of stock ${f.race.database_after.stock}, ${f.race.database_after.units} units reserved; ` +
        `all holds ${f.database_totals_after.held} = placed ${f.database_totals_after.placed_by_bench}\n`,
    );
  }

  const misses = Object.values(figures).flatMap((f) => f.misses);
  if (!Object.keys(figures).length) misses.push("no backend measured");
  const pass = misses.length === 0;
  const earlier_runs = earlierRuns(NAME, briefRun);
  const result = writeResult(NAME, {
    settings: {
      clients: CLIENTS,
      warmup_s: WARMUP,
      seconds: SECONDS,
      accounts: ACCOUNTS,
      seed_products: SEED_PRODUCTS,
      airport: AIRPORT,
      smoke: SECONDS < 10,
    },
    load_before,
    load_after,
    target: { ...TARGET, latency: "none: reservation p99 and req/s reported as a ratio to the listing's" },
    baseline: { what: `GET ${LISTING_PATH}, same API, same clients, same run`, path: LISTING_PATH },
    figures,
    pass,
    misses,
    notes,
    earlier_runs,
  });
  console.log(pass ? "\nPASS" : `\nMISS: ${misses.join("; ")}`);
  return result;
});
