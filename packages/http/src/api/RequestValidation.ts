/**
 * Turns request decoding failures into problems. Without it, a body or query
 * that fails its Schema answers an empty 400.
 *
 * It declares no errors of its own, so the OpenAPI document stays precise:
 * each endpoint lists the problems it can answer (`invalid-body` where it
 * has a body, `invalid-query` where it has a query). The server provides it
 * with `HttpApiMiddleware.layerSchemaErrorTransform(RequestValidation, ...)`,
 * answering the problem as a response (`HttpServerRespondable.toResponse`):
 * - `Payload` → 400 `invalid-body` with `errors`,
 * - `Query` → 400 `invalid-query` with `errors`,
 * - `Params` (a malformed id in the path) → 404 `not-found`,
 * - `Body` / `ResponseHeaders` (a response that fails encoding) → reported, 500 `internal`.
 */
import { HttpApiMiddleware } from "effect/http-api"

/** Middleware applied to the whole API: request decoding failures become problems. */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()(
  "@elabel/http/api/RequestValidation"
) {}
