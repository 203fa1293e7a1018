/**
 * A port to Node of `tester.php`, the helper that GS1's resolver test suite
 * calls for every HTTP check it cannot make with the browser's `fetch`
 * (`gs1/GS1DL-resolver-testsuite`, `tester.php` at commit
 * e3485a5b78bee1efa4e8bc4e0dfd140472d718df; PHP and its cURL extension are
 * not on this machine). Each command does what the PHP function of the same
 * name does, quirks included, since the suite's script reads their answers:
 * - the query is URL-decoded twice (`parse_str(urldecode($query))`), so a
 *   `&` inside `testVal` splits it and `%253A` arrives as `:`;
 * - `testVal` must start with `https://`;
 * - cURL sends `Accept: *\/*` unless the command sets one, no user agent,
 *   and drops a header given with an empty value;
 * - response headers keep the names the server sent, the last of a repeated
 *   header wins (`parseHeadersToArray`), and the status line is key `0`;
 * - `getLinkset` answers its result as a JSON string whose body is
 *   `rawurlencode`d.
 * Requests for the resolver's host go to the server under test over
 * loopback HTTP (`https` stands in for the TLS-terminating proxy).
 */
import { request } from "node:http"

/** Where the suite's `https://{host}` requests are answered. */
export interface ResolverTarget {
  readonly host: string
  readonly port: number
}

interface Fetched {
  readonly status: number
  readonly rawHeaders: ReadonlyArray<string>
  readonly body: Buffer
}

/** PHP's `urldecode`: `+` is a space, `%XX` a byte, anything else as is. */
const phpUrldecode = (text: string): string => {
  const bytes: Array<number> = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === "%" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else if (text[i] === "+") bytes.push(0x20)
    else bytes.push(...Buffer.from(text[i] ?? ""))
  }
  return Buffer.from(bytes).toString("utf8")
}

/** `parse_str(urldecode($query))`: pairs split on `&`, each side decoded again; the last of a key wins. */
const parseQuery = (query: string): Record<string, string> => {
  const params: Record<string, string> = {}
  for (const pair of phpUrldecode(query).split("&")) {
    if (pair === "") continue
    const mark = pair.indexOf("=")
    const key = phpUrldecode(mark === -1 ? pair : pair.slice(0, mark)).replace(/[ .]/g, "_")
    params[key] = mark === -1 ? "" : phpUrldecode(pair.slice(mark + 1))
  }
  return params
}

/** One request as cURL makes it: no redirect followed, the headers given (empty ones dropped). */
const curl = (target: ResolverTarget, uri: string, method: string, headers: ReadonlyArray<readonly [string, string]>) =>
  new Promise<Fetched>((resolve, reject) => {
    const url = new URL(uri)
    if (url.hostname !== target.host) return reject(new Error(`Could not resolve host: ${url.hostname}`))
    const sent = [["Host", url.host] as const, ["Accept", "*/*"] as const, ...headers]
    const merged = new Map<string, readonly [string, string]>()
    for (const [name, value] of sent) merged.set(name.toLowerCase(), [name, value])
    const outgoing = request({
      host: "127.0.0.1",
      port: target.port,
      method,
      path: `${url.pathname}${url.search}`,
      headers: Object.fromEntries([...merged.values()].filter(([, value]) => value !== ""))
    })
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("cURL timeout")))
    outgoing.on("response", (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) })
      )
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

/** The raw header block, as cURL hands it to PHP. */
const headerBlock = (fetched: Fetched): string => {
  const lines = [`HTTP/1.1 ${fetched.status}`]
  for (let i = 0; i < fetched.rawHeaders.length; i += 2)
    lines.push(`${fetched.rawHeaders[i]}: ${fetched.rawHeaders[i + 1]}`)
  return `${lines.join("\r\n")}\r\n\r\n`
}

/** `parseHeadersToArray`: names as sent, the last of a repeated header wins, the status line at `0`. */
const headerArray = (block: string): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const line of block.trim().split("\r\n")) {
    const mark = line.indexOf(": ")
    if (mark === -1) headers["0"] = line
    else headers[line.slice(0, mark)] = line.slice(mark + 2)
  }
  return headers
}

