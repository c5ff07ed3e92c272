import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { catalogueGeneration, noMemoReads, type MemoReads } from "../lib/catalogue-memo.ts";
import { requestLanguage } from "../lib/content-language.ts";
import { CONTENT_PREFIXES } from "./content-language.ts";
import { settleWithin } from "../lib/settle-within.ts";

/**
 * The catalogue is read-only through the API and every page view reads it, so its GET answers are kept
 * in memory for as long as browsers may cache them (CATALOGUE_CACHE_SECONDS, 60 by default like the
 * routes' Cache-Control; 0 turns it off), within CATALOGUE_CACHE_MB. A change made directly in the
 * database shows within that time. Keyed by the full URL (filters and airport included; unknown query
 * parameters are refused before they get here, plugins/input-guards.ts) and, when the URL has no
 * `?lang=`, by the language Accept-Language chose (plugins/content-language.ts); catalogue answers do
 * not otherwise depend on who asks. Registered before compression, so it stores the JSON and compression still
 * follows each client's Accept-Encoding. An answer built from memoised pieces (lib/catalogue-memo.ts,
 * same TTL) is kept only until its oldest piece expires (`memoReads`), so that a change still shows
 * within CATALOGUE_CACHE_SECONDS.
 */
const CACHED_PREFIXES = [...CONTENT_PREFIXES, "/api/currencies/"];

interface Entry {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  expires: number;
  bytes: number;
  /** The catalogue's generation when the answer was begun: an import since makes it stale. */
  generation: number;
}

/** An answer being built, and the requests waiting for it. */
interface Flight {
  key: string;
  /** When its leader began (Date.now()): after FOLLOWER_PATIENCE_MS nobody waits for it. */
  begun: number;
  done: Promise<Entry | undefined>;
  settle: (entry?: Entry) => void;
}

/** How long requests wait for another's answer to the same key before building their own. */
const FOLLOWER_PATIENCE_MS = 10_000;

/**
 * Another request's answer, or undefined after FOLLOWER_PATIENCE_MS: never wait longer than a slow
 * answer would take on its own. The timer is the follower's, not the leader's: most misses have no
 * follower, and a timer set and cleared for each of them was work for nothing.
 */
const patiently = (flight: Flight): Promise<Entry | undefined> =>
  settleWithin(flight.done, flight.begun + FOLLOWER_PATIENCE_MS - Date.now(), undefined);

/** What an entry costs beyond its body and key: the entry object, its headers, the cache's slot. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * What this plugin knows of a request, in one field of the request rather than in WeakMaps keyed by it:
 * four WeakMaps (sets, lookups and the garbage collector's work on their weak entries) were ≈ 3.5 % of
 * the API's CPU under answers that miss the cache (2026-11-28).
 */
interface CacheState {
  /** Sent from the cache (HIT or SHARED): onSend keeps nothing. */
  hit: boolean;
  /** The answer this request builds for others waiting on it (settled once, then undefined). */
  leading: Flight | undefined;
  /** The catalogue's generation when its answer was begun (-1 before): an import since makes it stale. */
  begunIn: number;
  /** The age of the memoised pieces its answer used (`memoReads`). */
  reads: MemoReads | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The answers cache's size now (for tests and the attack soak). */
    catalogueCacheSize: () => { entries: number; bytes: number; maxBytes: number };
  }
  interface FastifyRequest {
    catalogueCacheState: CacheState | null;
  }
}

function stateOf(request: FastifyRequest): CacheState {
  return (request.catalogueCacheState ??= { hit: false, leading: undefined, begunIn: -1, reads: undefined });
}

/** Where a route records what its answer took from the catalogue memos, for that answer's expiry here. */
export function memoReads(request: FastifyRequest): MemoReads {
  const state = stateOf(request);
  return (state.reads ??= noMemoReads());
}

/** The URL, and the language when a header rather than the URL chose it. */
function keyOf(request: FastifyRequest): string {
  const { lang, fromQuery } = requestLanguage(request);
  return fromQuery ? request.url : `${request.url}#${lang}`;
}

/**
 * Not kept: the build's bulk read of every product's detail, page by page (≈ 1 MB of JSON for 100
 * details). A build asks for each page once, so keeping it never saved a query; it cost a copy of
 * every answer and pushed the whole catalogue through the cache (≈ 300 MB at 10,000 products in three
 * languages against CATALOGUE_CACHE_MB 64), evicting the answers travellers read (the most recently
 * used survive, the rest go). The details' pieces are still memoised (lib/product-detail.ts).
 */
const UNCACHED_PREFIXES = ["/api/products/details/"];

const cacheable = (request: FastifyRequest) =>
  request.method === "GET" &&
  CACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
  !UNCACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix));

