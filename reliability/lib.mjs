// Shared by the reliability scripts: start the real API as a child process, sign a user up through
// its e-mail outbox, talk to it over loopback, and reach PostgreSQL for throw-away databases.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { buildIfStale, SERVER_JS } from "../api/scripts/build.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const PG_ADMIN_URL = process.env.RELIABILITY_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = process.argv[i + 1];
  return value === undefined || value.startsWith("--") ? true : value;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
}

let compiled = false;

/**
 * The API as production runs it (`npm start`: the compiled api/dist/server.js, built here first when
 * missing or stale), on 127.0.0.1:`port`. Resolves when /api/health/ answers 200.
 * `log` collects the child's output so that a failed start can be shown.
 */
export async function startApi({ port, dataDir, databaseUrl, env = {}, nodeArgs = [], timeoutMs = 120_000 }) {
  if (!compiled) {
    buildIfStale();
    compiled = true;
  }
  const child = spawn(process.execPath, [...nodeArgs, SERVER_JS], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SEED_PRODUCTS: process.env.SEED_PRODUCTS || "100",
      LOG_LEVEL: "warn",
      ACCESS_TOKEN_SECONDS: "7200",
      STATIC_DIR: "",
      // Every simulated client shares 127.0.0.1: the per-client e-mail limit would refuse them.
      MAIL_RATE_LIMIT: "1000000",
      REGISTRATION_RATE_LIMIT: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  for (;;) {
    const state = await Promise.race([exited.then((e) => ({ exited: e })), sleep(150).then(() => null)]);
    if (state?.exited) {
      throw new Error(`the API exited during start (${JSON.stringify(state.exited)}):\n${log.join("").slice(-4000)}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`the API did not become healthy in ${timeoutMs} ms:\n${log.join("").slice(-4000)}`);
    }
  }
  return { child, exited, log, startMs: Date.now() - started, base: `http://127.0.0.1:${port}` };
}

export async function stopApi(api, signal = "SIGTERM") {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return api.exited;
  api.child.kill(signal);
  const timer = setTimeout(() => api.child.kill("SIGKILL"), 15_000);
  const result = await api.exited;
  clearTimeout(timer);
  return result;
}

/** JSON over HTTP; never throws for a status, only for a broken connection. */
export async function call(base, method, url, { token, body, timeoutMs = 15_000 } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** The newest confirmation link for `email` in DATA_DIR/outbox/*.eml (quoted-printable undone). */
export function confirmationKey(dataDir, email) {
  const outbox = path.join(dataDir, "outbox");
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")).sort().reverse() : [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
    const key = /\/confirm-email\/([\w-]+)/.exec(raw)?.[1];
    if (key) return key;
  }
  throw new Error(`no confirmation e-mail for ${email} in ${outbox}`);
}

/** Registers, confirms with the key from the outbox, and logs in. */
export async function signUp(base, dataDir, label = "user") {
  const email = `${label}.${randomBytes(4).toString("hex")}@reliability.example`;
  const password = `Rv8!${randomBytes(6).toString("hex")}-Harbour`;
  const reg = await call(base, "POST", "/auth/registration/", { body: { email, password1: password, password2: password } });
  if (reg.status !== 201) throw new Error(`registration → ${reg.status} ${reg.text}`);
  let key;
  for (let i = 0; i < 50; i++) {
    try {
      key = confirmationKey(dataDir, email);
      break;
    } catch (error) {
      if (i === 49) throw error;
      await sleep(100);
    }
  }
  const verify = await call(base, "POST", "/auth/registration/verify-email/", { body: { key } });
  if (verify.status !== 200) throw new Error(`verify-email → ${verify.status} ${verify.text}`);
  const login = await call(base, "POST", "/auth/login/", { body: { email, password } });
  if (login.status !== 200) throw new Error(`login → ${login.status} ${login.text}`);
  return { email, password, id: login.json.user.id, access: login.json.access_token, refresh: login.json.refresh_token };
}

/** A fresh PostgreSQL database for one run, or undefined (with the reason) when the server is unreachable. */
export async function createPgDatabase(label) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL at ${PG_ADMIN_URL} unreachable: ${error.message}` };
  }
  const name = `shop_${label}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: PG_ADMIN_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Opens the same database the API used, once the API is stopped: PGlite's data dir, or the PostgreSQL URL. */
export async function openDirect({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: (sql, params) => client.query(sql, params), close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Least-squares slope of y over x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const num = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const den = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/**
 * Clients that keep writing while something happens to the API (a kill, a power cut, a backup): each
 * signs up, creates a list, adds `itemsPerList` products to it (`item(client, i)` says which and how
 * many), then starts another list; an account with as many lists as one may have is replaced by a new
 * one. Only writes the API acknowledged with a 2xx are recorded (`lists`), so that what must survive is
 * exact: each client owns its lists. `sideWrite`, when given, replaces every `every`-th write (the crash
 * test's newsletter sign-ups). The API's address must stay the same across restarts (same port).
 */
export class ListWriters {
  constructor({ base, dataDir, label, clients, itemsPerList, item, sideWrite }) {
    Object.assign(this, { base, dataDir, label, count: clients, itemsPerList, item, sideWrite });
    this.lists = new Map(); // id -> { owner, items: Map<slug, quantity> }
    this.clients = [];
    this.loops = [];
    this.stopping = false;
    this.errors = [];
  }

  async signUp() {
    for (let n = 0; n < this.count; n++)
      this.clients.push({ n, user: await signUp(this.base, this.dataDir, `${this.label}${n}`), list: undefined, next: 0, ops: 0 });
    return this;
  }

  /** Lists and items acknowledged so far. */
  acknowledged() {
    return this.lists.size + [...this.lists.values()].reduce((s, l) => s + l.items.size, 0);
  }

  /** A copy of what has been acknowledged so far: list id -> Map<slug, quantity>. */
  snapshot() {
    return new Map([...this.lists].map(([id, l]) => [id, new Map(l.items)]));
  }

  async writeOnce(client) {
    client.ops++;
    if (this.sideWrite && client.ops % this.sideWrite.every === 0) return this.sideWrite.write(client);
    if (client.list === undefined || client.next >= this.itemsPerList) {
      const res = await call(this.base, "POST", "/api/wishlist/", {
        token: client.user.access,
        body: { name: `${this.label} ${client.n}.${client.ops}` },
      });
      if (res.status === 400 && /at most/i.test(res.text)) {
        client.user = await signUp(this.base, this.dataDir, `${this.label}${client.n}`);
        return;
      }
      if (res.status !== 201) throw new Error(`create list → ${res.status} ${res.text}`);
      this.lists.set(res.json.id, { owner: client.user, items: new Map() });
      client.list = res.json.id;
      client.next = 0;
      return;
    }
    const { slug, quantity } = this.item(client, client.next++);
    const res = await call(this.base, "POST", `/api/wishlist/${client.list}/items/`, {
      token: client.user.access,
      body: { product: slug, quantity, set: true },
    });
    if (res.status !== 201) throw new Error(`add item → ${res.status} ${res.text}`);
    this.lists.get(client.list).items.set(slug, quantity);
  }

  /** Every client writes, one write after another, until stop(). A client whose write fails stops. */
  start() {
    this.stopping = false;
    this.errors = [];
    this.loops = this.clients.map(async (client) => {
      while (!this.stopping) {
        try {
          await this.writeOnce(client);
        } catch (error) {
          // A write cut short by what stop() announced (a kill) is expected; any other failure is not.
          if (!this.stopping) this.errors.push(error);
          return;
        }
      }
    });
    return this;
  }

  /**
   * Stops the clients: the flag is set at once (before the caller kills the API), the promise waits for
   * the writes in flight and answers the failures that happened before it was called.
   */
  stop() {
    this.stopping = true;
    const errors = this.errors;
    return Promise.allSettled(this.loops).then(() => errors);
  }

  /** Every acknowledged list and item, read back through the API: what was found and what was not. */
  async verifyThroughApi() {
    let verified = 0;
    let lostWrites = 0;
    const lost = [];
    for (const [id, expected] of this.lists) {
      const res = await call(this.base, "GET", `/api/wishlist/${id}/`, { token: expected.owner.access });
      if (res.status !== 200) {
        lost.push(`list ${id} → ${res.status}`);
        lostWrites += 1 + expected.items.size;
        continue;
      }
      verified++;
      const got = new Map(res.json.items.map((i) => [i.product.slug, i.quantity]));
      for (const [slug, quantity] of expected.items) {
        if (got.get(slug) === quantity) verified++;
        else {
          lost.push(`list ${id} item ${slug}: expected ${quantity}, got ${got.get(slug)}`);
          lostWrites++;
        }
      }
    }
    return { verified, lost, lostWrites };
  }
}
