import type { Queryable } from "../db/database.ts";
import type { ProductQuery } from "../schemas/catalogue.ts";
import { productList } from "../repositories/products.ts";
import { prefixTsQuery } from "./search-query.ts";
import { Memo, type MemoReads } from "./catalogue-memo.ts";

/**
 * Every id of a filtered, ordered product list, from lists kept in memory (catalogue-memo.ts's
 * rules: a TTL from the read, and an import's generation). Its pages and its count are cut from it,
 * so another page or page size of a list read recently reads no rows.
 *
 * A search is not read as a list of its own. It is two lists, each kept:
 * - its matches over the whole visible catalogue, in relevance order (`searches`, one per search);
 * - the same list without the search (`lists`, the one a listing of that airport, filter and order
 *   reads too).
 * The answer keeps the ids that are in both, in the order the search asked for: the second list's for
 * price, name or newest; the first list's for relevance, which is also whole-catalogue order filtered,
 * because a product's rank does not depend on the airport or the other filters, and ties are broken by
 * name and id in both. So a search asked at another airport or in another order reads nothing.
 *
 * Why: full-text matching was all of PostgreSQL's CPU under searches that miss the answers cache
 * (9.3 s of it per 10 s at 50 connections, 2026-11-27), and a search over 15 airports and 3 orders
 * ran the same match 45 times.
 */
export interface ProductListMemos {
  lists: Memo<Int32Array>;
  searches: Memo<Int32Array>;
}

/**
 * Lists are 4 bytes an id: at 10,000 products an unfiltered list is 40 KB, 200 lists at most 8 MB (a
 * flood of one-off filters pushes out the oldest), and most lists (an airport's, a category's) are
 * far shorter. A search's matches are fewer still, and there are more distinct searches than
 * listings (the bench's 1,500 products make 405 words): 1,000 of them, 40 MB at the very worst (every one
 * matching all 10,000), a few MB in practice.
 */
export function productListMemos(ttlMs: number): ProductListMemos {
  return { lists: new Memo<Int32Array>(ttlMs, 200), searches: new Memo<Int32Array>(ttlMs, 1_000) };
}

/** What productList reads of a query; `page` and `page_size` are not among them (a list is every page). */
const LIST_FIELDS = ["airport", "brand", "category", "subcategory", "section", "search", "min_price", "max_price", "ordering"] as const;

/**
 * productList's answers by the query fields it reads: its SQL and key (the SQL with its parameters,
 * ≈ 500 characters) depend on nothing else, so a list asked for again is found by a short key instead
 * of building both and hashing the long one (≈ 6 % of what the API allocated under distinct listing
 * URLs, 2026-11-28). Prices are written with String, so that Infinity or NaN, which productFilterSql
 * refuses, never share a key with an absent price. Cleared when full: it holds only what is cheap to
 * make again.
 */
const listsByFields = new Map<string, ReturnType<typeof productList>>();
const LISTS_BY_FIELDS_KEPT = 2_000;

function listOf(query: ProductQuery): ReturnType<typeof productList> {
  const fields = JSON.stringify(LIST_FIELDS.map((field) => (query[field] === undefined ? null : String(query[field]))));
  let list = listsByFields.get(fields);
  if (list === undefined) {
    list = productList(query); // throws on a bad price range, before anything is kept
    if (listsByFields.size >= LISTS_BY_FIELDS_KEPT) listsByFields.clear();
    listsByFields.set(fields, list);
  }
  return list;
}

/**
 * A kept list, at once when the memo holds it: a search reads two, and two async calls, their promises
 * and a Promise.all for lists that are nearly always in memory were work for nothing.
 */
function keptList(db: Queryable, memo: Memo<Int32Array>, query: ProductQuery, reads: MemoReads): Int32Array | Promise<Int32Array> {
  const list = listOf(query);
  return memo.peek(list.key, reads) ?? memo.get(list.key, async () => Int32Array.from(await list.ids(db)), reads);
}

export async function productListIds(
  db: Queryable,
  memos: ProductListMemos,
  query: ProductQuery,
  reads: MemoReads,
): Promise<Int32Array | number[]> {
  const search = query.search?.trim();
  // With nothing kept (CATALOGUE_CACHE_SECONDS=0), two reads would only cost more than one.
  if (!search || memos.lists.ttlMs <= 0) return keptList(db, memos.lists, query, reads);
  // Nothing to match (punctuation, exclusions only): an empty list, as the single query's `WHERE FALSE`, without reading one.
  if (prefixTsQuery(search) === null) return new Int32Array(0);
  const ordering = query.ordering ?? "relevance";
  let matches = keptList(db, memos.searches, { search, ordering: "relevance" }, reads);
  let unsearched = keptList(db, memos.lists, { ...query, search: undefined, ordering: ordering === "relevance" ? "name" : ordering }, reads);
  if (matches instanceof Promise || unsearched instanceof Promise) [matches, unsearched] = await Promise.all([matches, unsearched]);
  if (matches.length === 0) return matches;
  return searchIds(matches, unsearched, ordering);
}

