/**
 * What the contract files share: the test API bound to one shared store, and
 * small helpers for pages, list order and refused writes.
 */

import { assert, type Vitest } from "@effect/vitest"
import { MarketingQrCode, MarketingQrCodeRepository, type Paging, readBack, type StoragePorts } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, BASE_URL } from "./records.ts"

/** The `it` of a contract block: every test runs on the adapter's one shared store. */
export type ContractIt = Vitest.MethodsNonLive<StoragePorts>

/** A page of `limit` rows from `offset`. */
export const page = (limit: number, offset = 0): Paging.PageRequest => ({ limit, offset })

/** A page large enough for every row a test writes. */
export const everything: Paging.PageRequest = page(1000)

/** `rows` in the order every list must answer: by creation time, then by id. */
export const byCreation = <A>(rows: ReadonlyArray<A>, key: (row: A) => readonly [string, string]): Array<A> =>
  [...rows].sort((a, b) => {
    const [ca, ia] = key(a)
    const [cb, ib] = key(b)
    return ca < cb ? -1 : ca > cb ? 1 : ia < ib ? -1 : ia > ib ? 1 : 0
  })

/** Fails the test unless `self` fails with a `Conflict`. */
export const assertConflict = <A, E extends { readonly _tag: string }, R>(self: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(self), (error) => assert.strictEqual(error._tag, "Conflict"))

/** How a stored aggregate reads back: formats by creation then id, translations by locale (the port's `readBack`). */
export const asRead = readBack

/**
 * Publishes `code` (as read) within `quota` the way the domain does: its
 * publishing columns only, while it still has the version read. True when
 * stored; false when the quota is used up or the code changed or is gone.
 */
export const publishWithin = (code: MarketingQrCode.MarketingQrCodeRecord, quota: number | null, now = at(10)) =>
  MarketingQrCodeRepository.use((codes) =>
    codes.publishWithinQuota(code, MarketingQrCode.publishChanges(code, now, BASE_URL), quota, [code.version])
  ).pipe(Effect.map((outcome) => outcome !== "quota-used" && Option.isSome(outcome)))
