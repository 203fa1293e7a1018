/**
 * Objects whose properties V8 keeps in its fast form. An object given its
 * members one by one under computed names (`out[key] = …`, as Effect's Schema
 * decoding and `schemaProjection.ts` build a struct) becomes a dictionary
 * once it holds about 20 of them: every later read of a member is a hash
 * lookup that optimised code cannot inline. A label has 92 members, a
 * translation 27, a brand 37, a catalogue entry's names one per language (24),
 * and the consumer page and every versioned write read them. A copy made by
 * spreading (`{ ...object }`) is fast again, and objects with the same keys
 * in the same order share one shape (ADR 0074).
 */

/**
 * Members from which an object built one key at a time is copied. Node 24's V8 makes such an object a
 * dictionary at its 20th member; a few below that are copied too, so a V8 that turns earlier is covered.
 */
const DICTIONARY_FROM = 16

/** `object` (built one key at a time, `keys` members), or a fast copy of it when it has too many members to be fast. */
export const fastObject = <A extends object>(object: A, keys: number): A =>
  keys >= DICTIONARY_FROM ? { ...object } : object

/**
 * `value` with every plain object in it (at any depth) fast: decoded JSON data, made here and held by no
 * one else. Arrays are changed in place, plain objects with many members replaced by copies; anything
 * else (a `Date`, a class's instance) is left as it is.
 */
export const withFastProperties = <A>(value: A): A => {
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = withFastProperties(value[i])
    return value
  }
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const keys = Object.keys(value)
  const out = fastObject(value as object, keys.length) as Record<string, unknown>
  for (const key of keys) {
    const member = out[key]
    if (member !== null && typeof member === "object") out[key] = withFastProperties(member)
  }
  return out as A
}
