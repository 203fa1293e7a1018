/**
 * `If-Match` on writes (api-decisions: "a PATCH or PUT with `If-Match` that
 * no longer matches answers 412"). The current tag of a resource is the
 * `ETag` its GET answers, so the check runs that GET through the same app,
 * as the same caller (same `Authorization`): a resource the caller cannot
 * see answers what the write itself would (404), never a 412 oracle.
 */
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { entityTagOf, ifMatchPasses, makeKeyedLock, ownerPathOf, pathOf } from "./EntityTags.ts"
import { problemResponse } from "./ProblemResponses.ts"

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

/** Runs the app for another request (the GET of the owning resource); never fails. */
export type RunProbe = (probe: Request) => Effect.Effect<Response>

/** A GET of `path` carrying the caller's credentials and nothing else. */
const probeFor = (request: Request, path: string): Request => {
  const headers = new Headers({ accept: "application/json" })
  const authorization = request.headers.authorization
  if (authorization !== undefined) headers.set("authorization", authorization)
  return HttpServerRequest.fromWeb(new Request(new URL(path, "http://localhost"), { headers }))
}

/** Whether requests of `method` may be guarded (`guard` passes every other method straight through). */
export const isWrite = (method: string): boolean =>
  method === "PUT" || method === "PATCH" || method === "DELETE" || method === "POST"
const isReplace = (method: string) => method === "PUT" || method === "PATCH"

/**
 * Guards writes to the resources that carry tags. Within this process a
 * write and its check hold a lock on the owning resource, so two writers
 * with the same `If-Match` cannot both pass (across processes sharing a
 * database the check stays best-effort).
 */
export const makePreconditions = () => {
  const lock = makeKeyedLock()

  const guard = (request: Request, answer: Effect.Effect<Response>, run: RunProbe): Effect.Effect<Response> => {
    const method = request.method
    if (!isWrite(method)) return answer
    const path = pathOf(request.url)
    const owner = ownerPathOf(path)
    if (owner === undefined) return answer
    const currentTag = Effect.map(run(probeFor(request, owner)), entityTagOf)
    const ifMatch = request.headers["if-match"]
    return lock(
      owner,
      Effect.gen(function* () {
        // POST (publish, duplicate, add format) acts on or from the resource but does not replace it.
        if (ifMatch !== undefined && method !== "POST") {
          const current = yield* currentTag
          if (current !== undefined && !ifMatchPasses(ifMatch, current)) {
            return problemResponse("precondition-failed", {
              detail: "If-Match does not match the current ETag of the resource; read it again."
            })
          }
        }
        const response = yield* answer
        // A write to a part of a label answers the part, but the label's tag guards the next write:
        // hand that tag out so a client can chain conditional writes without an extra GET.
        if (isReplace(method) && owner !== path && response.status >= 200 && response.status < 300) {
          const tag = yield* currentTag
          if (tag !== undefined) return HttpServerResponse.setHeader(response, "etag", tag)
        }
        return response
      })
    )
  }

  return { guard }
}
