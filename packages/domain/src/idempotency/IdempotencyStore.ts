import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId } from "../shared/ids.ts"

/** A caller's idempotency key: keys of different callers never meet. */
export interface IdempotencyKey {
  readonly caller: UserId
  readonly key: string
}

/** The answer kept for a key, to be given again to a repeat: status, the headers that matter, and the body. */
export interface StoredAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/**
 * What claiming a key found. `Claimed`: the key is the caller's to run, under
 * `token` (a new key, or one whose lease or retention ran out). `Running`: a
 * live claim of another request. `Completed`: the kept answer. Each carries
 * the fingerprint of the request that claimed the key.
 */
export type ClaimResult =
  | { readonly _tag: "Claimed"; readonly token: string }
  | { readonly _tag: "Running"; readonly fingerprint: string }
  | { readonly _tag: "Completed"; readonly fingerprint: string; readonly answer: StoredAnswer }

/**
 * Idempotency keys of requests that create or publish, shared by every
 * process on the storage. `claim` is one atomic step (an INSERT on the key's
 * primary key in SQL), so of two concurrent claims exactly one wins, whichever
 * process makes them. A claim or a kept answer lasts until `expiresAt`; after
 * that a claim takes the key over as if it were new. `complete` and `release`
 * act only while the claim under `token` is still running.
 */
export class IdempotencyStore extends Context.Service<
  IdempotencyStore,
  {
    readonly claim: (
      key: IdempotencyKey,
      claim: { readonly fingerprint: string; readonly token: string; readonly now: Date; readonly expiresAt: Date }
    ) => Effect.Effect<ClaimResult, PersistenceUnavailable>
    /** Keeps the answer until `expiresAt`; false when the claim is no longer running under `token`. */
    readonly complete: (
      key: IdempotencyKey,
      token: string,
      answer: StoredAnswer,
      expiresAt: Date
    ) => Effect.Effect<boolean, PersistenceUnavailable>
    /** Gives the key up, so a retry runs again. */
    readonly release: (key: IdempotencyKey, token: string) => Effect.Effect<void, PersistenceUnavailable>
    /** Deletes claims and answers that expired before `now`; how many. */
    readonly purgeExpired: (now: Date) => Effect.Effect<number, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/IdempotencyStore") {}
