/**
 * The canonical serialisation behind every label version's `content_hash`,
 * so anyone can recompute a hash with a few lines in any language: JSON with
 * object keys sorted by UTF-16 code units, no white space, strings and
 * numbers as `JSON.stringify` writes them (the JSON Canonicalization Scheme,
 * RFC 8785, for the values a version holds: no -0, NaN or Infinity), and the
 * SHA-256 of its UTF-8 bytes as lower-case hex.
 */
import { Effect } from "effect"
import { type Piece, type PieceHash, piecesDigest, piecesText, splicedPieces } from "./canonicalParts.ts"

/**
 * Appends the canonical text of `value` to `out` in one pass without intermediate arrays (a version's view
 * is ~40 KB: building entry arrays per object took several times as long). Not `JSON.stringify` with a
 * key-sorting replacer: objects enumerate integer-like keys first, whatever order they were added in.
 */
const write = (value: unknown, out: Array<string>): void => {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("non-finite number")
    out.push(JSON.stringify(value))
    return
  }
  if (Array.isArray(value)) {
    out.push("[")
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",")
      write(value[i] ?? null, out)
    }
    out.push("]")
    return
  }
  const record = value as Record<string, unknown>
  // The default sort compares UTF-16 code units, as the scheme asks.
  const keys = Object.keys(record).sort()
  out.push("{")
  let first = true
  for (const key of keys) {
    const member = record[key]
    if (member === undefined) continue
    out.push(first ? JSON.stringify(key) : `,${JSON.stringify(key)}`, ":")
    first = false
    write(member, out)
  }
  out.push("}")
}

/**
 * Values known to be in canonical order, all the way down (`markCanonical`): `ordered` takes them as they
 * are, so a value made of them (a version's document holding its snapshot) is canonicalised without
 * walking them again.
 */
const canonical = new WeakSet<object>()

/**
 * Marks `value` as in canonical order all the way down, as its maker guarantees (`inCanonicalOrder`'s
 * result, a schema projection's): it must not change afterwards. Answers `value`.
 */
export const markCanonical = <A>(value: A): A => {
  if (value !== null && typeof value === "object") canonical.add(value)
  return value
}

/**
 * Whether `JSON.stringify` may write `key` before keys added earlier: an array-index key is enumerated
 * first, whatever the order (any key starting with a digit is taken for one).
 */
export const writtenFirst = (key: string): boolean => {
  const first = key.charCodeAt(0)
  return first >= 48 && first <= 57
}

/** Returned by `ordered` for a value with a key `JSON.stringify` would not write in insertion order. */
const UNORDERED = Symbol("unordered")

/** Whether `JSON.stringify` writes an object as its own enumerable keys (no `toJSON`, no class). */
const plain = (record: object): boolean => {
  const prototype = Object.getPrototypeOf(record)
  return prototype === Object.prototype || prototype === null
}

/** Sets an own member, a key `__proto__` too (assigned, it would set the copy's prototype instead). */
const setMember = (record: Record<string, unknown>, key: string, member: unknown): void => {
  if (key === "__proto__")
    Object.defineProperty(record, key, { value: member, enumerable: true, writable: true, configurable: true })
  else record[key] = member
}

/**
 * `value` with its objects' keys in canonical order, for the engine's own `JSON.stringify` to write
 * (twice as fast as `write` on a version document): the parts already in order are the same objects,
 * so a value made of an ordered one (a version's view of its ordered snapshot) is checked, not copied.
 * `UNORDERED` when a key starts with a digit (an array index is enumerated first whatever the order).
 */
const ordered = (value: unknown): unknown => {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("non-finite number")
    return value
  }
  if (canonical.has(value)) return value
  if (Array.isArray(value)) {
    let copy: Array<unknown> | undefined
    for (let i = 0; i < value.length; i++) {
      const member: unknown = value[i]
      const item = ordered(member ?? null)
      if (item === UNORDERED) return UNORDERED
      if (item !== member && copy === undefined) copy = value.slice(0, i)
      if (copy !== undefined) copy[i] = item
    }
    return copy ?? value
  }
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  let copy: Record<string, unknown> | undefined
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys.sort()
      copy = {}
      break
    }
  }
  if (copy === undefined && !plain(record)) copy = {}
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (writtenFirst(key)) return UNORDERED
    const member = record[key]
    const item = member === undefined ? undefined : ordered(member)
    if (item === UNORDERED) return UNORDERED
    if (item !== member && copy === undefined) {
      // The keys before this one are in order and unchanged.
      copy = {}
      for (let j = 0; j < i; j++) setMember(copy, keys[j]!, record[keys[j]!])
    }
    if (copy !== undefined && item !== undefined) setMember(copy, key, item)
  }
  return copy ?? record
}

