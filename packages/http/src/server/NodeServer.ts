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
import { settleRequestId } from "../protocol/RequestIds.ts"
import { answerClientError } from "./ClientErrors.ts"

/** A server whose `request` event reaches its listeners (the Effect app) only when no hot route answered. */
class HotServer extends Server {
  readonly hot: HotPathsShape

  constructor(hot: HotPathsShape) {
    super()
    this.hot = hot
  }

  override emit(event: string, ...args: Array<unknown>): boolean {
    if (event === "request") {
      const request = args[0] as IncomingMessage
      const response = args[1] as ServerResponse
      settleRequestId(request, response)
      if (this.hot.answer(request, response)) return true
    }
    return super.emit(event, ...args)
  }
}

/** A new server answering from `hot` first. */
export const makeNodeServer = (hot: HotPathsShape): Server => {
  const server = new HotServer(hot)
  server.on("clientError", answerClientError)
  const close = server.close.bind(server)
  return Object.assign(server, {
    close: (callback?: (error?: Error) => void) => {
      const timer = setInterval(() => server.closeIdleConnections(), 50)
      timer.unref()
      server.once("close", () => clearInterval(timer))
      return close(callback)
    }
  })
}
