/**
 * The OpenAPI document as a contract the tests enforce: every request a wire
 * test sent and every answer it got (`exchangeRecorder.ts`) are checked
 * against the document the server serves, by Stoplight Prism's own router
 * and validators (the engine of its validating proxy, run in-process). After
 * each test file, a violation fails the file, naming the test, the exchange
 * and what is wrong (`contractSetup.ts`).
 *
 * What counts as a violation:
 * - an answer other than a refusal (4xx) to a method and path the document
 *   lacks (a served route missing from the document);
 * - an answer whose status, media type, headers or body the matched
 *   operation does not document (Prism's errors and its warnings: an
 *   undocumented 4xx is one too);
 * - a 2xx or 3xx to a request the document forbids (a missing parameter, a
 *   malformed query, a body the schema refuses, a missing token): either the
 *   document is stricter than the server or the server is too lax.
 */
import { createRequire } from "node:module"
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib"
import { getHttpOperationsFromSpec, type IHttpRequest } from "@stoplight/prism-http"
import { validateInput, validateOutput, validateSecurity } from "@stoplight/prism-http/dist/validator/index.js"
import type { HttpMethod, IHttpOperation } from "@stoplight/types"
import { OpenApi } from "effect/http-api"
import { ElabelApi } from "../../src/api/ElabelApi.ts"
import type { Exchange } from "./exchangeRecorder.ts"

let document: OpenApi.OpenAPISpec | undefined

/** The document `/openapi.json` serves (a test checks the served one equals it), built once. */
export const servedDocument = (): OpenApi.OpenAPISpec => {
  document ??= OpenApi.fromApi(ElabelApi)
  return document
}

/**
 * Prism's router: a CommonJS module whose function is its `default` member,
 * which Node's and Vite's ESM interop disagree on; `require` reads it one way.
 */
const prismRoute: typeof import("@stoplight/prism-http/dist/router/index.js")["default"] = createRequire(
  import.meta.url
)("@stoplight/prism-http/dist/router/index.js").default

let operations: Promise<ReadonlyArray<IHttpOperation>> | undefined

/** Prism's operations of the served document, built once per test process. */
const contractOperations = (): Promise<ReadonlyArray<IHttpOperation>> => {
  operations ??= getHttpOperationsFromSpec(JSON.parse(JSON.stringify(servedDocument())))
  return operations
}

const headersOf = (headers: Headers): Record<string, string> => Object.fromEntries(headers.entries())

/** The query as Prism's deserializers take it: a string per parameter, an array when it repeats. */
const queryOf = (search: URLSearchParams): Record<string, string | Array<string>> => {
  const query: Record<string, string | Array<string>> = {}
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name)
    query[name] = values.length === 1 ? (values[0] ?? "") : values
  }
  return query
}

const decoded = (bytes: Uint8Array, coding: string | null): Uint8Array => {
  switch (coding) {
    case "br":
      return brotliDecompressSync(bytes)
    case "gzip":
      return gunzipSync(bytes)
    case "deflate":
      return inflateSync(bytes)
    default:
      return bytes
  }
}

/** A body as Prism reads it: JSON parsed, text as text, nothing as undefined. */
const bodyOf = (text: string, contentType: string | null): unknown => {
  if (text === "") return undefined
  if (contentType !== null && /json/i.test(contentType)) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

type Diagnostics = ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<string | number> }>

const messages = (result: { readonly _tag: string; readonly left?: Diagnostics }): Array<string> =>
  result._tag === "Left"
    ? (result.left ?? []).map((d) => (d.path && d.path.length > 0 ? `${d.path.join(".")}: ${d.message}` : d.message))
    : []

/** Why the document forbids a request; a path Prism cannot even decode (`/01/%FF`) is forbidden too. */
const requestViolations = (operation: IHttpOperation, input: IHttpRequest): ReadonlyArray<string> => {
  try {
    return messages(validateInput({ resource: operation, element: input }) as never)
  } catch (error) {
    return [`the request cannot be read: ${String(error)}`]
  }
}

/** The violations of one exchange; empty when it keeps the contract. */
export const contractViolations = async (exchange: Exchange): Promise<ReadonlyArray<string>> => {
  const resources = await contractOperations()
  const url = new URL(exchange.target, "http://elabel.test")
  const requestContentType = exchange.requestHeaders.get("content-type")
  const input: IHttpRequest = {
    method: exchange.method.toLowerCase() as HttpMethod,
    // The resolver takes a trailing slash (GS1-Conformant Resolver 1.2 §2.13), which OpenAPI paths cannot say.
    url: {
      path: url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname,
      query: queryOf(url.searchParams)
    },
    headers: headersOf(exchange.requestHeaders),
    body: bodyOf(exchange.requestBody ?? "", requestContentType)
  }
  // A concrete path of the document without this method (`OPTIONS /robots.txt`) is no route, whatever template
  // Prism falls back to (`/{compressed}`): OpenAPI matches concrete paths first.
  const concrete = servedDocument().paths[input.url.path] as Record<string, unknown> | undefined
  const routed =
    concrete !== undefined && concrete[input.method] === undefined
      ? ({ _tag: "Left", left: new Error("Route resolved, but no method matched") } as const)
      : prismRoute({ resources: [...resources], input })
  const sent = `${exchange.method} ${exchange.target} → ${exchange.status}`
  // A refusal (4xx) of a method and path the document lacks is no route: 404, 405, or the 400 of a malformed Digital Link.
  if (routed._tag === "Left") {
    return exchange.status >= 400 && exchange.status < 500
      ? []
      : [`${sent}: served but not in the document (${routed.left.message})`]
  }
  const operation = routed.right
  const where = `${sent} as ${operation.method.toUpperCase()} ${operation.path}`
  const responseContentType = exchange.responseHeaders.get("content-type")
  const text = new TextDecoder().decode(
    decoded(exchange.responseBytes, exchange.responseHeaders.get("content-encoding"))
  )
  const output = messages(
    validateOutput({
      resource: operation,
      element: {
        statusCode: exchange.status,
        headers: headersOf(exchange.responseHeaders),
        body: bodyOf(text, responseContentType)
      }
    }) as never
  )
  const refused = [
    ...requestViolations(operation, input),
    ...messages(validateSecurity({ resource: operation, element: input }) as never)
  ]
  const accepted =
    exchange.status < 400
      ? refused.map((m) => `the document forbids this request, but it got ${exchange.status}: ${m}`)
      : []
  return [...output, ...accepted].map((message) => `${where}: ${message}`)
}

/** Every violation of the exchanges, each line naming the test that made the exchange. */
export const violationsOf = async (exchanges: ReadonlyArray<Exchange>): Promise<ReadonlyArray<string>> => {
  const lines: Array<string> = []
  for (const exchange of exchanges) {
    for (const violation of await contractViolations(exchange)) lines.push(`${exchange.test}: ${violation}`)
  }
  return lines
}