/** `parseHttpStatusMessage`: every word of the header block from the third on. */
const statusMessage = (block: string): string => block.split(" ").slice(2).join(" ").trim()

/** `getCustomHeaders` and `getCorsHeaders`: the result merged with the headers and the request header lines. */
const headersResult = async (
  target: ResolverTarget,
  uri: string,
  method: string,
  requestHeaders: ReadonlyArray<readonly [string, string]>
) => {
  const fetched = await curl(target, uri, method, requestHeaders)
  const block = headerBlock(fetched)
  const { 0: statusLine, ...headers } = headerArray(block)
  // PHP's array_merge renumbers the numeric keys: the status line, then the request's header lines.
  const numbered = [statusLine, ...requestHeaders.map(([name, value]) => `${name}: ${value}`)]
  return {
    uri,
    httpCode: fetched.status,
    httpMsg: statusMessage(block),
    requestURI: "",
    Requesting_User_Agent: "",
    Requesting_Accept_Header: "",
    Requesting_Accept_Language: "",
    ...headers,
    ...Object.fromEntries(numbered.map((line, index) => [String(index), line]))
  }
}

const ORIGIN = ["Origin", "https://ref.gs1.org/test-suites/resolver/"] as const

/** PHP's `rawurlencode` of bytes: everything but `A-Z a-z 0-9 - _ . ~` as `%XX`. */
const rawurlencode = (bytes: Buffer): string =>
  [...bytes]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`
    )
    .join("")

/** `getLinkset`: the answer's headers and its body, `rawurlencode`d, as a JSON string. */
const linksetResult = async (target: ResolverTarget, uri: string): Promise<string> => {
  const fetched = await curl(target, uri, "GET", [ORIGIN, ["Accept", "application/linkset+json"]])
  const block = headerBlock(fetched)
  return JSON.stringify({
    uri,
    httpCode: fetched.status,
    httpMsg: statusMessage(block),
    headers: headerArray(block),
    responseBody: rawurlencode(fetched.body)
  })
}

/** `getHttpVersion`: the protocol of the answer to a plain request for `url`. */
const httpVersion = async (target: ResolverTarget, url: string): Promise<string> => {
  await curl(target, url, "GET", [])
  // Node's client speaks HTTP/1.1 to the server under test, which answers in kind.
  return "HTTP/1.1"
}

/** The JSON `tester.php` answers to `?{query}`. */
export const testerAnswer = async (target: ResolverTarget, query: string): Promise<unknown> => {
  const params = parseQuery(query)
  const testVal = params.testVal?.startsWith("https://") ? params.testVal : undefined
  const { test } = params
  if (test === undefined) return { error: "No valid command received" }
  if (testVal === undefined) return { error: "Invalid test command" }
  try {
    const result =
      test === "getHTTPversion"
        ? await httpVersion(target, testVal)
        : test === "getAllHeaders"
          ? await headersResult(target, testVal, "GET", [
              ORIGIN,
              ...(params.mediaType === undefined ? [] : [["Accept", params.mediaType] as const]),
              ...(params.lang === undefined ? [] : [["Accept-Language", params.lang] as const])
            ])
          : test === "getLinksetHeaders"
            ? await headersResult(target, testVal, "GET", [
                ORIGIN,
                ["Accept", "application/linkset+json"],
                ["Accept-Language", ""]
              ])
            : test === "getLinkset"
              ? await linksetResult(target, testVal)
              : test === "getCorsHeaders"
                ? await headersResult(target, testVal, "OPTIONS", [
                    ORIGIN,
                    ["Access-Control-Request-Method", "GET,HEAD,OPTIONS"]
                  ])
                : undefined
    return result === undefined ? { error: "Invalid test command" } : { test, testVal, result }
  } catch (error) {
    return { test, testVal, result: { error: `cURL error: ${String(error)}` } }
  }
}
