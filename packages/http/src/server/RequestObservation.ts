/**
 * What the global middleware notes of every request the Effect app answers
 * (issue 31; ADR 0046): its id (`RequestIds.ts`), its route template, and
 * around the whole answer a log span `request` (so a line logged while it
 * runs carries its duration) with the annotations `request_id` and `route`;
 * at the end, the answer's status, time and route go to the request metrics
 * (`RequestMetrics.ts`). Under the Node server the id is already settled and
 * on the answer (`NodeServer.ts`); an app run as a web handler (tests,
 * embedders) sets the header here.
 */
import { Context, Effect, Tracer } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { requestSink } from "../observability/HttpMetrics.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../protocol/RequestIds.ts"
import type { RouteTable } from "../protocol/RouteTable.ts"

type Response = HttpServerResponse.HttpServerResponse

/** What a request is known by, for its logs, its problem and its metrics. */
export interface RequestNote {
  readonly id: string
  /** The route template (`/l/{ref}`), or `unmatched`: never the raw path. */
  readonly route: string
}

/** The route label of a request no route takes. */
export const UNMATCHED_ROUTE = "unmatched"

/** The id and route of `request`. */
export const noteOf = (routes: RouteTable, request: HttpServerRequest.HttpServerRequest): RequestNote => ({
  id: requestIdOf(request.headers),
  route: routes.template(request.method, request.url) ?? UNMATCHED_ROUTE
})

/**
 * `answer` observed: logged under the request's id and route, counted in
 * the request metrics when they are on, and with `X-Request-Id` on the answer
 * unless the Node server put it there (`setsHeader`).
 */
export const observed = (
  request: HttpServerRequest.HttpServerRequest,
  note: RequestNote,
  setsHeader: boolean,
  answer: Effect.Effect<Response>
): Effect.Effect<Response> => {
  const started = performance.now()
  const sink = requestSink()
  return Effect.withFiber((fiber) => {
    // The server span of the router's tracer middleware (which names `http.route`) names the request id too.
    const span = Context.getOrUndefined(fiber.context, Tracer.ParentSpan)
    if (span?._tag === "Span" && span.sampled) span.attribute("elabel.request_id", note.id)
    return answer
  }).pipe(
    Effect.map((response) => {
      sink?.(request.method, note.route, response.status, (performance.now() - started) / 1000)
      return setsHeader ? HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, note.id) : response
    }),
    Effect.withLogSpan("request"),
    Effect.annotateLogs({ request_id: note.id, route: note.route })
  )
}
