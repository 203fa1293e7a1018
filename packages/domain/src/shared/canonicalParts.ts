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
 */
/** Values whose text is kept once written. */
const shared = new WeakSet<object>()
/** Values that hold shared ones (at any depth). */
const holders = new WeakSet<object>()
/** The texts of shared values and of holders written within their lifetime. */
const texts = new WeakMap<object, string>()

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
 * The JSON text of `value`, whose objects are in canonical order (`inCanonicalOrder`'s copy), with the kept
 * texts of shared values spliced in: the root, holders and objects with a marked member are written member by
 * member, anything else by `JSON.stringify` whole.
 */
export const splicedJson = (value: unknown, root = true): string => {
  if (value === null || typeof value !== "object") return JSON.stringify(value)
  const kept = texts.get(value)
  if (kept !== undefined) return kept
  const isShared = shared.has(value)
  const holder = holders.has(value)
  if (isShared || (!root && !holder && !holdsMarked(value))) {
    const text = JSON.stringify(value)
    if (isShared) texts.set(value, text)
    return text
  }
  const parts: Array<string> = []
  // As `JSON.stringify`: own keys, members it cannot write left out (written `null` in an array).
  if (Array.isArray(value)) {
    for (const item of value) parts.push(writable(item) ? splicedJson(item, false) : "null")
  } else {
    for (const key of Object.keys(value)) {
      const member = (value as Record<string, unknown>)[key]
      if (writable(member)) parts.push(`${JSON.stringify(key)}:${splicedJson(member, false)}`)
    }
  }
  const text = Array.isArray(value) ? `[${parts.join(",")}]` : `{${parts.join(",")}}`
  // A holder's text serves the other texts of the same write (a view's lists are its snapshot's).
  if (holder) texts.set(value, text)
  return text
}
