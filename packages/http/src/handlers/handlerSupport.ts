/**
 * The few steps every handler shares: who calls, how a domain result becomes
 * the endpoint's answer, and the `Location` of a created resource.
 */
import type { DomainError, UserId } from "@elabel/domain"
import { Effect } from "effect"
import { HttpEffect, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { CurrentUser } from "../api/Authorization.ts"
import { recordAnswerHeader } from "./AnswerHeaders.ts"
import { mapDomainErrors, type ProblemFor } from "./problemMapping.ts"
import { withResourceTag } from "./ResourceTags.ts"

/**
 * Runs a use case as the current caller, with its domain errors as problems;
 * a write runs under the request's `If-Match`, and a versioned answer carries
 * its `ETag` (see `ResourceTags.ts`).
 */
export const asCaller = <A, E extends DomainError, R>(
  useCase: (actor: UserId) => Effect.Effect<A, E, R>
): Effect.Effect<A, ProblemFor<E>, R | CurrentUser | HttpServerRequest.HttpServerRequest> =>
  withResourceTag(mapDomainErrors(CurrentUser.use((user) => useCase(user.id))))

/**
 * Adds `Location` to the response of a successful create. The body and the
 * 201 still come from the endpoint's success Schema; the header is set by a
 * pre-response handler, the request-scoped hook the HTTP server runs on the
 * final response, because the contract's success Schemas declare no headers.
 */
export const withLocation =
  <A>(location: (created: A) => string) =>
  <E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | HttpServerRequest.HttpServerRequest> =>
    Effect.tap(self, (created) =>
      Effect.andThen(
        recordAnswerHeader("location", location(created)),
        HttpEffect.appendPreResponseHandler((_request, response) =>
          // Only on the success: a response that failed encoding afterwards created nothing to point at.
          Effect.succeed(
            response.status === 201 ? HttpServerResponse.setHeader(response, "location", location(created)) : response
          )
        )
      )
    )

/** `Location` paths of created resources. */
export const locations = {
  label: (id: string) => `/v1/labels/${id}`,
  format: (id: string) => `/v1/label-formats/${id}`,
  brand: (id: string) => `/v1/brands/${id}`,
  marketingQrCode: (id: string) => `/v1/marketing-qr-codes/${id}`,
  webhook: (workspace: string, id: string) => `/v1/workspaces/${workspace}/webhooks/${id}`
} as const

/** The given keys of a decoded query that are present: a use case's filter without the paging keys. */
export const pick = <T extends object, const K extends keyof T>(source: T, keys: ReadonlyArray<K>): Pick<T, K> => {
  const out: Partial<Pick<T, K>> = {}
  for (const key of keys) if (key in source) out[key] = source[key]
  return out as Pick<T, K>
}
