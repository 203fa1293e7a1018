/**
 * Nothing is read or held for a caller before it is authorised: a large
 * import body sent without a token is answered 401 (with its challenge)
 * while the client is still sending it, and many such uploads at once do
 * not make the server buffer them. Over a real socket, with the body
 * streamed the way a client uploads a file.
 */
import { connect } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { SocketAppLive } from "./support/socket.ts"

/** What a 30 MB upload declares, as the audit sent it. */
const DECLARED = 30 * 1024 * 1024
const CHUNK = new Uint8Array(64 * 1024).fill(0x41)

/** How an upload ended: the status line's code, the head of the answer, and how much of the body went out first. */
interface Upload {
  readonly status: number
  readonly head: string
  readonly sent: number
}

/**
 * POSTs a CSV of `DECLARED` bytes to `path` without a token, streaming it
 * until the answer arrives or `stopAfter` bytes are out, then waits for the
 * answer.
 */
const upload = (path: string, stopAfter: number) =>
  Effect.gen(function* () {
    const { hostname, port } = new URL(HttpServer.formatAddress((yield* HttpServer.HttpServer).address))
    return yield* Effect.callback<Upload>((resume) => {
      let sent = 0
      let answered = false
      let received = ""
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: elabel.test\r\nContent-Type: text/csv\r\nContent-Length: ${DECLARED}\r\n\r\n`
        )
        pump()
      })
      const pump = () => {
        while (!answered && sent < Math.min(stopAfter, DECLARED)) {
          sent += CHUNK.byteLength
          if (!socket.write(CHUNK)) return void socket.once("drain", pump)
        }
      }
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1")
        const end = received.indexOf("\r\n\r\n")
        if (answered || end < 0) return
        answered = true
        socket.destroy()
        resume(Effect.succeed({ status: Number(received.split(" ")[1]), head: received.slice(0, end), sent }))
      })
      socket.on("error", () => undefined)
      return Effect.sync(() => socket.destroy())
    })
  })

describe("an unauthenticated upload is refused before its body is read", () => {
  it.live(
    "a 30 MB import without a token is answered 401 while the client is still sending it",
    () =>
      Effect.gen(function* () {
        const { workspace } = yield* seedWorkspace()
        // One MiB out, 29 to go: the answer must not wait for them.
        const answer = yield* upload(`/v1/workspaces/${workspace.id}/imports`, 1024 * 1024).pipe(
          Effect.timeout("10 seconds")
        )
        assert.strictEqual(answer.status, 401)
        assert.isBelow(answer.sent, DECLARED)
        assert.match(answer.head, /\r\nwww-authenticate: Bearer realm="elabel"\r\n/i)
        assert.match(answer.head, /\r\ncontent-type: application\/problem\+json\r\n/i)
      }).pipe(Effect.provide(Layer.fresh(SocketAppLive))),
    30_000
  )

  it.live(
    "eight such uploads at once leave the server's buffers where they were",
    () =>
      Effect.gen(function* () {
        const { workspace } = yield* seedWorkspace()
        const path = `/v1/workspaces/${workspace.id}/imports`
        const buffers = () => process.memoryUsage().arrayBuffers
        const before = buffers()
        let peak = before
        const sampling = setInterval(() => {
          peak = Math.max(peak, buffers())
        }, 10)
        const answers = yield* Effect.forEach(Array.from({ length: 8 }), () => upload(path, DECLARED), {
          concurrency: "unbounded"
        }).pipe(Effect.timeout("60 seconds"), Effect.ensuring(Effect.sync(() => clearInterval(sampling))))
        assert.deepStrictEqual(
          answers.map((answer) => answer.status),
          Array(8).fill(401)
        )
        // Eight bodies of 30 MB held would be 240 MB; unread, they cost the socket buffers only.
        assert.isBelow(peak - before, 32 * 1024 * 1024, `${Math.round((peak - before) / 2 ** 20)} MiB more`)
      }).pipe(Effect.provide(Layer.fresh(SocketAppLive))),
    90_000
  )
})
