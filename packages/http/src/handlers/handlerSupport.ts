/**
 * The few steps every handler shares: who calls, how a domain result becomes
 * the endpoint's answer, and the `Location` of a created resource.
 *
 * Entity tags of versioned resources (labels, formats, brands, marketing QR
 * codes, webhook endpoints): the tag is the resource's `version` (`"v7"`), so
 * a read answers it without hashing, and a conditional write hands the
 * versions its `If-Match` names to the domain, which checks them in the write
 * itself. A marketing code also shows `geo_count`, which scans change without
 * a write, so its tag carries that count too (`"v7-3"`); only the version
 * part is a condition.
 */
import {
  Audit,
  type DomainError,
  type UserId,
  WriteCondition,
  type WriteConditionState,
  writeCondition
} from "@elabel/domain"
import { Effect } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { CurrentUser } from "../api/Authorization.ts"
import { giveLateTag } from "../protocol/EntityTags.ts"
import { recordAnswerHeader } from "./AnswerHeaders.ts"
import { mapDomainErrors, type ProblemFor } from "./problemMapping.ts"

/**
 * Runs a use case as the current caller, with its domain errors as problems;
 * a write runs under the request's `If-Match`, and a versioned answer carries
 * its `ETag` (`withResourceTag`, below).
 */
export const asCaller = <A, E extends DomainError, R>(
  useCase: (actor: UserId) => Effect.Effect<A, E, R>
): Effect.Effect<A, ProblemFor<E>, R | CurrentUser | HttpServerRequest.HttpServerRequest> =>
  withResourceTag(mapDomainErrors(CurrentUser.use((user) => withAuditRequest(useCase(user.id)))))

/** The request's id (`X-Request-Id`) and `Idempotency-Key`, for the audit event of a write. */
const withAuditRequest = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const requestId = request.headers["x-request-id"]
    const idempotencyKey = request.headers["idempotency-key"]
    if (requestId === undefined && idempotencyKey === undefined) return effect
    return Effect.provideService(effect, Audit.AuditRequest, {
      ...(requestId === undefined ? {} : { requestId }),
      ...(idempotencyKey === undefined ? {} : { idempotencyKey })
    })
  })

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
  businessOperator: (id: string) => `/v1/business-operators/${id}`,
  marketingQrCode: (id: string) => `/v1/marketing-qr-codes/${id}`,
  media: (id: string) => `/v1/media/${id}`,
  webhook: (workspace: string, id: string) => `/v1/workspaces/${workspace}/webhooks/${id}`,
  apiKey: (workspace: string, id: string) => `/v1/workspaces/${workspace}/api-keys/${id}`,
  publishRequest: (id: string) => `/v1/publish-requests/${id}`
} as const

/** The given keys of a decoded query that are present: a use case's filter without the paging keys. */
export const pick = <T extends object, const K extends keyof T>(source: T, keys: ReadonlyArray<K>): Pick<T, K> => {
  const out: Partial<Pick<T, K>> = {}
  for (const key of keys) if (key in source) out[key] = source[key]
  return out as Pick<T, K>
}

const TAG = /^"v(\d{1,15})(?:-\d{1,15})?"$/

/**
 * The versions an `If-Match` header accepts: `undefined` for none or `*`
 * (any current version: the write itself answers 404 when there is none);
 * an empty list when no tag is one of ours (a weak tag never matches).
 */
export const versionsOf = (ifMatch: string | undefined): ReadonlyArray<number> | undefined => {
  if (ifMatch === undefined) return undefined
  const versions: Array<number> = []
  for (const part of ifMatch.split(",")) {
    const tag = part.trim()
    if (tag === "*") return undefined
    const match = TAG.exec(tag)
    if (match !== null) versions.push(Number(match[1]))
  }
  return versions
}

interface Versioned {
  readonly version: number
  readonly geo_count?: number | null
}

const isVersioned = (value: unknown): value is Versioned =>
  typeof value === "object" && value !== null && typeof (value as { version?: unknown }).version === "number"

/** The tag of a versioned resource. */
export const resourceTag = (resource: Versioned): string =>
  resource.geo_count == null ? `"v${resource.version}"` : `"v${resource.version}-${resource.geo_count}"`

/** The tag of an answer: the resource's own, else the version the write left its guarding resource at. */
const tagOf = (result: unknown, condition: WriteConditionState | undefined): string | undefined => {
  if (isVersioned(result)) return resourceTag(result)
  return condition?.written === undefined ? undefined : `"v${condition.written}"`
}

const isRead = (method: string) => method === "GET" || method === "HEAD"

/**
 * Runs a handler's use case with the request's `If-Match` as its write
 * condition (writes only) and puts the resulting tag on a 2xx answer.
 */
export const withResourceTag = <A, E, R>(
  self: Effect.Effect<A, E, R>
): Effect.Effect<A, E, R | HttpServerRequest.HttpServerRequest> =>
  HttpServerRequest.HttpServerRequest.use((request) => {
    const condition = isRead(request.method) ? undefined : writeCondition(versionsOf(request.headers["if-match"]))
    const run = condition === undefined ? self : Effect.provideService(self, WriteCondition, condition)
    return Effect.tap(run, (result) => {
      const tag = tagOf(result, condition)
      if (tag === undefined) return Effect.void
      return Effect.andThen(
        Effect.andThen(recordAnswerHeader("etag", tag), giveLateTag(tag)),
        HttpEffect.appendPreResponseHandler((_request, response) =>
          Effect.succeed(
            response.status >= 200 && response.status < 300
              ? HttpServerResponse.setHeader(response, "etag", tag)
              : response
          )
        )
      )
    })
  })
