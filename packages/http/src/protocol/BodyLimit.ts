/**
 * The request body limit (api-decisions: 413 over 1 MiB; an import: 32 MiB). A declared length
 * over it is refused before a byte is read; a body that turns out longer is
 * cut off while reading; a body without a media type or not UTF-8 is refused
 * before any endpoint reads it (`RequestBodies.ts`).
 */
import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, type HttpServerRequest, type HttpServerResponse } from "effect/http"
import { problemResponse } from "./ProblemResponses.ts"
import { withCheckedBody } from "./RequestBodies.ts"
import type { RouteTable } from "./RouteTable.ts"

/** The largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024

/** The largest import body (`POST /v1/workspaces/{id}/imports`): 5,000 CSV rows or documents fit. */
export const MAX_IMPORT_BODY_BYTES = 32 * 1024 * 1024

const importPath = /^\/v1\/workspaces\/[^/?#]+\/imports(?:[?#]|$)/

/** A media upload streams its body to storage under the limits of its kind (ADR 0048): none here. */
const mediaPath = /^\/v1\/workspaces\/[^/?#]+\/media(?:[?#]|$)/

/** Whether the request is a media upload, whose body is never read whole. */
const isUpload = (request: Request): boolean => request.method === "POST" && mediaPath.test(request.url)

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

const tooLarge = (limit: number) =>
  problemResponse("payload-too-large", { detail: `The body is over ${limit} bytes.` }, { connection: "close" })

/** The body limit of a request: an import's, else the general one. */
const limitOf = (request: Request): number =>
  request.method === "POST" && importPath.test(request.url) ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES

/**
 * A GET or HEAD without `Content-Length` or `Transfer-Encoding`: HTTP/1.1
 * framing gives it no body (and a web `Request` of these methods cannot
 * carry one), so a body limit has nothing to do.
 */
const hasNoBody = (request: Request): boolean =>
  (request.method === "GET" || request.method === "HEAD") &&
  request.headers["content-length"] === undefined &&
  request.headers["transfer-encoding"] === undefined

/** The app with the body limit, per request; built once per app, so only the returned function runs per request. */
export const limitBody = <E>(
  app: Effect.Effect<Response, E>,
  routes: RouteTable
): ((request: Request) => Effect.Effect<Response, E>) => {
  const limitedTo = (bytes: number) =>
    Effect.provideService(withCheckedBody(app, routes), HttpIncomingMessage.MaxBodySize, ByteSize.bytes(bytes))
  const limited = limitedTo(MAX_BODY_BYTES)
  const importLimited = limitedTo(MAX_IMPORT_BODY_BYTES)
  return (request) => {
    if (isUpload(request)) return app
    const limit = limitOf(request)
    if (Number(request.headers["content-length"]) > limit) return Effect.succeed(tooLarge(limit))
    return hasNoBody(request) ? app : limit === MAX_BODY_BYTES ? limited : importLimited
  }
}
