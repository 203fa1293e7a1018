/**
 * The HTTP side of idempotency keys: reading the header, the fingerprint of
 * a request, and answers as stored (status, the headers that matter, body)
 * and given again.
 */
import { createHash } from "node:crypto"
import type { StoredAnswer } from "@elabel/domain"
import { Cause, Effect, Exit, Option } from "effect"
import { HttpServerRespondable, HttpServerResponse } from "effect/http"
import { countIdempotentReplay } from "../observability/ServiceMetrics.ts"

/** The longest key accepted. */
export const MAX_KEY_LENGTH = 255

/**
 * Client errors kept for repeats: they depend on the request alone. 409, 412
 * and 429 depend on the moment, and so do a 422 `label-incomplete` and
 * `import-rejected`.
 */
const KEPT_CLIENT_ERRORS: ReadonlySet<number> = new Set([400, 403, 404, 410, 422])

/** Headers of an answer worth giving again; the rest is recomputed on the way out. */
const KEPT_HEADERS = ["content-type", "location", "etag"] as const

/**
 * The key of an `Idempotency-Key` value: a structured-field string (`"…"`,
 * with `\"` and `\\` escapes) or, leniently, a bare token; 1 to 255 visible
 * ASCII characters. `undefined` when malformed.
 */
export const parseIdempotencyKey = (value: string): string | undefined => {
  const trimmed = value.trim()
  let key: string
  if (trimmed.startsWith('"')) {
    const match = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(trimmed)
    if (match === null) return undefined
    key = match[1]!.replace(/\\(["\\])/g, "$1")
  } else {
    if (!/^[\x21-\x7e]+$/.test(trimmed) || /["\\,;]/.test(trimmed)) return undefined
    key = trimmed
  }
  return key.length >= 1 && key.length <= MAX_KEY_LENGTH ? key : undefined
}

/** What tells one request from another under the same key: method, path with query, and body bytes. */
export const fingerprintOf = (request: { readonly method: string; readonly url: string }, body: string): string =>
  createHash("sha256").update(`${request.method} ${request.url}\n`).update(body).digest("base64url")

const bodyText = (response: HttpServerResponse.HttpServerResponse): string | undefined => {
  const body = response.body
  if (body._tag === "Empty") return ""
  if (body._tag === "Uint8Array") return new TextDecoder().decode(body.body)
  return undefined
}

/**
 * Problems that depend on the resource's state, not on the request: a label
 * incomplete now may be complete when the client retries after fixing it,
 * and the rows of a rejected import meet labels, brands and refs that change.
 */
const STATE_PROBLEMS: ReadonlySet<string> = new Set(["/problems/label-incomplete", "/problems/import-rejected"])

const problemType = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { readonly type?: unknown }).type
  } catch {
    return undefined
  }
}

const isKept = (status: number, body: string): boolean =>
  (status >= 200 && status < 300) ||
  (KEPT_CLIENT_ERRORS.has(status) && !(status === 422 && STATE_PROBLEMS.has(String(problemType(body)))))

/** A response as kept, when it is one to keep; `extra` holds headers its handler adds when it is sent. */
const storedOf = (
  response: HttpServerResponse.HttpServerResponse,
  extra: ReadonlyMap<string, string>
): Option.Option<StoredAnswer> => {
  const body = bodyText(response)
  if (body === undefined || !isKept(response.status, body)) return Option.none()
  const headers: Record<string, string> = {}
  const contentType =
    response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : undefined)
  for (const name of KEPT_HEADERS) {
    const value = name === "content-type" ? contentType : (extra.get(name) ?? response.headers[name])
    if (value !== undefined) headers[name] = value
  }
  return Option.some({ status: response.status, headers, body })
}

/**
 * The answer to keep for an outcome of an endpoint: its response, or the
 * problem it failed with as the client will see it. Anything else (a storage
 * failure, a defect) is not kept: a retry runs again.
 */
export const answerOf =
  (extra: ReadonlyMap<string, string>) =>
  (exit: Exit.Exit<HttpServerResponse.HttpServerResponse, unknown>): Effect.Effect<Option.Option<StoredAnswer>> => {
    if (Exit.isSuccess(exit)) return Effect.succeed(storedOf(exit.value, extra))
    const error = Cause.findErrorOption(exit.cause)
    if (Option.isNone(error) || !HttpServerRespondable.isRespondable(error.value) || Cause.hasDies(exit.cause)) {
      return Effect.succeed(Option.none())
    }
    return HttpServerRespondable.toResponse(error.value).pipe(Effect.map((response) => storedOf(response, extra)))
  }

/** A kept answer, given again (and counted: `elabel_idempotent_replays_total`). */
export const replay = (answer: StoredAnswer): HttpServerResponse.HttpServerResponse => {
  countIdempotentReplay()
  const { "content-type": contentType, ...headers } = answer.headers
  return HttpServerResponse.text(answer.body, {
    status: answer.status,
    headers,
    ...(contentType === undefined ? {} : { contentType })
  })
}
