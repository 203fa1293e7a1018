/**
 * The router's one global middleware: the small middlewares that make every
 * answer keep the contract, whoever produced it, composed in the order they
 * act on a request:
 * 0. `unknownQueryRefusal` (`UnknownQuery.ts`): 400 `invalid-query` for a
 *    query parameter the route does not take;
 * 1. `limitBody` (`BodyLimit.ts`): 413 over 1 MiB, bodies checked before any
 *    endpoint reads them;
 * 2. on failure or an answer of 400 or more: `answerOfFailure` and
 *    `asProblem` (`FrameworkProblems.ts`) give the problem shape,
 *    `withRetryAfter` and `logServerError` (`ServerErrors.ts`) what a 5xx
 *    needs;
 * 3. `tagEntity` (`EntityTags.ts`): a strong `ETag` on 2xx JSON (a versioned
 *    resource's comes from its version, set by the handler) and 304 on a
 *    matching `If-None-Match`. `If-Match` is not checked here: the write
 *    itself checks the version (`handlers/ResourceTags.ts`);
 * 4. `compressAnswer` (`Compression.ts`): brotli or gzip for JSON and HTML
 *    of 1 KiB or more when the request accepts it.
 */
import { Context, Effect, type Layer, type Types } from "effect"
import { HttpRouter, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { limitBody } from "./BodyLimit.ts"
import { compressAnswer } from "./Compression.ts"
import { tagEntity } from "./EntityTags.ts"
import { answerOfFailure, asProblem } from "./FrameworkProblems.ts"
import type { RouteTable } from "./RouteTable.ts"
import { logServerError, withRetryAfter } from "./ServerErrors.ts"
import { unknownQueryRefusal } from "./UnknownQuery.ts"

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

/** The contract's answer to an app that may fail with anything; a success under 400 costs one continuation. */
const contractAnswers = (routes: RouteTable) => (app: Effect.Effect<Response, unknown>) => {
  const limited = limitBody(app, routes)
  const failing = (request: Request, response: Response) =>
    Effect.map(asProblem(routes, request, response), withRetryAfter).pipe(
      Effect.tap((problem) => logServerError(request, problem)),
      Effect.flatMap((problem) => compressAnswer(request, tagEntity(request, problem)))
    )
  return Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const refusal = unknownQueryRefusal(routes, request)
    if (refusal !== undefined) return Effect.succeed(refusal)
    return Effect.matchCauseEffect(limited(request), {
      onFailure: (cause) => Effect.flatMap(answerOfFailure(request, cause), (response) => failing(request, response)),
      onSuccess: (response) =>
        response.status < 400 ? compressAnswer(request, tagEntity(request, response)) : failing(request, response)
    })
  })
}

/**
 * The global middleware Layer. Provide it with the routes of the app; the
 * route table serves the `405` decision and the unknown query parameters.
 */
export const GlobalMiddleware = (routes: RouteTable): Layer.Layer<never, never, HttpRouter.HttpRouter> =>
  HttpRouter.middleware(
    Effect.sync(() => {
      const handle = contractAnswers(routes)
      // The router types its chain as possibly failing with anything (`unhandled`); this one never fails.
      return (app: Effect.Effect<Response, Types.unhandled>): Effect.Effect<Response, Types.unhandled> => handle(app)
    }),
    { global: true }
  )
