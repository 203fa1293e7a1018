import { Clock, Context, Effect, Exit, Layer, Option, Schedule } from "effect"
import { Conflict, IdempotencyKeyReused, type PersistenceUnavailable } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { UserId } from "../shared/ids.ts"
import { Transactor } from "../shared/Transactor.ts"
import { type IdempotencyKey, IdempotencyStore, type StoredAnswer } from "./IdempotencyStore.ts"

/** How long a running request holds its key: a claim left by a crashed process frees itself after this. */
export const IDEMPOTENCY_LEASE_MILLIS = 60_000
/** How long an answer is kept for repeats. */
export const IDEMPOTENCY_RETENTION_MILLIS = 24 * 60 * 60 * 1000
/** How often expired keys are deleted. */
const PURGE_EVERY = "1 hour"

/** A request carrying an idempotency key; `fingerprint` tells the same request from another one under that key. */
export interface IdempotentRequest {
  readonly caller: UserId
  readonly key: string
  readonly fingerprint: string
}

/** What `run` did: ran the work, or gave the answer kept from the first run. */
export type IdempotentOutcome<A> =
  | { readonly _tag: "Ran"; readonly value: A }
  | { readonly _tag: "Replayed"; readonly answer: StoredAnswer }

/**
 * The answer to keep for an outcome of the work, or none when a repeat must
 * run again (a storage failure, anything unexpected).
 */
export type AnswerOf<A, E> = (
  exit: Exit.Exit<A, E | PersistenceUnavailable>
) => Effect.Effect<Option.Option<StoredAnswer>>

const running = () => new Conflict({ reason: "A request with this Idempotency-Key is still running; retry later." })
const claimLost = () =>
  new Conflict({ reason: "This Idempotency-Key was taken over by another request; nothing was changed." })

const plus = (date: Date, millis: number) => new Date(date.getTime() + millis)

/**
 * Safe retries of requests that create or publish: the first request with a
 * key claims it (atomically, so a concurrent repeat in any process sees it
 * running: `Conflict`), runs, and its answer is kept with the key; a repeat
 * with the same fingerprint gets that answer and changes nothing, one with
 * another fingerprint is `IdempotencyKeyReused`. A successful answer is kept
 * in the same transaction as the work's writes, so after a lost COMMIT either
 * both are there (a repeat gets the answer) or neither (the claim is released
 * or its lease runs out, and a repeat runs again). Failed answers change
 * nothing and are kept after the rollback; answers `answerOf` declines are
 * not kept, and the key is released.
 */
export class Idempotency extends Context.Service<
  Idempotency,
  {
    readonly run: <A, E, R>(
      request: IdempotentRequest,
      work: Effect.Effect<A, E, R>,
      answerOf: AnswerOf<A, E>
    ) => Effect.Effect<IdempotentOutcome<A>, E | Conflict | IdempotencyKeyReused | PersistenceUnavailable, R>
  }
>()("@elabel/domain/services/Idempotency") {
  /** On the idempotency store and the transactor; deletes expired keys hourly while the layer lives. */
  static readonly layer = Layer.effect(
    Idempotency,
    Effect.gen(function* () {
      const store = yield* IdempotencyStore
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      yield* Effect.flatMap(now, store.purgeExpired).pipe(
        Effect.catch((error) => Effect.logWarning("purging expired idempotency keys failed", error)),
        Effect.repeat(Schedule.spaced(PURGE_EVERY)),
        Effect.forkScoped
      )

      const keep = (key: IdempotencyKey, token: string, answer: StoredAnswer) =>
        Effect.flatMap(now, (at) => store.complete(key, token, answer, plus(at, IDEMPOTENCY_RETENTION_MILLIS)))

      const runClaimed = <A, E, R>(
        key: IdempotencyKey,
        token: string,
        work: Effect.Effect<A, E, R>,
        answerOf: AnswerOf<A, E>
      ) =>
        Effect.gen(function* () {
          // A success is kept inside the work's transaction: committed with its writes or not at all.
          const unit = Effect.flatMap(work, (value) =>
            Effect.flatMap(answerOf(Exit.succeed(value)), (answer) =>
              Option.isNone(answer)
                ? Effect.succeed({ value, kept: false })
                : Effect.flatMap(keep(key, token, answer.value), (kept) =>
                    kept ? Effect.succeed({ value, kept }) : Effect.fail(claimLost())
                  )
            )
          )
          const exit = yield* Effect.exit(transactor.transaction(unit))
          if (Exit.isSuccess(exit)) {
            if (!exit.value.kept) yield* store.release(key, token).pipe(Effect.ignore)
            return { _tag: "Ran", value: exit.value.value } as const
          }
          // Rolled back: a client error is kept (it changed nothing); anything else frees the key for a retry.
          // Either step may fail on a lost connection: then the lease frees the key.
          const answer = yield* answerOf(exit as Exit.Exit<A, E | PersistenceUnavailable>)
          yield* (Option.isSome(answer) ? keep(key, token, answer.value) : store.release(key, token)).pipe(
            Effect.ignore
          )
          return yield* Effect.failCause(exit.cause)
        })

      return Idempotency.of({
        run: (request, work, answerOf) =>
          Effect.gen(function* () {
            const key: IdempotencyKey = { caller: request.caller, key: request.key }
            const at = yield* now
            const token = yield* ids.uuid
            const claim = yield* store.claim(key, {
              fingerprint: request.fingerprint,
              token,
              now: at,
              expiresAt: plus(at, IDEMPOTENCY_LEASE_MILLIS)
            })
            if (claim._tag === "Claimed") return yield* runClaimed(key, claim.token, work, answerOf)
            if (claim.fingerprint !== request.fingerprint) return yield* new IdempotencyKeyReused({ key: request.key })
            if (claim._tag === "Running") return yield* running()
            return { _tag: "Replayed", answer: claim.answer } as const
          })
      })
    })
  )
}
