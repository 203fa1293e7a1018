import { type ClaimResult, type IdempotencyKey, IdempotencyStore, type StoredAnswer } from "@elabel/domain"
import { Effect, Layer, Ref } from "effect"
import { MemoryStore } from "./MemoryStore.ts"

interface KeyRow {
  readonly fingerprint: string
  readonly token: string
  readonly answer: StoredAnswer | undefined
  readonly expiresAt: number
}

const keyOf = (key: IdempotencyKey): string => `${key.caller}\u0000${key.key}`

/**
 * `IdempotencyStore` in memory: one map in a `Ref`, each operation one
 * atomic `modify`. It lives beside the memory store's state rather than in
 * it, so a claim never waits for the store's writer lock: a repeat arriving
 * while the first request runs sees it running. An answer kept inside a
 * transaction is written once that commits (`afterCommit`), so it rolls back
 * with the work as in SQL.
 */
export const IdempotencyStoreMemory: Layer.Layer<IdempotencyStore, never, MemoryStore> = Layer.effect(
  IdempotencyStore,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    const rows = yield* Ref.make(new Map<string, KeyRow>())
    /** Changes the row of `key` when it still runs under `token`; whether it did. */
    const ifRunning = (key: IdempotencyKey, token: string, change: (map: Map<string, KeyRow>, row: KeyRow) => void) =>
      Ref.modify(rows, (map) => {
        const row = map.get(keyOf(key))
        if (row === undefined || row.token !== token || row.answer !== undefined) return [false, map] as const
        const next = new Map(map)
        change(next, row)
        return [true, next] as const
      })

    return IdempotencyStore.of({
      claim: (key, claim) =>
        Ref.modify(rows, (map): readonly [ClaimResult, Map<string, KeyRow>] => {
          const row = map.get(keyOf(key))
          if (row === undefined || row.expiresAt <= claim.now.getTime()) {
            const next = new Map(map).set(keyOf(key), {
              fingerprint: claim.fingerprint,
              token: claim.token,
              answer: undefined,
              expiresAt: claim.expiresAt.getTime()
            })
            return [{ _tag: "Claimed", token: claim.token }, next]
          }
          const held: ClaimResult =
            row.answer === undefined
              ? { _tag: "Running", fingerprint: row.fingerprint }
              : { _tag: "Completed", fingerprint: row.fingerprint, answer: row.answer }
          return [held, map]
        }),
      complete: (key, token, answer, expiresAt) =>
        Effect.flatMap(
          ifRunning(key, token, () => undefined),
          (running) =>
            running
              ? Effect.as(
                  store.afterCommit(
                    Effect.asVoid(
                      ifRunning(key, token, (map, row) =>
                        map.set(keyOf(key), { ...row, answer, expiresAt: expiresAt.getTime() })
                      )
                    )
                  ),
                  true
                )
              : Effect.succeed(false)
        ),
      release: (key, token) => Effect.asVoid(ifRunning(key, token, (map) => map.delete(keyOf(key)))),
      purgeExpired: (now) =>
        Ref.modify(rows, (map) => {
          const kept = new Map([...map].filter(([, row]) => row.expiresAt > now.getTime()))
          return [map.size - kept.size, kept] as const
        })
    })
  })
)
