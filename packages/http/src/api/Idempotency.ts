/**
 * `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header) on the
 * POSTs that create or publish, contract part only: the middleware, what it
 * may answer, and the header in the OpenAPI document. A repeat with the same
 * key and body gets the first answer again; the key is the caller's (the
 * token subject), so the middleware runs inside `Authorization`.
 */
import { HttpApiMiddleware, type OpenApi } from "effect/http-api"
import type { CurrentUser } from "./Authorization.ts"
import {
  ConflictProblem,
  IdempotencyKeyReusedProblem,
  InvalidIdempotencyKeyProblem,
  UpstreamUnavailableProblem
} from "./Problems.ts"

/** The request header, lower-cased as the server reads it. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key"

/**
 * Replays kept answers, refuses a reused key (422) or one still running
 * (409); a malformed header is a 400.
 */
export class Idempotency extends HttpApiMiddleware.Service<Idempotency, { requires: CurrentUser }>()(
  "@elabel/http/api/Idempotency",
  {
    error: [InvalidIdempotencyKeyProblem, IdempotencyKeyReusedProblem, ConflictProblem, UpstreamUnavailableProblem]
  }
) {}

const parameter: OpenApi.OpenAPISpecParameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", maxLength: 255 },
  description:
    'Makes a retry safe: a repeat with the same key and body within 24 hours answers what the first request answered and changes nothing; the same key with another body answers 422 `idempotency-key-reused`, and a repeat while the first still runs 409 `conflict`. A quoted string (`"…"`, as the draft\'s structured field) or a bare token, 1 to 255 visible ASCII characters, unique per request.'
}

/**
 * The OpenAPI transform of an endpoint taking `Idempotency-Key`: use it as
 * `.middleware(Idempotency).annotate(OpenApi.Transform, withIdempotencyKey)`.
 */
export const withIdempotencyKey = (operation: Record<string, unknown>): Record<string, unknown> => ({
  ...operation,
  parameters: [...((operation.parameters as Array<unknown> | undefined) ?? []), parameter]
})
