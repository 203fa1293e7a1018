/**
 * The one in-process cache primitive (ADR 0052): a map bounded by entries
 * or by bytes, least recently used first out, with an optional time to live
 * and a generation guard. Every cache of the service is one of these (the
 * short links, the pages, the GS1 resolutions, the label answers, the
 * verified tokens, the memberships); each adds only what it keeps and when
 * it forgets.
 *
 * - A read (`get`) of a fresh entry makes it the most recently used; an
 *   expired one is dropped and reads as absent. Plain functions, no Effect:
 *   the hot paths read it synchronously.
 * - Keeping (`set`) replaces the key's entry first, so re-keeping a key
 *   never evicts another (by bytes: unless the new value weighs more).
 * - An invalidation (`delete`, `clear`) bumps the generation. A fill reads
 *   `generation()` before it goes to storage and passes it to `set`: if an
 *   invalidation came meanwhile, what it read may be stale, so it is
 *   answered but not kept.
 */

/** How a cache is bounded and how long it trusts an entry. */
export interface BoundedCacheOptions<K, V> {
  /** The most entries kept (0 keeps none); no bound when absent. */
  readonly maxEntries?: number | undefined
  /** The most bytes kept, as `bytesOf` estimates them (0 keeps none); no bound when absent. */
  readonly maxBytes?: number | undefined
  /** The bytes an entry holds (needed with `maxBytes`; 0 when absent). */
  readonly bytesOf?: ((value: V, key: K) => number) | undefined
  /** Milliseconds an entry is fresh once kept, fixed or per value; absent: until evicted or invalidated. */
  readonly ttlMillis?: number | ((value: V) => number) | undefined
  /** Told of each entry dropped to make room (not of invalidations nor expiries): the cache's metrics. */
  readonly onEvict?: (() => void) | undefined
}

/** A bounded LRU cache of `V` by `K`. Times are epoch milliseconds. */
export interface BoundedCache<K, V> {
  /** The value of `key` while it is fresh at `now`, made the most recently used; without `now`, expiry is not checked. */
  readonly get: (key: K, now?: number) => V | undefined
  /** The value of `key` as it is, fresh or not, without making it the most recently used. */
  readonly peek: (key: K) => V | undefined
  /** The count of invalidations so far: read it before a fill, pass it to `set`. */
  readonly generation: () => number
  /**
   * Keeps `value` for `key` at `now`, least recently used entries going to
   * make room. Not kept (and `false`) when it cannot fit at all or, given
   * `since`, when an invalidation came after the generation `since`.
   */
  readonly set: (key: K, value: V, now?: number, since?: number) => boolean
  /**
   * Counts `bytes` more for the kept `key` (its value grew in place), other
   * entries going to make room; `false`, and nothing changes, when the key
   * is not kept or cannot grow that much.
   */
  readonly grow: (key: K, bytes: number) => boolean
  /** Forgets `key` (an invalidation: fills started before it are not kept). */
  readonly delete: (key: K) => void
  /** Forgets everything (an invalidation). */
  readonly clear: () => void
  /** Entries kept now. */
  readonly size: () => number
  /** Bytes kept now (0 without `bytesOf`). */
  readonly bytes: () => number
}

interface Entry<K, V> {
  readonly key: K
  readonly value: V
  readonly expires: number
  bytes: number
  /** The next more recently used entry, and the next less recently used. */
  newer: Entry<K, V> | undefined
  older: Entry<K, V> | undefined
}

/** A new, empty cache. */
export const makeBoundedCache = <K, V>(options: BoundedCacheOptions<K, V>): BoundedCache<K, V> => {
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY
  const { bytesOf, ttlMillis, onEvict } = options
  // Recency is a list through the entries, not the map's order: a read only relinks two entries. Moving a
  // key to the end of the map (delete, then set) made V8 allocate a new table for it, in the old
  // generation, on nearly every read of a small cache: megabytes a second of old garbage on a hot path,
  // and a full collection every few seconds (ADR 0063).
  const entries = new Map<K, Entry<K, V>>()
  let oldest: Entry<K, V> | undefined
  let newest: Entry<K, V> | undefined
  let bytes = 0
  let generation = 0

  const unlink = (entry: Entry<K, V>) => {
    if (entry.older === undefined) oldest = entry.newer
    else entry.older.newer = entry.newer
    if (entry.newer === undefined) newest = entry.older
    else entry.newer.older = entry.older
    entry.newer = undefined
    entry.older = undefined
  }

  const append = (entry: Entry<K, V>) => {
    entry.older = newest
    if (newest === undefined) oldest = entry
    else newest.newer = entry
    newest = entry
  }

  const drop = (entry: Entry<K, V>) => {
    unlink(entry)
    entries.delete(entry.key)
    bytes -= entry.bytes
  }

  const remove = (key: K) => {
    const entry = entries.get(key)
    if (entry !== undefined) drop(entry)
  }

  /** Evicts least recently used entries, sparing `spare`, until `more` bytes and one more entry (`adding`) fit. */
  const makeRoom = (more: number, adding: boolean, spare?: K) => {
    for (let entry = oldest; entry !== undefined; ) {
      if (bytes + more <= maxBytes && (!adding || entries.size < maxEntries)) return
      const next = entry.newer
      if (entry.key !== spare) {
        drop(entry)
        onEvict?.()
      }
      entry = next
    }
  }

  const expiryOf = (value: V, now: number): number =>
    ttlMillis === undefined
      ? Number.POSITIVE_INFINITY
      : now + (typeof ttlMillis === "number" ? ttlMillis : ttlMillis(value))

  return {
    get: (key, now) => {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      if (now !== undefined && entry.expires <= now) {
        drop(entry)
        return undefined
      }
      if (entry !== newest) {
        unlink(entry)
        append(entry)
      }
      return entry.value
    },
    peek: (key) => entries.get(key)?.value,
    generation: () => generation,
    set: (key, value, now = 0, since) => {
      if (since !== undefined && since !== generation) return false
      remove(key)
      const cost = bytesOf === undefined ? 0 : bytesOf(value, key)
      if (maxEntries <= 0 || cost > maxBytes) return false
      makeRoom(cost, true)
      const entry: Entry<K, V> = {
        key,
        value,
        expires: expiryOf(value, now),
        bytes: cost,
        newer: undefined,
        older: undefined
      }
      entries.set(key, entry)
      append(entry)
      bytes += cost
      return true
    },
    grow: (key, more) => {
      const entry = entries.get(key)
      if (entry === undefined || entry.bytes + more > maxBytes) return false
      makeRoom(more, false, key)
      entry.bytes += more
      bytes += more
      return true
    },
    delete: (key) => {
      remove(key)
      generation++
    },
    clear: () => {
      entries.clear()
      oldest = undefined
      newest = undefined
      bytes = 0
      generation++
    },
    size: () => entries.size,
    bytes: () => bytes
  }
}