/**
 * `value` in canonical order (see `ordered`): its canonical JSON is `JSON.stringify` of it, and a
 * value built from its parts (a projection that keeps their keys) is canonicalised without copies.
 * `value` itself when a key starts with a digit (`canonicalJson` then sorts as it writes).
 */
export const inCanonicalOrder = <A>(value: A): A => {
  const copy = ordered(value)
  return copy === UNORDERED ? value : markCanonical(copy as A)
}

/**
 * The pieces of the canonical text of `value` (`canonicalParts.ts`: the kept texts of shared parts, a
 * snapshot's catalogue entries, between written ones), or the text whole when its keys must be sorted
 * as it is written.
 */
const canonicalPieces = (value: unknown): ReadonlyArray<Piece> | string => {
  const copy = value === undefined ? UNORDERED : ordered(value)
  if (copy !== UNORDERED) return splicedPieces(copy)
  const out: Array<string> = []
  write(value, out)
  return out.join("")
}

/** The text of `canonicalPieces`' answer. */
const textOf = (pieces: ReadonlyArray<Piece> | string): string =>
  typeof pieces === "string" ? pieces : piecesText(pieces)

/** The canonical JSON text of a JSON value; `undefined` members are left out as `JSON.stringify` does. */
export const canonicalJson = (value: unknown): string => textOf(canonicalPieces(value))

/**
 * Whether two JSON values have the same canonical JSON, without writing either (a fifth of the time on a
 * label): members that are `undefined` count as absent, key order does not count, and it stops at the
 * first difference.
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    // An `undefined` item is written as `null`, as `JSON.stringify` writes it.
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false
    return true
  }
  if (Array.isArray(b)) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  let count = 0
  for (const key in left) {
    if (left[key] === undefined) continue
    count++
    if (!sameJson(left[key], right[key])) return false
  }
  for (const key in right) if (right[key] !== undefined) count--
  return count === 0
}

/**
 * `node:crypto`'s `createHash` where the runtime offers it without an import (`process.getBuiltinModule`:
 * Node, Deno, Bun): synchronous and a third of Web Crypto's CPU time on a version document, whose
 * `digest` also waits for a worker thread. The domain imports nothing but `effect`.
 */
const createHash = (() => {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
  const crypto = runtime?.getBuiltinModule?.("node:crypto") as
    | { readonly createHash?: (algorithm: string) => PieceHash }
    | undefined
  return crypto?.createHash
})()

/** The SHA-256 of a text's UTF-8 bytes with Web Crypto, as 64 lower-case hex digits. */
const webSha256Hex = (text: string): Effect.Effect<string> =>
  Effect.map(
    Effect.promise(() => globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
    (digest) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("")
  )

/** The SHA-256 of a text's UTF-8 bytes, as 64 lower-case hex digits (Web Crypto where `node:crypto` is missing). */
export const sha256Hex = (text: string): Effect.Effect<string> =>
  createHash !== undefined
    ? Effect.sync(() => createHash("sha256").update(text, "utf8").digest("hex"))
    : webSha256Hex(text)

/** The SHA-256 of pieces' text, from the shared pieces' kept bytes where `node:crypto` is there. */
const piecesSha256Hex = (pieces: ReadonlyArray<Piece> | string): Effect.Effect<string> =>
  typeof pieces === "string"
    ? sha256Hex(pieces)
    : createHash !== undefined
      ? Effect.sync(() => piecesDigest(pieces, createHash("sha256")))
      : webSha256Hex(textOf(pieces))

/**
 * `sha256Hex(canonicalJson(value))`, without joining the text: a version's view hash, whose text is
 * not kept.
 */
export const canonicalSha256 = (value: unknown): Effect.Effect<string> =>
  Effect.suspend(() => piecesSha256Hex(canonicalPieces(value)))

/** `canonicalJson(value)` and its `sha256Hex`, the pieces written once for both: a version's document. */
export const canonicalTextAndHash = (value: unknown): Effect.Effect<{ readonly text: string; readonly hash: string }> =>
  Effect.suspend(() => {
    const pieces = canonicalPieces(value)
    return Effect.map(piecesSha256Hex(pieces), (hash) => ({ text: textOf(pieces), hash }))
  })
