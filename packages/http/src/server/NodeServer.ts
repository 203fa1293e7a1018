/**
 * The Node HTTP server under the Effect app: requests whose answer is in
 * memory are answered by the hot routes first (`HotPaths.ts`); `close`
 * also ends keep-alive connections as soon as they fall idle. Node closes
 * the connections idle at the moment of `close`; one busy then would stay
 * open after its answer until the client's keep-alive timeout, holding the
 * process for seconds after the last request. Polling only runs while
 * stopping, so serving costs nothing extra. Requests the parser refuses
 * (e.g. headers too large: 431) are answered as problems (`ClientErrors.ts`).
 * Every request gets its id here (`RequestIds.ts`), before either answers it.
 */
import { type IncomingMessage, Server, type ServerResponse } from "node:http"
import type { HotPathsShape } from "../protocol/HotPaths.ts"
import { REQUEST_ID_HEADER, settleRequestId } from "../protocol/RequestIds.ts"
import { answerClientError } from "./ClientErrors.ts"

/**
 * A server whose `request` event reaches its listeners (the Effect app) only when no hot route answered.
 * Once closing, every answer not yet started says `Connection: close` and ends its connection: a
 * keep-alive client then sends its next request on a new connection (refused), never on one the server
 * is about to close under it (issue 33 item 3).
 */
class HotServer extends Server {
  readonly hot: HotPathsShape
  /** Answers whose headers are not written yet. */
  private readonly pending = new Set<ServerResponse>()
  private closing = false

  constructor(hot: HotPathsShape) {
    super()
    this.hot = hot
  }

  /** From now on, answers close their connections. */
  drain(): void {
    this.closing = true
    for (const response of this.pending) if (!response.headersSent) response.shouldKeepAlive = false
  }

  override emit(event: string, ...args: Array<unknown>): boolean {
    if (event === "request") {
      const request = args[0] as IncomingMessage
      const response = args[1] as ServerResponse
      const requestId = settleRequestId(request)
      if (this.closing) response.shouldKeepAlive = false
      if (this.hot.answer(request, response, requestId)) return true
      // Set before the app writes its headers; a hot answer has it among its own (`writeHead` merging
      // them into headers set earlier takes Node's slow path: a tenth of a hot answer's CPU).
      response.setHeader(REQUEST_ID_HEADER, requestId)
      this.pending.add(response)
      response.once("close", () => this.pending.delete(response))
    }
    return super.emit(event, ...args)
  }
}

/** The signals that stop a server process (`NodeRuntime.runMain` interrupts on them). */
const STOP_SIGNALS = ["SIGTERM", "SIGINT"] as const

/** A new server answering from `hot` first. */
export const makeNodeServer = (hot: HotPathsShape): Server => {
  const server = new HotServer(hot)
  server.on("clientError", answerClientError)
  // The signal that stops the process drains at once: the app's layers may take a while to reach `close`
  // (on the embedded database, queries hold the event loop), and every answer until then closes its connection.
  const drain = () => server.drain()
  for (const signal of STOP_SIGNALS) process.once(signal, drain)
  server.once("close", () => {
    for (const signal of STOP_SIGNALS) process.off(signal, drain)
  })
  const close = server.close.bind(server)
  return Object.assign(server, {
    close: (callback?: (error?: Error) => void) => {
      server.drain()
      const timer = setInterval(() => server.closeIdleConnections(), 50)
      timer.unref()
      server.once("close", () => clearInterval(timer))
      return close(callback)
    }
  })
}
