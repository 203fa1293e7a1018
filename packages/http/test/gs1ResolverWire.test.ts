/**
 * The GS1 resolver over a real socket, for what only the wire shows: request
 * targets sent byte for byte as a scanner sends them (a malformed
 * percent-encoding that a client library would refuse to build).
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { exchange, type RawAnswer, SocketAppLive } from "./support/socket.ts"

const GTIN14 = "04006381333931"

const assertSyntaxError = (answer: RawAnswer, path: string) => {
  assert.strictEqual(answer.status, 400, path)
  assert.strictEqual(answer.headers["access-control-allow-origin"], "*", path)
}

describe("GS1 resolver on the wire", () => {
  it.live("a malformed percent-encoding is a 400 invalid-digital-link with CORS, not the router's 404", () =>
    Effect.gen(function* () {
      for (const path of [
        `/01/${GTIN14}/10/%FF`,
        `/01/${GTIN14}/22/%E0%A4%A`,
        `/01/${GTIN14}/21/%`,
        `/01/${GTIN14}/10/%C3?linkType=linkset`
      ]) {
        const problem = yield* exchange([`GET ${path} HTTP/1.1`, "Accept: application/json"])
        assertSyntaxError(problem, path)
        assert.strictEqual(problem.headers["content-type"], "application/problem+json", path)
        assert.strictEqual(JSON.parse(problem.body).type, "/problems/invalid-digital-link", path)
        const page = yield* exchange([`GET ${path} HTTP/1.1`, "Accept: text/html"])
        assertSyntaxError(page, path)
        assert.include(page.headers["content-type"] ?? "", "text/html", path)
        assertSyntaxError(yield* exchange([`HEAD ${path} HTTP/1.1`]), path)
      }
    }).pipe(Effect.provide(SocketAppLive))
  )
})
