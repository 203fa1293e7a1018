/**
 * Every request's id (issue 31, item 3; ADR 0046): the caller's
 * `X-Request-Id` when it is well formed, otherwise a fresh one; answered in
 * `X-Request-Id`, named by every problem (`request_id`) and by every log
 * line written while the request runs, so a user's bug report finds the log.
 *
 * A fresh id is a random per-process prefix and a counter: unique across
 * processes and restarts, and far cheaper than a UUID on the hot paths. An
 * incoming id is kept only when it is short and plain (64 characters of
 * letters, digits, `.`, `_`, `:` and `-`): anything longer could be a token
 * a confused client sent there, and would then be written to the log.
 */
import { randomBytes } from "node:crypto"
import type { IncomingMessage } from "node:http"

/** The header, lower-case as Node gives it. */
export const REQUEST_ID_HEADER = "x-request-id"

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/

/** Whether `value` is kept as a request id. */
export const isWellFormedRequestId = (value: unknown): value is string =>
  typeof value === "string" && WELL_FORMED.test(value)

const prefix = randomBytes(6).toString("base64url")
let counter = 0

/** A new id: 8 random characters of this process, then a counter (`Xy3_a9Qe-1f`). */
export const newRequestId = (): string => `${prefix}-${(++counter).toString(36)}`

/** The request id for headers as sent: the caller's when well formed, otherwise a new one. */
export const requestIdOf = (headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>): string => {
  const sent = headers[REQUEST_ID_HEADER]
  return isWellFormedRequestId(sent) ? sent : newRequestId()
}

/**
 * Settles the id of a request reaching the Node server: the header then holds
 * the kept or new id (the Effect app reads it there). The answer carries it
 * too: a hot route writes it with its own headers, and the Node server sets
 * it on the response of every request the hot routes leave to the app.
 */
export const settleRequestId = (request: IncomingMessage): string => {
  const id = requestIdOf(request.headers)
  request.headers[REQUEST_ID_HEADER] = id
  return id
}
