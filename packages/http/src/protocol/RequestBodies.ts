/**
 * What a request body must be before any endpoint reads it. The framework
 * parses a body without `Content-Type` as JSON and decodes bytes that are
 * not UTF-8 into U+FFFD, which would then be stored as if the client had
 * sent it. Here a body without a media type answers 415 (as `text/plain`
 * does), and a JSON or text (a CSV import) body that is not UTF-8 answers
 * 400 `invalid-body`. On `/v1` this runs only for a caller already admitted
 * (`CallerAdmission.ts`): no body is read for a request without a valid token.
 */
import { isUtf8 } from "node:buffer"
import { Context, Effect } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { problemResponse } from "./ProblemResponses.ts"
import type { RouteTable } from "./RouteTable.ts"

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

/**
 * What the framework decodes a body of `contentType` as text for (UTF-8,
 * whatever the charset says): JSON (`application/json`, `+json`) or CSV
 * and any other `text/*`; undefined for bytes it leaves alone.
 */
const textKind = (contentType: string): "JSON" | "text" | undefined => {
  const type = (contentType.split(";", 1)[0] ?? "").trim().toLowerCase()
  if (type === "application/json" || type.endsWith("+json")) return "JSON"
  return type.startsWith("text/") ? "text" : undefined
}

const noMediaType = (types: ReadonlyArray<string>) =>
  problemResponse("unsupported-media-type", {
    detail: `The body has no Content-Type; send it as ${types.join(" or ")}.`
  })

const notUtf8 = (kind: "JSON" | "text") =>
  problemResponse("invalid-body", {
    detail: "The body is not valid UTF-8.",
    errors: [{ path: "", message: `Expected a ${kind} body encoded as UTF-8` }]
  })

/** A body of this size or more is checked, then decoded for the endpoint, each in a turn of the event loop of its own. */
const YIELD_ABOVE_BYTES = 1024 * 1024

/** The refusal of a body, or undefined when the endpoint may read it. */
const refusalOf = (routes: RouteTable, request: Request, bytes: ArrayBuffer): Response | undefined => {
  if (bytes.byteLength === 0) return undefined
  const contentType = request.headers["content-type"]
  if (contentType === undefined || contentType.trim() === "") {
    return noMediaType(routes.mediaTypes(request.method, request.url))
  }
  const kind = textKind(contentType)
  return kind !== undefined && !isUtf8(bytes) ? notUtf8(kind) : undefined
}

/**
 * `app` behind the body checks, for methods that carry a body (POST, PUT,
 * PATCH, DELETE). Run it where the body limit applies: the body is read
 * here once, within the limit, and the framework's read is then the same
 * cached one. A body that cannot be read is left to `app`, which answers its
 * failure (413, 400) as before; a bodiless request passes untouched. The
 * UTF-8 check reads the bytes in place (no string is made of them), and
 * other requests get a turn after the read and after the check: joining
 * and decoding a 30 MB import are each tens of milliseconds (issue 33 item 5).
 */
export const withCheckedBody = <E, R>(
  app: Effect.Effect<Response, E, R>,
  routes: RouteTable
): Effect.Effect<Response, E, R> =>
  Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return app
    return Effect.matchEffect(request.arrayBuffer, {
      onFailure: () => app,
      onSuccess: (bytes) => {
        // A big body's check and the endpoint's decoding each wait for a turn; a small one runs straight on.
        const afterTurn = <A, E2, R2>(next: Effect.Effect<A, E2, R2>) =>
          bytes.byteLength < YIELD_ABOVE_BYTES ? next : Effect.andThen(Effect.yieldNow, next)
        return afterTurn(
          Effect.suspend(() => {
            const refusal = refusalOf(routes, request, bytes)
            return refusal === undefined ? afterTurn(app) : Effect.succeed(refusal)
          })
        )
      }
    })
  })
