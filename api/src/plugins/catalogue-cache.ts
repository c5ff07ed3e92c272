import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { noMemoReads, type MemoReads } from "../lib/catalogue-memo.ts";
import { requestLanguage } from "../lib/content-language.ts";
import { CONTENT_PREFIXES } from "./content-language.ts";

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
}

/** What an entry costs beyond its body and key: the entry object, its headers, the Map's slot. */
const ENTRY_OVERHEAD_BYTES = 256;

declare module "fastify" {
  interface FastifyInstance {
    /** The answers cache's size now (for tests and the attack soak). */
    catalogueCacheSize: () => { entries: number; bytes: number; maxBytes: number };
  }
}

const readsOf = new WeakMap<FastifyRequest, MemoReads>();

/** Where a route records what its answer took from the catalogue memos, for that answer's expiry here. */
export function memoReads(request: FastifyRequest): MemoReads {
  let reads = readsOf.get(request);
  if (!reads) readsOf.set(request, (reads = noMemoReads()));
  return reads;
}

/** The URL, and the language when a header rather than the URL chose it. */
function keyOf(request: FastifyRequest): string {
  const { lang, fromQuery } = requestLanguage(request);
  return fromQuery ? request.url : `${request.url}#${lang}`;
}

const cacheable = (request: FastifyRequest) =>
  request.method === "GET" && CACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix));

/**
 * Bounded in bytes (CATALOGUE_CACHE_MB), not in entries: an answer may be 200 bytes or 200 KB, and free
 * text (a search) makes endless distinct URLs. The least recently used answer goes first, so a flood of
 * one-off URLs pushes out other one-off URLs, not the pages every visitor reads. Expired answers are
 * dropped when asked for and by a sweep, so memory goes back once a flood stops. Bodies are kept as
 * Buffers: their size is exact and they live outside the JavaScript heap.
 */
export const catalogueCache = fp(async (app: FastifyInstance) => {
  const ttlMs = app.config.catalogueCacheSeconds * 1000;
  const maxBytes = app.config.catalogueCacheMb * 1024 * 1024;
  const entries = new Map<string, Entry>(); // in order of last use, oldest first
  let bytes = 0;
  app.decorate("catalogueCacheSize", () => ({ entries: entries.size, bytes, maxBytes }));
  if (ttlMs === 0 || maxBytes === 0) return;
  const hits = new WeakSet<FastifyRequest>();

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expires < now) drop(key, entry);
  };
  const sweeper = setInterval(sweep, Math.min(ttlMs, 30_000));
  sweeper.unref();
  app.addHook("onClose", async () => clearInterval(sweeper));

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      drop(key, entry);
      return;
    }
    entries.delete(key);
    entries.set(key, entry); // now the most recently used
    hits.add(request);
    reply.header("content-type", entry.contentType).header("x-cache", "HIT");
    if (entry.cacheControl) reply.header("cache-control", entry.cacheControl);
    return reply.send(entry.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (hits.has(request) || !cacheable(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const body = Buffer.from(payload);
    const key = keyOf(request);
    const size = body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (size > maxBytes) return payload;
    const previous = entries.get(key);
    if (previous) drop(key, previous);
    for (const [key, entry] of entries) {
      if (bytes + size <= maxBytes) break;
      drop(key, entry);
    }
    const cacheControl = reply.getHeader("cache-control");
    entries.set(key, {
      body,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      // Never later than the oldest memoised piece of the answer expires (Infinity when it used none).
      expires: Math.min(Date.now(), readsOf.get(request)?.oldest ?? Infinity) + ttlMs,
      bytes: size,
    });
    bytes += size;
    return payload;
  });
});
