/**
 * Query helpers shared by the memory repositories: the list order and
 * paging every adapter must share, and the service-wide ref check and its failure.
 */
import { Conflict, type Paging } from "@elabel/domain"
import { HashMap, Result } from "effect"
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

/** The failure of a write whose ref is taken; a fresh error each time, so its trace points at the failing write. */
export const takenRef = (): Result.Result<never, Conflict> => Result.fail(new Conflict({ reason: "ref already taken" }))

/**
 * Whether a stored GTIN, read as the SQL adapters read it (spaces trimmed,
 * 8, 12, 13 or 14 digits, padded to 14), is `gtin14`. A match is a valid
 * GTIN: padding keeps the check digit of the valid `gtin14`.
 */
export const gtinMatches = (stored: string | null, gtin14: string): boolean => {
  if (stored === null) return false
  const digits = stored.replace(/^ +| +$/g, "")
  return /^\d+$/.test(digits) && [8, 12, 13, 14].includes(digits.length) && digits.padStart(14, "0") === gtin14
}
