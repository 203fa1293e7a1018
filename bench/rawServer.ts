/**
 * The baseline of `bench/api.ts`: a bare `node:http` server, run as its own
 * process like the elabel server. `/label` answers the JSON document in the
 * file `BENCH_LABEL_FILE` (the elabel server's label, so both send the same
 * bytes); `/q/…` a 302 to `BENCH_REDIRECT_LOCATION` with the headers of the
 * elabel short link (no lookup, no counting: the floor of any redirect);
 * any other path a JSON body of about 200 bytes. Bodies are serialised per
 * request, as any JSON API does. Prints `BENCH_READY {"url"}` once listening.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/** Roughly the shape and size of a small API resource. */
const resource = {
  id: "7f4b2c1e-9a3d-4e8f-b6a5-1c2d3e4f5a6b",
  name: "Riesling Kabinett",
  vintage: "2023",
  quantity: 750,
  is_published: true,
  short_url: "http://localhost:3000/l/abc123",
  updated_at: "2026-11-21T10:05:30.123Z"
}

const labelFile = process.env.BENCH_LABEL_FILE
const label: unknown = labelFile === undefined ? resource : JSON.parse(readFileSync(labelFile, "utf8"))

const redirectLocation = process.env.BENCH_REDIRECT_LOCATION ?? "https://example.com/"

const server = createServer((request, response) => {
  if (request.url?.startsWith("/q/")) {
    response.writeHead(302, {
      location: redirectLocation,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "content-length": 0
    })
    response.end()
    return
  }
  const body = JSON.stringify(request.url === "/label" ? label : resource)
  response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
  response.end(body)
})

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo
  console.log(`BENCH_READY ${JSON.stringify({ url: `http://127.0.0.1:${port}` })}`)
})

process.on("SIGTERM", () => {
  server.close()
  server.closeAllConnections()
})
