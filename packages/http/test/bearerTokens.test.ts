/**
 * Bearer tokens at the HTTP level, beyond what `jose` checks: a signed token
 * whose `exp` is not finite (`1e400` parses as Infinity) never expires and
 * is refused; a token not valid yet says so; two `Authorization` headers
 * (Node keeps only the first) are refused over a real socket.
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { exchange, SocketAppLive } from "./support/socket.ts"
import { signedClaims, tokenFor } from "./support/tokens.ts"
import { call, problemOf, WireLive, type WireResponse } from "./support/wire.ts"

/** A 401 `unauthorized` problem whose challenge carries `error` and a description matching `description`. */
const assertRefused = (response: WireResponse, error: string, description: RegExp) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, 401, response.text)
    assert.strictEqual((yield* problemOf(response)).type, "/problems/unauthorized")
    const challenge = response.headers.get("www-authenticate") ?? ""
    assert.include(challenge, `error="${error}"`)
    assert.match(/error_description="([^"]*)"/.exec(challenge)?.[1] ?? "", description)
  })

describe("token claims", () => {
  it.effect("a signed token with exp 1e400 (Infinity) is refused as invalid_token", () =>
    Effect.gen(function* () {
      yield* seedWorkspace()
      const token = yield* signedClaims(`{"sub":"${users.owner}","exp":1e400}`)
      yield* assertRefused(yield* call("GET", "/v1/workspaces", { token }), "invalid_token", /expiry \(exp\)/)
      // A finite, far-away expiry is the issuer's choice.
      const far = yield* signedClaims(`{"sub":"${users.owner}","exp":1e12}`)
      assert.strictEqual((yield* call("GET", "/v1/workspaces", { token: far })).status, 200)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a token whose nbf is in the future says it is not valid yet", () =>
    Effect.gen(function* () {
      yield* seedWorkspace()
      // The clock stands at 0: valid from one hour on.
      const token = yield* signedClaims(`{"sub":"${users.owner}","nbf":3600,"exp":7200}`)
      yield* assertRefused(yield* call("GET", "/v1/workspaces", { token }), "invalid_token", /not valid yet/)
    }).pipe(Effect.provide(WireLive))
  )
})

describe("two Authorization headers", () => {
  it.live("are refused with 401 invalid_request over a real socket, whichever comes first", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const owner = yield* tokenFor(users.owner)
      const stranger = yield* tokenFor(users.stranger)
      const get = (...authorization: ReadonlyArray<string>) =>
        exchange([
          `GET /v1/workspaces/${workspace.id} HTTP/1.1`,
          ...authorization.map((token) => `Authorization: Bearer ${token}`)
        ])

      assert.strictEqual((yield* get(owner)).status, 200)
      for (const pair of [
        [owner, stranger],
        [stranger, owner],
        [owner, owner]
      ]) {
        const answer = yield* get(...pair)
        assert.strictEqual(answer.status, 401, answer.body)
        assert.strictEqual(answer.headers["content-type"], "application/problem+json")
        assert.strictEqual(JSON.parse(answer.body).type, "/problems/unauthorized")
        assert.include(answer.headers["www-authenticate"] ?? "", 'error="invalid_request"')
      }
    }).pipe(Effect.provide(SocketAppLive))
  )
})
