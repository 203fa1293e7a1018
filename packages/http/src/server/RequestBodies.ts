/**
 * What a request body must be before any endpoint reads it. The framework
 * parses a body without `Content-Type` as JSON and decodes bytes that are
 * not UTF-8 into U+FFFD, which would then be stored as if the client had
 * sent it. Here a body without a media type answers 415 (as `text/plain`
 * does), and a JSON body that is not UTF-8 answers 400 `invalid-body`.
 */
import { Context, Effect } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { problemResponse } from "./ProblemResponses.ts"
import type { RouteTable } from "./RouteTable.ts"

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

const utf8 = new TextDecoder("utf-8", { fatal: true })

const isUtf8 = (bytes: ArrayBuffer): boolean => {
  try {
    utf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

/** `application/json` or a `+json` type, parameters aside. */
const isJson = (contentType: string): boolean => {
  const type = (contentType.split(";", 1)[0] ?? "").trim().toLowerCase()
  return type === "application/json" || type.endsWith("+json")
}

const noMediaType = (types: ReadonlyArray<string>) =>
  problemResponse("unsupported-media-type", {
    detail: `The body has no Content-Type; send it as ${types.join(" or ")}.`
  })

const notUtf8 = problemResponse("invalid-body", {
  detail: "The body is not valid UTF-8.",
  errors: [{ path: "", message: "Expected a JSON body encoded as UTF-8" }]
})

/** The refusal of a body, or undefined when the endpoint may read it. */
const refusalOf = (routes: RouteTable, request: Request, bytes: ArrayBuffer): Response | undefined => {
  if (bytes.byteLength === 0) return undefined
  const contentType = request.headers["content-type"]
  if (contentType === undefined || contentType.trim() === "") {
    return noMediaType(routes.mediaTypes(request.method, request.url))
  }
  return isJson(contentType) && !isUtf8(bytes) ? notUtf8 : undefined
}

/**
 * `app` behind the body checks, for methods that carry a body (POST, PUT,
 * PATCH, DELETE). Run it where the body limit applies: the body is read
 * here once, within the limit, and the framework's read is then the same
 * cached one. A body that cannot be read is left to `app`, which answers its
 * failure (413, 400) as before; a bodiless request passes untouched.
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
        const refusal = refusalOf(routes, request, bytes)
        return refusal === undefined ? app : Effect.succeed(refusal)
      }
    })
  })
