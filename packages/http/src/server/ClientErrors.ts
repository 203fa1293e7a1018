/**
 * Answers to requests Node's HTTP parser refuses before any route runs
 * (headers over `maxHeaderSize`, a malformed request, a request timeout).
 * Without a `clientError` listener Node writes a bare status line with an
 * empty body; with this one the same statuses come as complete
 * `application/problem+json` responses, like every other error. There is no
 * request object then, so the response is written on the socket directly.
 */
import { maxHeaderSize, STATUS_CODES } from "node:http"
import type { Duplex } from "node:stream"
import { ProblemDetails } from "effect/http"
import { problemTypes, problemTypeUri } from "../api/Problems.ts"

/** The problem body of a parser error, by Node's error code (the statuses Node itself would answer). */
const problemOf = (code: string | undefined): { readonly status: number } & Record<string, unknown> => {
  switch (code) {
    case "HPE_HEADER_OVERFLOW": {
      const { status, title } = problemTypes["request-header-fields-too-large"]
      return {
        type: problemTypeUri("request-header-fields-too-large"),
        title,
        status,
        detail: `The request line and headers are over ${maxHeaderSize} bytes.`
      }
    }
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW": {
      const { status, title } = problemTypes["payload-too-large"]
      return { type: problemTypeUri("payload-too-large"), title, status, detail: "The chunk extensions are too large." }
    }
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { type: ProblemDetails.blankType, title: STATUS_CODES[408], status: 408 }
    default:
      return { type: ProblemDetails.blankType, title: STATUS_CODES[400], status: 400 }
  }
}

/** A complete HTTP/1.1 response carrying the problem; the connection closes after it. */
export const rawProblemResponse = (code: string | undefined): string => {
  const problem = problemOf(code)
  const body = JSON.stringify(problem)
  return [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
    `Content-Type: ${ProblemDetails.contentType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body
  ].join("\r\n")
}

/** What Node keeps of the response in flight on a socket (internal, but what its own handler checks too). */
interface InFlight {
  readonly _httpMessage?: { readonly headersSent?: boolean } | null
}

/**
 * The `clientError` listener. Like Node's default, it answers only when the
 * socket can still take a whole response: no answer of a request before it
 * has started on it. A client that went away is just let go.
 */
export const answerClientError = (error: Error & { readonly code?: string }, socket: Duplex): void => {
  const started = (socket as Duplex & InFlight)._httpMessage?.headersSent === true
  if (error.code === "ECONNRESET" || !socket.writable || started) {
    socket.destroy()
    return
  }
  // Closed once the answer is flushed; whatever the client still sends is not read.
  socket.once("finish", () => socket.destroy())
  socket.end(rawProblemResponse(error.code))
}
