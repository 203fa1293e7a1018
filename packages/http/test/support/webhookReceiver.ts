/**
 * A real local HTTP server receiving webhooks for the tests: it keeps every
 * request (headers and raw body) and answers with the status the test sets.
 * Closed with the test's scope. `openTrickler` answers too slowly ever to finish.
 */
import { createServer, type IncomingHttpHeaders } from "node:http"
import { type AddressInfo, createServer as createNetServer, type Socket } from "node:net"
import { Effect } from "effect"

/** One received request. */
export interface Received {
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A running receiver. */
export interface Receiver {
  readonly url: string
  readonly received: Array<Received>
  /** TCP connections made to it, whether or not a request followed. */
  readonly connections: () => number
  readonly answer: (status: number) => void
  readonly close: () => Promise<void>
}

/** Starts a receiver; `answer` is the status it gives from now on. */
export const openReceiver = Effect.acquireRelease(
  Effect.callback<Receiver>((resume) => {
    const received: Array<Received> = []
    let status = 200
    let connections = 0
    const server = createServer((request, response) => {
      const chunks: Array<Buffer> = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") })
        response.writeHead(status).end()
      })
    })
    server.on("connection", () => {
      connections++
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resume(
        Effect.succeed({
          url: `http://127.0.0.1:${port}/hooks`,
          received,
          connections: () => connections,
          answer: (next: number) => {
            status = next
          },
          close: () =>
            new Promise<void>((done) => {
              server.closeAllConnections()
              server.close(() => done())
            })
        })
      )
    })
  }),
  (receiver) => Effect.promise(receiver.close)
)

/** A receiver that never finishes answering. */
export interface Trickler {
  readonly url: string
  /** Connections made to it so far. */
  readonly connections: () => number
  /** Connections still open (the sender has not given up on them). */
  readonly open: () => number
}

/**
 * A receiver that takes the request and then answers one byte of its status
 * line every `everyMillis`, forever: a send never goes idle, and never ends
 * unless the sender gives up.
 */
export const openTrickler = (everyMillis: number) =>
  Effect.acquireRelease(
    Effect.callback<Trickler & { readonly close: () => void }>((resume) => {
      const sockets = new Set<Socket>()
      let connections = 0
      const server = createNetServer((socket) => {
        connections++
        sockets.add(socket)
        const answer = "HTTP/1.1 200 OK\r\n".repeat(1000)
        let sent = 0
        const timer = setInterval(() => socket.write(answer.charAt(sent++)), everyMillis)
        socket.on("data", () => {})
        socket.on("error", () => {})
        socket.on("close", () => {
          clearInterval(timer)
          sockets.delete(socket)
        })
      })
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo
        resume(
          Effect.succeed({
            url: `http://127.0.0.1:${port}/hooks`,
            connections: () => connections,
            open: () => sockets.size,
            close: () => {
              for (const socket of sockets) socket.destroy()
              server.close()
            }
          })
        )
      })
    }),
    (trickler) => Effect.sync(trickler.close)
  )
