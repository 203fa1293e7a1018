/**
 * The conditional write of the memory adapters, as `updateVersioned` does it
 * in SQL: the changed record with its version incremented, or `undefined`
 * when `expected` is given and does not hold the record's version.
 */
export const updateVersioned = <A extends { readonly version: number }>(
  record: A,
  changes: Partial<A>,
  expected: ReadonlyArray<number> | undefined
): A | undefined =>
  expected !== undefined && !expected.includes(record.version)
    ? undefined
    : { ...record, ...changes, version: record.version + 1 }
