/**
 * Pieces that many catalogue answers share (product cards, related-product rankings, the number of
 * products), kept in
 * memory under the rules of the answers cache (plugins/catalogue-cache.ts):
 *
 * - the catalogue is read-only through the API, so nothing invalidates an entry but time: each lives
 *   CATALOGUE_CACHE_SECONDS from when it was read (the app passes that TTL; 0 keeps nothing);
 * - a change made directly in the database therefore shows within that time, and an answer built from
 *   memoised pieces keeps that promise too: it records the read time of its oldest piece (`MemoReads`)
 *   and the answers cache keeps it only until that piece expires, not for a whole TTL after it was
 *   built (which would have shown a change up to two TTLs late).
 *
 * Why: the storefront's build reads every product's detail, 100 a page. A page carries ≈ 500 related
 * cards, but the whole 10,000-product catalogue only has 756 distinct ones (and 84 rankings), so
 * reading them again for every page was about a third of the page's time on PGlite.
 *
 * Within one answer a memoised piece may be older than another read for it (a product's own row
 * fresh, a related product's row, and so its card, from the memo): the same, bounded, staleness that
 * two answers read from the answers cache already have.
 */

/** The read time (ms since the epoch) of the oldest memoised piece an answer used; Infinity if none. */
export interface MemoReads {
  oldest: number;
}

export const noMemoReads = (): MemoReads => ({ oldest: Infinity });

/**
 * The catalogue's generation in this process: an import that changed it (api/src/catalogue-import/)
 * calls `catalogueChanged`, and every memo entry and cached answer of an earlier generation is then as
 * good as expired, instead of living out its TTL. Module-wide: several apps in one process (tests)
 * only lose cached pieces to each other's imports.
 */
let generation = 0;
export const catalogueGeneration = () => generation;
export function catalogueChanged(): void {
  generation++;
}

/** The NOTIFY channel an import announces a change on, for every process (plugins/catalogue-changes.ts). */
export const CATALOGUE_CHANNEL = "catalogue_changed";

interface Entry<V> {
  value: V;
  readAt: number;
  generation: number;
}

/** Keyed by strings, or by numbers where a key is an id (no string to build and hash per lookup). */
export class Memo<V, K extends string | number = string> {
  readonly #entries = new Map<K, Entry<V>>();
  #sweepAt = 0;

  /** `now` is for tests. */
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 50_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The values of `keys`, the missing or expired ones loaded with a single call of `load` (which may
   * leave out keys it does not know: they are absent from the answer and not kept). Records in `reads`
   * the read time of every value served from memory.
   */
  async getMany(keys: K[], load: (missing: K[]) => Promise<Map<K, V>>, reads: MemoReads): Promise<Map<K, V>> {
    const now = this.now();
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys.length === 1 ? keys : new Set(keys)) {
      const kept = this.peek(key, reads);
      if (kept !== undefined) found.set(key, kept);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    // Read before the load: what was loaded while an import changed the catalogue is kept as the old generation's.
    const loadedIn = generation;
    const loaded = await load(missing);
    for (const [key, value] of loaded) {
      found.set(key, value);
      this.#keep(key, value, now, loadedIn);
    }
    return found;
  }

  /**
   * The value of `key` if it is kept and fresh (recording its read time in `reads`), else undefined.
   * Synchronous: an answer built from memory does not pay getMany's sets and maps for every id.
   * getMany serves what is kept through it too: one freshness rule. (No kept value is undefined: a load
   * leaves out what it does not know.)
   */
  peek(key: K, reads: MemoReads): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || this.now() - entry.readAt >= this.ttlMs || entry.generation !== generation) return undefined;
    if (entry.readAt < reads.oldest) reads.oldest = entry.readAt;
    return entry.value;
  }

  /** One value, loaded by `load` when missing or expired; see getMany. */
  async get(key: K, load: () => Promise<V>, reads: MemoReads): Promise<V> {
    return (await this.find(key, load, reads))!;
  }

  /** One value that may not exist: undefined, and nothing kept, when `load` finds none; see getMany. */
  async find(key: K, load: () => Promise<V | undefined>, reads: MemoReads): Promise<V | undefined> {
    const kept = this.peek(key, reads);
    if (kept !== undefined) return kept;
    const found = await this.getMany(
      [key],
      async () => {
        const value = await load();
        return new Map(value === undefined ? [] : [[key, value]]);
      },
      reads,
    );
    return found.get(key);
  }

  #keep(key: K, value: V, readAt: number, loadedIn: number) {
    if (this.ttlMs <= 0) return;
    if (readAt >= this.#sweepAt) {
      // Expired entries are never read again: free them (at most once a TTL) rather than hold them
      // until maxEntries newer ones push them out.
      this.#sweepAt = readAt + this.ttlMs;
      for (const [k, entry] of this.#entries) if (readAt - entry.readAt >= this.ttlMs) this.#entries.delete(k);
    }
    this.#entries.delete(key); // re-inserted last: the Map's order is the entries' age
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, readAt, generation: loadedIn });
  }

  /** Drops `key`, so that the next get reads it again (a kept value found to be older than what uses it). */
  forget(key: K): void {
    this.#entries.delete(key);
  }

  get size() {
    return this.#entries.size;
  }
}
