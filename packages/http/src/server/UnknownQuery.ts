/**
 * A query parameter the route does not take is a 400 `invalid-query` naming
 * it, with the parameters the route does take, as an unknown body key is a
 * 400 `invalid-body`: `?search=` for `?q=` is refused instead of answering
 * the unfiltered list. Checked before any endpoint runs, on endpoints
 * without a query too; the routes outside `/v1` take any (`RouteTable.ts`).
 */
import type { HttpServerRequest, HttpServerResponse } from "effect/http"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteTable } from "../protocol/RouteTable.ts"

/** The refusal of the request's query, or undefined when the route takes every parameter it has. */
export const unknownQueryRefusal = (
  routes: RouteTable,
  request: HttpServerRequest.HttpServerRequest
): HttpServerResponse.HttpServerResponse | undefined => {
  const found = routes.unknownQuery(request.method, request.url)
  if (found === undefined) return undefined
  const { unknown, known } = found
  return problemResponse("invalid-query", {
    detail:
      `Unknown query parameter${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")}. ` +
      (known.length === 0 ? "This route takes none." : `This route takes: ${known.join(", ")}.`),
    errors: unknown.map((path) => ({ path, message: "unknown query parameter" }))
  })
}
