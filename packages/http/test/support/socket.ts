/**
 * The whole app on a real Node socket over the testkit's memory store, and
 * raw HTTP/1.1 exchanges with it: for what only a socket shows (duplicate
 * header lines, a request without `Content-Type`, headers too large for the
 * Node parser, answered before any route runs).
 */
import { connect } from "node:net"
import { domainServicesLayer, PublicBaseUrl } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { TestIds, TestLayer } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { AppLive, serveApp } from "../../src/server/App.ts"
import { testVerifierLayer } from "./tokens.ts"

/** `AppLive` served on a free port of 127.0.0.1, its domain (`TestLayer`) in the context for seeding. */
export const SocketAppLive = serveApp(AppLive, { port: 0, host: "127.0.0.1" }).pipe(
  Layer.provide(testVerifierLayer),
  Layer.provideMerge(TestLayer)
)

/**
 * `AppLive` on a free port of 127.0.0.1 over the memory store seeded with
 * the reference catalogue the server ships, its domain in the context; its
 * links built on `publicBaseUrl` when given (else the port's default).
 */
export const referenceSocketApp = (publicBaseUrl?: string) =>
  serveApp(AppLive, { port: 0, host: "127.0.0.1" }).pipe(
    Layer.provide(testVerifierLayer),
    Layer.provideMerge(
      domainServicesLayer.pipe(
        Layer.provideMerge(
          Layer.mergeAll(
            layerMemory({ catalog: toCatalogSeed(referenceCatalog) }),
            TestIds,
            publicBaseUrl === undefined ? Layer.empty : Layer.succeed(PublicBaseUrl)(publicBaseUrl)
          )
        )
      )
    )
  )

/** The `http://127.0.0.1:{port}` the served app listens on. */
export const origin = Effect.map(HttpServer.HttpServer, (server) => HttpServer.formatAddress(server.address))

/** A raw answer: status, lower-cased headers (repeated ones joined by ", ") and the body as text. */
export interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** The body of a `Transfer-Encoding: chunked` answer. */
const unchunk = (raw: Buffer): Buffer => {
  const parts: Array<Buffer> = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at)
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16)
    if (!(size > 0)) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

const parseAnswer = (raw: Buffer): RawAnswer => {
  const split = raw.indexOf("\r\n\r\n")
  const [statusLine = "", ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n")
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  const rest = raw.subarray(split + 4)
  const body = headers["transfer-encoding"] === "chunked" ? unchunk(rest) : rest
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") }
}

/**
 * Sends `head` (request line and header lines, without the blank line) and
 * `body` to the served app on a fresh connection it asks to close, and
 * reads the answer to the end.
 */
export const exchange = (head: ReadonlyArray<string>, body: Uint8Array | string = "") =>
  Effect.gen(function* () {
    const { hostname, port } = new URL(HttpServer.formatAddress((yield* HttpServer.HttpServer).address))
    const request = Buffer.concat([
      Buffer.from(`${[...head, "Host: elabel.test", "Connection: close"].join("\r\n")}\r\n\r\n`, "latin1"),
      Buffer.from(body)
    ])
    return yield* Effect.callback<RawAnswer>((resume) => {
      const chunks: Array<Buffer> = []
      const socket = connect(Number(port), hostname, () => socket.write(request))
      socket.on("data", (chunk) => chunks.push(chunk))
      // The server may close while a large request is still being sent; what it answered counts.
      socket.on("error", () => undefined)
      socket.on("close", () => resume(Effect.succeed(parseAnswer(Buffer.concat(chunks)))))
    })
  })
