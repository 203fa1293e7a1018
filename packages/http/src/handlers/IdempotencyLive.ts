/**
 * The server side of `Idempotency`. It runs inside `Authorization` (the key
 * is the caller's) and reads the body before claiming anything shared: an
 * unauthenticated or unreadable request holds no key. The claim, the replay
 * and the keeping of answers are the domain's `Idempotency` use case; this
 * side turns requests and responses into its terms.
 */
import { Conflict, IdempotencyKeyReused, Idempotency as IdempotencyKeys, PersistenceUnavailable } from "@elabel/domain"
import { Effect, Layer, type Types } from "effect"
import { HttpServerRequest } from "effect/http"
import { CurrentUser } from "../api/Authorization.ts"
import { IDEMPOTENCY_KEY_HEADER, Idempotency } from "../api/Idempotency.ts"
import { InvalidIdempotencyKeyProblem } from "../api/Problems.ts"
import { AnswerHeaders } from "./AnswerHeaders.ts"
import { answerOf, fingerprintOf, MAX_KEY_LENGTH, parseIdempotencyKey, replay } from "./idempotentAnswers.ts"
import { toProblem } from "./problemMapping.ts"

const invalidKey = () =>
  new InvalidIdempotencyKeyProblem({
    detail: `Idempotency-Key must be a quoted string or a token of 1 to ${MAX_KEY_LENGTH} visible ASCII characters.`
  })

/** The use case's own refusals as problems; the endpoint's problems (`unhandled` here) pass as they are. */
const asProblem = (error: Types.unhandled | Conflict | IdempotencyKeyReused | PersistenceUnavailable) =>
  error instanceof Conflict || error instanceof IdempotencyKeyReused || error instanceof PersistenceUnavailable
    ? toProblem(error)
    : error

/** `Idempotency` on the domain's `Idempotency` use case. */
export const IdempotencyLive: Layer.Layer<Idempotency, never, IdempotencyKeys> = Layer.effect(
  Idempotency,
  IdempotencyKeys.useSync((keys) =>
    Idempotency.of((httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const header = request.headers[IDEMPOTENCY_KEY_HEADER]
        if (header === undefined) return yield* httpEffect
        const key = parseIdempotencyKey(header)
        if (key === undefined) return yield* invalidKey()
        // An unreadable or oversized body is the endpoint's to answer; it changes nothing, so no key is claimed.
        const body = yield* Effect.option(request.text)
        if (body._tag === "None") return yield* httpEffect
        const user = yield* CurrentUser
        const extra = new Map<string, string>()
        const outcome = yield* keys
          .run(
            { caller: user.id, key, fingerprint: fingerprintOf(request, body.value) },
            Effect.provideService(httpEffect, AnswerHeaders, extra),
            answerOf(extra)
          )
          .pipe(Effect.mapError(asProblem))
        return outcome._tag === "Ran" ? outcome.value : replay(outcome.answer)
      })
    )
  )
)
