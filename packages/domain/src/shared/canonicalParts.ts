/**
 * Canonical texts written once for values many texts hold. A label's
 * version writes two canonical texts (its view's and its document's), and
 * the catalogue entries its pages name are most of both (20 ingredients: 21
 * of a document's 31 KB): the same entries, as the catalogue keeps them,
 * write after write. A snapshot's projection (`schemaProjection.ts`) makes
 * each such entry once per catalogue read and marks it shared: its text is
 * kept beside it (by identity, so it goes with it), and the values that hold
 * shared ones (the catalogue lists and the snapshot above them) are marked
 * as holders, so a text of them is spliced from the kept parts instead of
 * written whole. Everything marked is canonical and never changes after.
 *
 * A text is made as pieces (`splicedPieces`): written text, and the shared
 * values whose kept texts come between. Its SHA-256 (`piecesDigest`) reads
 * each shared text's UTF-8 bytes, encoded once with the text: a version's
 * texts hold catalogue names in Greek and Cyrillic, so they are two-byte
 * strings, which V8 encodes to UTF-8 several times slower than the one-byte
 * pieces around them; and a view's text, of which only the hash is kept, is
 * never joined at all.
 */
/** Values whose text is kept once written. */
const shared = new WeakSet<object>()
/** Values that hold shared ones (at any depth). */
const holders = new WeakSet<object>()
/** The texts of shared values. */
const texts = new WeakMap<object, string>()
/** The UTF-8 bytes of shared values' texts, encoded when first hashed. */
const bytes = new WeakMap<object, Uint8Array>()
/** The pieces of holders written within their lifetime (a view's lists are its snapshot's). */
const holderPieces = new WeakMap<object, ReadonlyArray<Piece>>()

/**
 * A piece of a text: written text, or a shared value standing for its kept text (`texts`), with its kept
 * bytes (`bytes`).
 */
export type Piece = string | object

/** Marks `value` (canonical all the way down, and marked so: `markCanonical`; never changed after) as one whose text is kept. */
export const markShared = <A>(value: A): A => {
  if (value !== null && typeof value === "object") shared.add(value)
  return value
}

/** Marks `value` (never changed after) as holding shared values. */
export const markHolder = <A>(value: A): A => {
  if (value !== null && typeof value === "object") holders.add(value)
  return value
}

const marked = (value: unknown): boolean =>
  value !== null && typeof value === "object" && (holders.has(value) || shared.has(value))

/** Whether `JSON.stringify` writes `value` as a member (not `undefined`, a function or a symbol). */
const writable = (value: unknown): boolean =>
  value !== undefined && typeof value !== "function" && typeof value !== "symbol"

/** Whether a text of `value` is worth splicing: it holds a marked value among its own members. */
const holdsMarked = (value: object): boolean => {
  if (Array.isArray(value)) return value.some(marked)
  for (const key in value) if (marked((value as Record<string, unknown>)[key])) return true
  return false
}

/**
 * Appends the pieces of the JSON text of `value` (its objects in canonical order: `inCanonicalOrder`'s
 * copy) to `out`: shared values as themselves (their text written and kept the first time), the root,
 * holders and objects with a marked member member by member, anything else written whole by `JSON.stringify`.
 */
const appendPieces = (value: unknown, root: boolean, out: Array<Piece>): void => {
  if (value === null || typeof value !== "object") {
    out.push(JSON.stringify(value))
    return
  }
  if (shared.has(value)) {
    if (!texts.has(value)) texts.set(value, JSON.stringify(value))
    out.push(value)
    return
  }
  const kept = holderPieces.get(value)
  if (kept !== undefined) {
    for (const piece of kept) out.push(piece)
    return
  }
  const holder = holders.has(value)
  if (!root && !holder && !holdsMarked(value)) {
    out.push(JSON.stringify(value))
    return
  }
  const own: Array<Piece> = holder ? [] : out
  // As `JSON.stringify`: own keys, members it cannot write left out (written `null` in an array).
  if (Array.isArray(value)) {
    own.push("[")
    for (let i = 0; i < value.length; i++) {
      if (i > 0) own.push(",")
      const item: unknown = value[i]
      if (writable(item)) appendPieces(item, false, own)
      else own.push("null")
    }
    own.push("]")
  } else {
    let first = true
    for (const key of Object.keys(value)) {
      const member = (value as Record<string, unknown>)[key]
      if (!writable(member)) continue
      own.push(`${first ? "{" : ","}${JSON.stringify(key)}:`)
      first = false
      appendPieces(member, false, own)
    }
    own.push(first ? "{}" : "}")
  }
  if (holder) {
    holderPieces.set(value, own)
    for (const piece of own) out.push(piece)
  }
}

/** The pieces of the JSON text of `value` (see `appendPieces`). */
export const splicedPieces = (value: unknown): ReadonlyArray<Piece> => {
  const out: Array<Piece> = []
  appendPieces(value, true, out)
  return out
}

/** The text of `pieces`. */
export const piecesText = (pieces: ReadonlyArray<Piece>): string => {
  let text = ""
  for (const piece of pieces) text += typeof piece === "string" ? piece : texts.get(piece)!
  return text
}

/** What the domain uses of a hash: `node:crypto`'s, where the runtime has it. */
export interface PieceHash {
  update(data: string | Uint8Array, encoding?: "utf8"): PieceHash
  digest(encoding: "hex"): string
}

const encoder = new TextEncoder()

/**
 * The hex digest of the UTF-8 bytes of `pieces`' text, fed to `hash`: written text in runs, each shared
 * text as its kept bytes. Pieces never split a character: each is whole JSON, or a member's key and colon.
 */
export const piecesDigest = (pieces: ReadonlyArray<Piece>, hash: PieceHash): string => {
  let run = ""
  for (const piece of pieces) {
    if (typeof piece === "string") {
      run += piece
      continue
    }
    if (run !== "") hash.update(run, "utf8")
    run = ""
    let encoded = bytes.get(piece)
    if (encoded === undefined) {
      encoded = encoder.encode(texts.get(piece)!)
      bytes.set(piece, encoded)
    }
    hash.update(encoded)
  }
  if (run !== "") hash.update(run, "utf8")
  return hash.digest("hex")
}
