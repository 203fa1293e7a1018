/**
 * What a write changes (issue 33 item 2): the fields of `changes` whose
 * values differ from `current`'s. A write left with none changes nothing:
 * it answers the resource as it is (same version, same tag), records no
 * version and no event, and writes no row.
 */

/** Whether two field values are the same: primitives by value, arrays and records by their JSON. */
const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === "object" &&
    typeof b === "object" &&
    a !== null &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b))

/** The entries of `changes` that differ from `current` (an `undefined` value is no change). */
export const changedFields = <T extends object>(current: T, changes: Partial<T>): Partial<T> => {
  const changed: Partial<T> = {}
  for (const key of Object.keys(changes) as Array<keyof T>) {
    const value = changes[key]
    if (value !== undefined && !same(current[key], value)) changed[key] = value
  }
  return changed
}

/** Whether `changes` changes nothing of `current`. */
export const changesNothing = <T extends object>(current: T, changes: Partial<T>): boolean =>
  Object.keys(changedFields(current, changes)).length === 0
