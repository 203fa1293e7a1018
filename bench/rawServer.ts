/**
 * The baseline of `bench/api.ts`: a bare `node:http` server, run as its own
 * process like the elabel server, answering exactly what the elabel server
 * answered to each benchmarked path: the file `BENCH_ANSWERS` holds, per
 * path prefix (`/l/`, `/01/`, `/v1/labels/`, `/q/`), the status, headers and
 * body the bench recorded from the elabel server. Nothing is looked up or
 * computed per request: the floor of any server on this machine.
 * Prints `BENCH_READY {"url"}` once listening.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/** A recorded answer, as `bench/api.ts` writes it. */
export interface RecordedAnswer {
  /** The paths this answer is for: those that start with it. */
  readonly prefix: string
  /** Set when the answer is for exactly this path (the answers of many refs, each its own page). */
  readonly path?: string
  readonly status: number
  readonly headers: Record<string, string>
  /** Base64. */
  readonly body: string
}

// Headers and body built once, so a request costs only the prefix match and the write.
const answers = (JSON.parse(readFileSync(process.env.BENCH_ANSWERS ?? "", "utf8")) as Array<RecordedAnswer>).map(
  (answer) => {
    const body = Buffer.from(answer.body, "base64")
    const headers = { ...answer.headers, "content-length": String(body.length) }
    // An empty body is no body, as the elabel server's redirects are written.
    return { ...answer, headers, body: body.length > 0 ? body : undefined }
  }
)

const byPath = new Map(answers.flatMap((answer) => (answer.path === undefined ? [] : [[answer.path, answer]])))
const byPrefix = answers.filter((answer) => answer.path === undefined)

const server = createServer((request, response) => {
  const url = request.url ?? "/"
  const answer = byPath.get(url) ?? byPrefix.find((candidate) => url.startsWith(candidate.prefix))
  if (answer === undefined) {
    response.writeHead(404, { "content-length": 0 })
    response.end()
    return
  }
  response.writeHead(answer.status, answer.headers)
  response.end(answer.body)
})

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo
  console.log(`BENCH_READY ${JSON.stringify({ url: `http://127.0.0.1:${port}` })}`)
})

process.on("SIGTERM", () => {
  server.close()
  server.closeAllConnections()
})