/**
 * A search's answer from its two lists: the matches that are also in `unsearched`, in the matches'
 * order for relevance, else in `unsearched`'s (price, name or newest). Exported for its tests.
 */
export function searchIds(matches: Int32Array, unsearched: Int32Array, ordering: string): Int32Array | number[] {
  const at = positionsIn(unsearched);
  let kept: number[];
  if (at === null) kept = ordering === "relevance" ? idsIn(matches, unsearched) : idsIn(unsearched, matches);
  else {
    kept = [];
    for (let i = 0; i < matches.length; i++) {
      const id = matches[i]!;
      if (id >= 0 && id < at.length && at[id] !== 0) kept.push(id);
    }
    if (ordering !== "relevance") return kept.sort((a, b) => at[a]! - at[b]!);
  }
  // Every match passes the other filters (no airport, or a search within one's range): the matches as they are.
  return ordering === "relevance" && kept.length === matches.length ? matches : kept;
}

/**
 * Where each id stands in a kept list: `positions[id]` is its index + 1, 0 when it is not in the list.
 * Made at a list's first search and kept as long as the list is (a WeakMap on it), so that a search
 * costs its matches, a few dozen, rather than a pass over its airport's list, a thousand ids or more
 * (idsIn). 4 bytes per id up to the list's highest: 6 KB for the demo's 1,500 products, 40 KB at
 * 10,000. Only for lists whose highest id is within a few times their length (serial ids keep growing
 * as imports hide products, and a short list of recent products must not cost megabytes): at most
 * 16 bytes per listed id and 4 KB more, for at most 200 kept lists. Other lists go through idsIn.
 */
const positionsOf = new WeakMap<Int32Array, Int32Array | null>(); // null: the list does not fit
const positionsFit = (list: Int32Array, highest: number) => highest <= 4 * list.length + 1024;

function positionsIn(list: Int32Array): Int32Array | null {
  const known = positionsOf.get(list);
  if (known !== undefined) return known;
  const [lowest, highest] = idBounds(list);
  if (lowest < 0 || !positionsFit(list, highest)) {
    positionsOf.set(list, null);
    return null;
  }
  const positions = new Int32Array(highest + 1);
  for (let i = 0; i < list.length; i++) positions[list[i]!] = i + 1;
  positionsOf.set(list, positions);
  return positions;
}

/**
 * One byte per product id, every one 0 between calls of idsIn, which marks a list's ids and clears them
 * again before it returns (synchronous, so no other answer sees the marks). Grown to the highest id seen
 * and never shrunk, up to MAX_MARKED_ID (16 MB); ids are a serial's, so they pass that only after some 16
 * million products have been made, and then a `Set` does the job.
 *
 * Why: a `Set` of the ids and `filter` with a closure, per answer, were 13 % of the API's CPU profile under
 * searches that miss the answers cache, 4.9 % with the marks (2026-11-27): an airport's list is a thousand
 * ids or more.
 */
let marks = new Uint8Array(4096);
const MAX_MARKED_ID = 1 << 24;

/**
 * The ids of `order` that are also in `members`, in `order`'s order. Product ids are positive (a serial's)
 * and distinct within a list; exported for its tests.
 */
export function idsIn(order: Int32Array, members: Int32Array): number[] {
  // A plain array, not an Int32Array: a search's answer is used once, and a typed array of it is memory
  // outside the heap (an ArrayBuffer per answer) that only the garbage collector gives back.
  const out: number[] = [];
  const most = Math.min(order.length, members.length);
  const [lowest, highest] = idBounds(members);
  if (highest >= MAX_MARKED_ID || lowest < 0) {
    const set = new Set(members);
    for (let i = 0; i < order.length; i++) if (set.has(order[i]!)) out.push(order[i]!);
    return out;
  }
  if (highest >= marks.length) marks = new Uint8Array(Math.min(MAX_MARKED_ID, Math.max(highest + 1, marks.length * 2)));
  for (let i = 0; i < members.length; i++) marks[members[i]!] = 1;
  for (let i = 0; i < order.length && out.length < most; i++) if (marks[order[i]!] === 1) out.push(order[i]!);
  for (let i = 0; i < members.length; i++) marks[members[i]!] = 0;
  return out;
}

/** A list's lowest id (0 when none is negative) and highest (0 when none is positive). */
function idBounds(ids: Int32Array): [number, number] {
  let lowest = 0;
  let highest = 0;
  for (let i = 0; i < ids.length; i++) {
    if (ids[i]! > highest) highest = ids[i]!;
    else if (ids[i]! < lowest) lowest = ids[i]!;
  }
  return [lowest, highest];
}