/**
 * Bounded in bytes (CATALOGUE_CACHE_MB), not in entries: an answer may be 200 bytes or 200 KB, and free
 * text (a search) makes endless distinct URLs. The least recently used answer goes first, so a flood of
 * one-off URLs pushes out other one-off URLs, not the pages every visitor reads. Expired answers are
 * dropped when asked for and by a sweep, so memory goes back once a flood stops. Bodies are kept as
 * Buffers: their size is exact and they live outside the JavaScript heap.
 *
 * The order of use is lru-cache's linked list, not a Map's insertion order: V8 leaves a deleted Map entry
 * as a hole that iteration steps over until the table is rebuilt, so taking the oldest entry of a full
 * Map walked past every answer evicted before it. With thousands of answers kept (distinct product
 * pages), the hook that did it was 6.9 % of the API's CPU profile, 1.2 % after (and ≈ 3 % in lru-cache),
 * and a full cache served its hits at 68–84 % of the rate it does now (2026-11-27, bench/README.md).
 *
 * Misses of one key are answered once: while a request builds an answer, others for the same key wait for
 * it and are sent that answer (`x-cache: SHARED`). Without that, every visitor who asked for a popular page
 * in the moment after it expired, or after a restart, ran its queries again: at 100 connections on PGlite
 * the queue of identical listing queries held every request, the health check too, for 11–26 s (the load
 * soak). When the first answer is not kept (an error, too big) or does not come within
 * FOLLOWER_PATIENCE_MS, each waiting request is built on its own.
 */
export const catalogueCache = fp(async (app: FastifyInstance) => {
  app.decorateRequest("catalogueCacheState", null);
  const ttlMs = app.config.catalogueCacheSeconds * 1000;
  const maxBytes = app.config.catalogueCacheMb * 1024 * 1024;
  if (ttlMs === 0 || maxBytes === 0) {
    app.decorate("catalogueCacheSize", () => ({ entries: 0, bytes: 0, maxBytes }));
    return;
  }
  // Least recently used first out once the bodies, keys and overheads would pass maxBytes.
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  app.decorate("catalogueCacheSize", () => ({ entries: entries.size, bytes: entries.calculatedSize, maxBytes }));
  const building = new Map<string, Flight>();
  // Settling (on every cacheable request's onSend and onResponse, hits included) reads the flight the
  // leader builds from its state, not keyOf again. Only that flight leaves `building`: a follower that
  // ran out of patience may have let a newer request lead.
  const settle = (request: FastifyRequest, entry?: Entry) => {
    const state = request.catalogueCacheState;
    const flight = state?.leading;
    if (flight === undefined) return;
    state!.leading = undefined;
    if (building.get(flight.key) === flight) building.delete(flight.key);
    flight.settle(entry);
  };

  const sweep = () => {
    const now = Date.now();
    const expired: string[] = [];
    for (const [key, entry] of entries.entries()) if (entry.expires < now) expired.push(key);
    for (const key of expired) entries.delete(key);
  };
  const sweeper = setInterval(sweep, Math.min(ttlMs, 30_000));
  sweeper.unref();
  app.addHook("onClose", async () => clearInterval(sweeper));

  const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry, how: "HIT" | "SHARED") => {
    stateOf(request).hit = true;
    reply.header("content-type", entry.contentType).header("x-cache", how);
    if (entry.cacheControl) reply.header("cache-control", entry.cacheControl);
    return reply.send(entry.body);
  };

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const entry = entries.get(key); // now the most recently used
    if (entry && entry.expires >= Date.now() && entry.generation === catalogueGeneration()) {
      return sendEntry(request, reply, entry, "HIT");
    }
    if (entry) entries.delete(key);
    let flight = building.get(key);
    // A leader that has not answered within FOLLOWER_PATIENCE_MS holds nobody up: this request leads anew.
    if (flight && Date.now() - flight.begun >= FOLLOWER_PATIENCE_MS) {
      building.delete(key);
      flight = undefined;
    }
    if (flight) {
      const shared = await patiently(flight);
      if (shared) return sendEntry(request, reply, shared, "SHARED");
      // Not kept, or not in time: this request builds its own, and a leader that has not answered yet
      // no longer holds up the requests after it (they lead their own).
      if (building.get(key) === flight) building.delete(key);
      return;
    }
    const state = stateOf(request);
    state.begunIn = catalogueGeneration();
    let settle!: (entry?: Entry) => void;
    const done = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    state.leading = { key, begun: Date.now(), done, settle };
    building.set(key, state.leading);
  });
  // The leader's answer was sent without being kept. (Not on the client's abort: the handler goes on,
  // and its answer, kept in onSend, is what the others wait for.)
  app.addHook("onResponse", async (request) => settle(request));

  app.addHook("onSend", async (request, reply, payload) => {
    const state = request.catalogueCacheState;
    if (state?.hit || !cacheable(request)) return payload;
    const generation = state && state.begunIn >= 0 ? state.begunIn : catalogueGeneration();
    // A string, or bytes of JSON (lib/card-json.ts): never a stream, nor bytes of another kind, which
    // would be kept without the headers that went with them.
    const text =
      typeof payload === "string" ||
      (Buffer.isBuffer(payload) && String(reply.getHeader("content-type") ?? "").startsWith("application/json"));
    if (reply.statusCode !== 200 || !text || generation !== catalogueGeneration()) {
      settle(request);
      return payload;
    }
    // Encoded once: what is kept is also what goes out, kept or not. (Answers written from kept JSON
    // texts, lib/card-json.ts, come as bytes already.)
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    const key = state?.leading?.key ?? keyOf(request);
    const size = body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (size > maxBytes) {
      settle(request);
      return body;
    }
    const cacheControl = reply.getHeader("cache-control");
    const entry: Entry = {
      body,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      // Never later than the oldest memoised piece of the answer expires (Infinity when it used none).
      expires: Math.min(Date.now(), state?.reads?.oldest ?? Infinity) + ttlMs,
      bytes: size,
      generation,
    };
    entries.set(key, entry); // in place of an earlier answer, evicting the least recently used
    settle(request, entry);
    return body;
  });
});
