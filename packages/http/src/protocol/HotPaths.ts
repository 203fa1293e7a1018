/**
 * Answers from memory, written before the Effect app sees the request. The
 * public hot paths (`/l/{ref}`, `/01/…`, `/q/{ref}`) keep what they serve in
 * memory; when a scan's answer is there, a plain function finds it and the
 * Node server writes it, as a static file server would (ADR 0024). Each hot
 * route is also the first step of its Effect route, so a request gets the
 * same answer whichever way it goes; anything the hot route does not know
 * (a miss, an error page, an unusual request) goes on to the Effect app.
 *
 * Only `GET` and `HEAD` without a body are offered to the hot routes: a body
 * belongs to the global middleware's limits, and every other method to the
 * router's `405`. Before them, every request, whatever its method and body,
 * is offered to the gates: refusals decided from the headers alone (a caller
 * over its quota), answered before its body is read (Node discards it).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { Context } from "effect"
import { HttpServerResponse } from "effect/http"

/** What a hot route reads of a request: Node's `IncomingMessage` and Effect's request both have it. */
export interface HotRequest {
  readonly method: string
  /** Path and query, as sent. */
  readonly url: string
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  /** The header lines as sent (Node keeps only the first of some repeated headers in `headers`). */
  readonly rawHeaders?: ReadonlyArray<string>
}

/** A finished answer: status, every header (`content-type` and `content-length` with a body), the body. */
export interface HotAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body?: Uint8Array
}

/** The answer to `request` at `now` (epoch ms) from memory, or `undefined` to leave it to the Effect route. */
export type HotRoute = (request: HotRequest, now: number) => HotAnswer | undefined

/** The hot routes of one server, by path prefix, and its gates. */
export interface HotPathsShape {
  /** Adds `route` for the paths that start with `prefix` (such as `/l/`); `template` names it in the metrics. */
  readonly add: (prefix: string, route: HotRoute, template: string) => void
  /** Adds `gate`, offered every request (any method, with or without a body) before the routes. */
  readonly addGate: (gate: HotRoute) => void
  /**
   * Writes the answer of a hot route on `response`, with the request's id (`RequestIds.ts`), and says so;
   * `false` leaves both untouched.
   */
  readonly answer: (request: IncomingMessage, response: ServerResponse, requestId: string) => boolean
}

/** A header's single value: a repeated header is not the hot routes' business. */
export const headerOf = (request: HotRequest, name: string): string | undefined => {
  const value = request.headers[name]
  return typeof value === "string" ? value : undefined
}

// A ref as the public paths take it; anything else (escapes, a trailing slash, more segments) is the router's.
const REF_PATH = /^[A-Za-z0-9_-]{1,64}$/

/** The ref of `url` under `prefix` (`/l/abc?x=1` -> `abc`), if it is a plain one. */
export const refOf = (url: string, prefix: string): string | undefined => {
  const query = url.indexOf("?", prefix.length)
  const ref = url.slice(prefix.length, query === -1 ? undefined : query)
  return REF_PATH.test(ref) ? ref : undefined
}

/** The `?lang=` of a request URL (the first one), if any. */
export const langOf = (url: string): string | undefined => {
  const query = url.indexOf("?")
  if (query === -1) return undefined
  return new URLSearchParams(url.slice(query + 1)).get("lang") ?? undefined
}

/** The route label of the answers of the gates (refusals of any path, before routing). */
export const GATE_ROUTE = "gate"

/** Where a hot answer is counted (`HttpMetrics.ts`'s request metrics): method, route template, status, seconds. */
export type HotAnswerSink = (method: string, route: string, status: number, seconds: number) => void

/**
 * A new, empty set of hot routes. Each answer is given to the sink `sinkOf` answers at that moment (the
 * request metrics once they are on: the composition root passes `requestSink`), under the route's template.
 */
export const makeHotPaths = (sinkOf: () => HotAnswerSink | undefined): HotPathsShape => {
  const routes: Array<readonly [prefix: string, route: HotRoute, template: string]> = []
  const gates: Array<HotRoute> = []
  const write = (
    response: ServerResponse,
    requestId: string,
    method: string,
    answer: HotAnswer,
    route: string,
    started: number
  ) => {
    // The id (`REQUEST_ID_HEADER`, named as a literal: a computed key would be V8's slower way to add it)
    // among the answer's headers, not set beforehand: see `NodeServer.ts`.
    response.writeHead(answer.status, { ...answer.headers, "x-request-id": requestId })
    response.end(method === "HEAD" ? undefined : answer.body)
    sinkOf()?.(method, route, answer.status, (performance.now() - started) / 1000)
    return true
  }
  return {
    add: (prefix, route, template) => {
      routes.push([prefix, route, template])
    },
    addGate: (gate) => {
      gates.push(gate)
    },
    answer: (request, response, requestId) => {
      const { method = "GET", url = "/" } = request
      const hot: HotRequest = { method, url, headers: request.headers, rawHeaders: request.rawHeaders }
      const now = Date.now()
      const started = performance.now()
      for (const gate of gates) {
        const refusal = gate(hot, now)
        if (refusal !== undefined) return write(response, requestId, method, refusal, GATE_ROUTE, started)
      }
      if (method !== "GET" && method !== "HEAD") return false
      if (request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined) {
        return false
      }
      for (const [prefix, route, template] of routes) {
        if (!url.startsWith(prefix)) continue
        const answer = route(hot, now)
        return answer === undefined ? false : write(response, requestId, method, answer, template, started)
      }
      return false
    }
  }
}

/**
 * The hot routes of the running server. None by default: an app run as a
 * web handler (tests, embedders) answers everything through its Effect
 * routes; `serveApp` provides one set to the Node server and the routes.
 */
export const HotPaths = Context.Reference<HotPathsShape | undefined>("@elabel/http/server/HotPaths", {
  defaultValue: () => undefined
})

/** The same answer as an Effect response, for the Effect routes. */
export const toResponse = (answer: HotAnswer): HttpServerResponse.HttpServerResponse => {
  const { "content-type": contentType, "content-length": _length, ...headers } = answer.headers
  return answer.body === undefined
    ? HttpServerResponse.empty({ status: answer.status, headers: answer.headers })
    : HttpServerResponse.uint8Array(answer.body, { status: answer.status, headers, contentType })
}
