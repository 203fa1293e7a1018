/**
 * The router's one global middleware: the small middlewares that make every
 * answer keep the contract, whoever produced it, composed in the order they
 * act on a request:
 * 0. on `/v1`, `makeCallerAdmission` (`handlers/CallerAdmission.ts`): the
 *    caller's token is verified and the request counted against its quota
 *    before anything of it is read (401 or 429 at once; a path no route has
 *    goes straight to the router's 404 or 405, its body unread); then
 *    `withoutEmptyQueryValues` (`EmptyQueryValues.ts`): on `/v1`, an empty
 *    query value counts as absent; then `unknownQueryRefusal`
 *    (`UnknownQuery.ts`): 400 `invalid-query` for a query parameter the
 *    route does not take;
 * 1. `limitBody` (`BodyLimit.ts`): 413 over 1 MiB, bodies checked before any
 *    endpoint reads them;
 * 2. on failure or an answer of 400 or more: `answerOfFailure` and
 *    `asProblem` (`FrameworkProblems.ts`) give the problem shape,
 *    `withRetryAfter` and `logServerError` (`ServerErrors.ts`) what a 5xx
 *    needs;
 * 3. `tagEntity` (`EntityTags.ts`): a strong `ETag` on 2xx JSON (a versioned
 *    resource's comes from its version, set by the handler) and 304 on a
 *    matching `If-None-Match`. `If-Match` is not checked here: the write
 *    itself checks the version (`handlers/handlerSupport.ts`);
 * 4. `compressAnswer` (`Compression.ts`): brotli or gzip for JSON and HTML
 *    of 1 KiB or more when the request accepts it.
 */
import { SignInStore } from "@elabel/domain"
import { Context, Effect, type Layer, Option, type Types } from "effect"
import { HttpRouter, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { TokenVerifier } from "../auth/TokenVerifier.ts"
import { AdmittedCaller } from "../handlers/AuthorizationLive.ts"
import { type Admission, makeCallerAdmission } from "../handlers/CallerAdmission.ts"
import { quotaRefusalGate } from "../handlers/QuotaRefusal.ts"
import { limitBody } from "../protocol/BodyLimit.ts"
import { compressAnswer } from "../protocol/Compression.ts"
import { LateEntityTag, tagEntity } from "../protocol/EntityTags.ts"
import { answerOfFailure, asProblem } from "../protocol/FrameworkProblems.ts"
import { HotPaths } from "../protocol/HotPaths.ts"
import { RateLimiter } from "../protocol/RateLimiter.ts"
import { withRequestIdMember } from "../protocol/RequestIdProblems.ts"
import type { RouteTable } from "../protocol/RouteTable.ts"
import { withoutEmptyQueryValues } from "./EmptyQueryValues.ts"
import { noteOf, observed, type RequestNote } from "./RequestObservation.ts"
import { logServerError, withRetryAfter } from "./ServerErrors.ts"
import { unknownQueryRefusal } from "./UnknownQuery.ts"

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

/** The contract's answer to an app that may fail with anything; a success under 400 costs one continuation. */
const contractAnswers =
  (
    routes: RouteTable,
    admission: ((request: Request) => Effect.Effect<Admission> | undefined) | undefined,
    // Whether the answer gets its `X-Request-Id` here (no Node server put it on).
    setsRequestId: boolean
  ) =>
  (app: Effect.Effect<Response, unknown>) => {
    const limited = limitBody(app, routes)
    const failing = (request: Request, note: RequestNote, response: Response) =>
      Effect.map(asProblem(routes, request, response), withRetryAfter).pipe(
        Effect.tap((problem) => logServerError(request, note.route, problem)),
        Effect.flatMap((problem) => compressAnswer(request, tagEntity(request, withRequestIdMember(problem, note.id))))
      )
    const answer = (request: Request, note: RequestNote, self: Effect.Effect<Response, unknown>) => {
      // The tag the handler gives the answer, if it does (a versioned resource's), for `If-None-Match`.
      const late: { tag: string | undefined } = { tag: undefined }
      return Effect.matchCauseEffect(Effect.provideService(self, LateEntityTag, late), {
        onFailure: (cause) =>
          Effect.flatMap(answerOfFailure(request, cause), (response) => failing(request, note, response)),
        onSuccess: (response) =>
          response.status < 400
            ? compressAnswer(request, tagEntity(request, response, late.tag))
            : failing(request, note, response)
      })
    }
    /** A request of a route: its query (empty values dropped), then its body (limit, media type, encoding), then the app. */
    const routed = (sent: Request, note: RequestNote) => {
      const request = withoutEmptyQueryValues(sent)
      const refusal = unknownQueryRefusal(routes, request)
      if (refusal !== undefined) return answer(request, note, Effect.succeed(refusal))
      const self =
        request === sent
          ? limited(request)
          : Effect.provideService(limited(request), HttpServerRequest.HttpServerRequest, request)
      return answer(request, note, self)
    }
    const admitted = (request: Request, note: RequestNote, decided: Admission) => {
      if (decided._tag === "Refused") return answer(request, note, Effect.succeed(decided.response))
      // No route: the router's 404 or 405, which needs nothing of the body.
      const served = decided.routed ? routed(request, note) : answer(request, note, app)
      return decided.caller === undefined ? served : Effect.provideService(served, AdmittedCaller, decided.caller)
    }
    return Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      const note = noteOf(routes, request)
      const admitting = admission?.(request)
      const answered =
        admitting === undefined
          ? routed(request, note)
          : Effect.flatMap(admitting, (decided) => admitted(request, note, decided))
      return observed(request, note, setsRequestId, answered)
    })
  }

/**
 * The global middleware Layer. Provide it with the routes of the app; the
 * route table serves the `405` decision and the unknown query parameters.
 * With a `TokenVerifier` in context, `/v1` callers are admitted first
 * (`CallerAdmission.ts`), counted against the `RateLimiter` if there is one;
 * with hot paths too, a known caller over its quota is answered by the Node
 * server before the app (`QuotaRefusal.ts`).
 */
export const GlobalMiddleware = (routes: RouteTable): Layer.Layer<never, never, HttpRouter.HttpRouter> =>
  HttpRouter.middleware(
    Effect.gen(function* () {
      const verifier = yield* Effect.serviceOption(TokenVerifier)
      const limiter = yield* RateLimiter
      // With the sign-in store (every storage adapter has it), the console's session cookie admits too.
      const sessions = yield* Effect.serviceOption(SignInStore)
      const admission = Option.isSome(verifier)
        ? makeCallerAdmission(
            routes,
            verifier.value,
            limiter,
            Option.isSome(sessions) ? Context.make(SignInStore, sessions.value) : undefined
          )
        : undefined
      // Under the Node server, a known caller over its quota is refused before the app (`QuotaRefusal.ts`).
      const hot = yield* HotPaths
      if (hot !== undefined && Option.isSome(verifier) && limiter !== undefined) {
        hot.addGate(quotaRefusalGate(verifier.value, limiter))
      }
      const handle = contractAnswers(routes, admission, hot === undefined)
      // The router types its chain as possibly failing with anything (`unhandled`); this one never fails.
      return (app: Effect.Effect<Response, Types.unhandled>): Effect.Effect<Response, Types.unhandled> => handle(app)
    }),
    { global: true }
  )
