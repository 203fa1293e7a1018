/**
 * Query helpers shared by the memory repositories: the list order and
 * paging every adapter must share, and the service-wide ref check.
 */
import type { Paging } from "@elabel/domain"
import { HashMap } from "effect"
import type { MemoryState } from "./MemoryStore.ts"

/** Compares two sort keys part by part; null sorts after every value (as Postgres does ascending). */
export const compareKeys = (
  a: ReadonlyArray<string | number | null>,
  b: ReadonlyArray<string | number | null>
): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? null
    const y = b[i] ?? null
    if (x === y) continue
    if (x === null) return 1
    if (y === null) return -1
    return x < y ? -1 : 1
  }
  return 0
}

/** `rows` sorted by the key, then cut to the `limit + 1` rows from `offset` (the domain slices). */
export const pageBy = <A>(
  rows: Iterable<A>,
  key: (row: A) => ReadonlyArray<string | number | null>,
  page: Paging.PageRequest
): ReadonlyArray<A> =>
  Array.from(rows)
    .sort((a, b) => compareKeys(key(a), key(b)))
    .slice(page.offset, page.offset + page.limit + 1)

/** Whether a label, format or marketing code other than `except` uses `ref`. */
export const refTaken = (state: MemoryState, ref: string, except?: string): boolean => {
  const other = (row: { readonly id: string; readonly ref: string | null }) => row.id !== except && row.ref === ref
  for (const label of HashMap.values(state.labels)) if (other(label)) return true
  for (const row of HashMap.values(state.formats)) if (other(row.format)) return true
  for (const code of HashMap.values(state.qrCodes)) if (other(code)) return true
  return false
}
