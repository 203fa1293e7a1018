/**
 * Every HTTP exchange the wire harnesses (`wire.ts`, `scanner.ts`) make,
 * recorded with the name of the test that made it, for the OpenAPI contract
 * check that runs after each test file (`contractSetup.ts`). Recording only
 * copies what was sent and received, so it costs a test no time; the check
 * itself runs once per file, outside the tests' timeouts.
 */
import { Effect } from "effect"
import { expect } from "vitest"

/** One exchange as the wire saw it. */
export interface Exchange {
  /** The test that made it (`describe > it`). */
  readonly test: string
  readonly method: string
  /** The request target: path and query. */
  readonly target: string
  readonly requestHeaders: Headers
  readonly requestBody: string | undefined
  readonly status: number
  readonly responseHeaders: Headers
  /** The body's bytes as sent (compressed when `content-encoding` says so). */
  readonly responseBytes: Uint8Array
}

const recorded: Array<Exchange> = []

/** The exchanges of this test file so far. */
export const recordedExchanges = (): ReadonlyArray<Exchange> => recorded

/** The body of a request about to be sent, read from a clone (the request itself stays unread). */
export const requestBodyOf = (request: Request): Effect.Effect<string | undefined> =>
  request.body === null ? Effect.succeed(undefined) : Effect.promise(() => request.clone().text())

/** Records a request and the answer it got, for the contract check of the file. */
export const recordExchange = (
  request: Request,
  requestBody: string | undefined,
  response: { readonly status: number; readonly headers: Headers; readonly bytes: Uint8Array }
): Effect.Effect<void> =>
  Effect.sync(() => {
    const url = new URL(request.url)
    recorded.push({
      test: expect.getState().currentTestName ?? "(outside a test)",
      method: request.method,
      target: `${url.pathname}${url.search}`,
      requestHeaders: new Headers(request.headers),
      requestBody,
      status: response.status,
      responseHeaders: new Headers(response.headers),
      responseBytes: response.bytes
    })
  })
