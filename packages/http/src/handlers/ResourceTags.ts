/**
 * Entity tags of versioned resources (labels, formats, brands, marketing QR
 * codes): the tag is the resource's `version` (`"v7"`), so a read answers it
 * without hashing, and a conditional write hands the versions its `If-Match`
 * names to the domain, which checks them in the write itself. A marketing
 * code also shows `geo_count`, which scans change without a write, so its tag
 * carries that count too (`"v7-3"`); only the version part is a condition.
 */
import { WriteCondition, type WriteConditionState, writeCondition } from "@elabel/domain"
import { Effect } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { recordAnswerHeader } from "./AnswerHeaders.ts"

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
        recordAnswerHeader("etag", tag),
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
