import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { noMemoReads, type MemoReads } from "../lib/catalogue-memo.ts";

/**
 * The catalogue is read-only through the API and every page view reads it, so its GET answers are kept
 * in memory for as long as browsers may cache them (CATALOGUE_CACHE_SECONDS, 60 by default like the routes'
 * Cache-Control; 0 turns it off). A change made directly in the database shows within that time. Keyed by the full
 * URL (filters and airport included); catalogue answers do not depend on who asks. Registered before
 * compression, so it stores the JSON text and compression still follows each client's Accept-Encoding.
 * An answer built from memoised pieces (lib/catalogue-memo.ts, same TTL) is kept only until its oldest
 * piece expires (`memoReads`), so that a change still shows within CATALOGUE_CACHE_SECONDS.
 */
const CACHED_PREFIXES = [
  "/api/airports/",
  "/api/brands/",
  "/api/categories/",
  "/api/subcategories/",
  "/api/products/",
  "/api/thematic-sections/",
  "/api/blog/",
  "/api/currencies/",
];
const MAX_ENTRIES = 5_000;

interface Entry {
  body: string;
  contentType: string;
  cacheControl: string | undefined;
  expires: number;
}

const readsOf = new WeakMap<FastifyRequest, MemoReads>();

/** Where a route records what its answer took from the catalogue memos, for that answer's expiry here. */
export function memoReads(request: FastifyRequest): MemoReads {
  let reads = readsOf.get(request);
  if (!reads) readsOf.set(request, (reads = noMemoReads()));
  return reads;
}

const cacheable = (request: FastifyRequest) =>
  request.method === "GET" && CACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix));

export const catalogueCache = fp(async (app: FastifyInstance) => {
  const ttlMs = app.config.catalogueCacheSeconds * 1000;
  if (ttlMs === 0) return;
  const entries = new Map<string, Entry>();
  const hits = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    hits.add(request);
    reply.header("content-type", entry.contentType).header("x-cache", "HIT");
    if (entry.cacheControl) reply.header("cache-control", entry.cacheControl);
    return reply.send(entry.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (hits.has(request) || !cacheable(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!); // oldest first
    const cacheControl = reply.getHeader("cache-control");
    entries.set(request.url, {
      body: payload,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      // Never later than the oldest memoised piece of the answer expires (Infinity when it used none).
      expires: Math.min(Date.now(), readsOf.get(request)?.oldest ?? Infinity) + ttlMs,
    });
    return payload;
  });
});
