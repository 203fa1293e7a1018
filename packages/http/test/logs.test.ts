/**
 * The log (issue 31, item 3; ADR 0046): `ELABEL_LOG_FORMAT=json` writes one
 * JSON object per line, a line logged during a request names its id, route
 * template, status and duration; and no line, in either format, holds a
 * token, a secret, a webhook secret, an IP address or a user agent. The
 * scans run over everything logged by a wire run (every request carrying a
 * token, an IP and a user agent; webhook secrets created and rotated; bad
 * tokens) and by a server process.
 */
import { createServer } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect, Logger } from "effect"
import { jsonLine, scrub } from "../src/server/LogFormat.ts"
import { exitOf, listeningUrl, startServer, stop, tempDir } from "./support/processes.ts"
import { foreignToken, TEST_SECRET, tokenFor, unreachableKeysVerifier } from "./support/tokens.ts"
import { call, layerWire, WireLive } from "./support/wire.ts"

const USER_AGENT = "Mozilla/5.0 (LogScanTest; rv:99.0) SecretBrowser/99.0"
const IPS = ["203.0.113.77", "2001:db8::77", "198.51.100.23"]
const CLIENT = { "user-agent": USER_AGENT, "x-forwarded-for": `${IPS[0]}, ${IPS[2]}`, "x-real-ip": IPS[1] ?? "" }

/** Every line logged while `effect` runs: as the JSON format writes it, and as logfmt text (not scrubbed). */
const captured = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const lines: Array<string> = []
    const capture = Logger.make((options) => {
      lines.push(jsonLine(options))
      lines.push(String(Logger.formatLogFmt.log(options)))
    })
    const result = yield* effect.pipe(Effect.provide(Logger.layer([capture])))
    return { result, lines }
  })

/** Fails naming the first line that holds one of `secrets`. */
const assertNoSecrets = (lines: ReadonlyArray<string>, secrets: ReadonlyArray<string>) => {
  for (const line of lines) {
    for (const secret of secrets) assert.notInclude(line, secret, `a log line holds ${secret.slice(0, 12)}…`)
  }
}

describe("log lines", () => {
  it("the JSON format scrubs anything shaped like a token or secret", () => {
    assert.strictEqual(scrub("got eyJhbGciOiJI.eyJzdWIiOiJ4In0.c2ln here"), "got [redacted] here")
    assert.strictEqual(scrub("secret whsec_abc+/= end"), "secret [redacted] end")
    assert.strictEqual(scrub(`key elabel_${"a1B2c".repeat(10)}.`), "key [redacted].")
    assert.strictEqual(scrub("elabel_http_request_duration_seconds"), "elabel_http_request_duration_seconds")
    assert.strictEqual(scrub('header "Bearer abc.def"'), 'header "[redacted]"')
  })

  it.effect("a wire run logs no token, secret, webhook secret, IP or user agent", () =>
    Effect.gen(function* () {
      const secrets: Array<string> = [TEST_SECRET, USER_AGENT, ...IPS]
      const { lines } = yield* captured(
        Effect.gen(function* () {
          const { workspace } = yield* seedWorkspace({ plan: "premium" })
          const token = yield* tokenFor(users.editor)
          const foreign = yield* foreignToken(users.editor)
          secrets.push(token, foreign)
          const base = `/v1/workspaces/${workspace.id}/webhooks`
          const created = yield* call("POST", base, {
            token,
            headers: CLIENT,
            body: { url: "https://erp.example.com/elabel", events: ["label.published"] }
          })
          assert.strictEqual(created.status, 201, created.text)
          const { id, secret } = created.json as { id: string; secret: string }
          const rotated = yield* call("POST", `${base}/${id}/rotate-secret`, { token, headers: CLIENT })
          secrets.push(secret, (rotated.json as { secret: string }).secret)
          for (const bad of [foreign, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.broken", "not-a-jwt"]) {
            assert.strictEqual((yield* call("GET", base, { token: bad, headers: CLIENT })).status, 401)
          }
          // A workspace API key, made by its owner and used as a bearer credential.
          const owner = yield* tokenFor(users.owner)
          const key = yield* call("POST", `/v1/workspaces/${workspace.id}/api-keys`, {
            token: owner,
            headers: CLIENT,
            body: { name: "ERP", role: "viewer" }
          })
          assert.strictEqual(key.status, 201, key.text)
          const apiKey = (key.json as { secret: string }).secret
          secrets.push(owner, apiKey)
          assert.strictEqual((yield* call("GET", base, { token: apiKey, headers: CLIENT })).status, 200)
          yield* call("PATCH", `${base}/${id}`, { token, headers: CLIENT, body: { url: 7 } })
          yield* call("GET", "/v1/nowhere", { token, headers: CLIENT })
          yield* call("GET", `${base}?secret=${secret}`, { token, headers: CLIENT })
        }).pipe(Effect.provide(WireLive))
      )
      assertNoSecrets(lines, secrets)
    })
  )

  it.effect("a line logged during a request names its id, route, status and duration", () =>
    Effect.gen(function* () {
      const token = yield* tokenFor(users.owner)
      const { lines } = yield* captured(
        Effect.gen(function* () {
          const answer = yield* call("GET", "/v1/workspaces", {
            token,
            headers: { ...CLIENT, "x-request-id": "report-7" }
          })
          assert.strictEqual(answer.status, 503)
        }).pipe(Effect.provide(layerWire({ verifier: unreachableKeysVerifier })))
      )
      assertNoSecrets(lines, [token, USER_AGENT, ...IPS])
      const logged = lines
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.request_id === "report-7")
      assert.isDefined(logged)
      assert.strictEqual(logged?.route, "/v1/workspaces")
      assert.strictEqual(logged?.status, 503)
      assert.strictEqual(logged?.level, "warn")
      assert.strictEqual(logged?.pid, process.pid)
      assert.isNumber(logged?.duration_ms)
      assert.match(String(logged?.time), /^\d{4}-\d\d-\d\dT/)
    })
  )
})

/** A port nothing listens on (bound, then released). */
const closedPort = Effect.promise(
  () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
      })
    })
)

describe("ELABEL_LOG_FORMAT=json", () => {
  it.live(
    "the server writes one JSON object per line, with the request's id, and none of the caller's secrets",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-logs-")
        const jwks = `http://127.0.0.1:${yield* closedPort}/jwks.json`
        const started = yield* startServer({
          ELABEL_DATABASE: "memory",
          ELABEL_DATA_DIR: dataDir,
          ELABEL_LOG_FORMAT: "json",
          ELABEL_JWKS_URL: jwks
        })
        const url = yield* listeningUrl(started, "30 seconds")
        // An RS256 token: its key is looked up in the (unreachable) JWKS, a 503 the server logs.
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
        const exp = Math.floor(Date.now() / 1000) + 3600
        const token = `${part({ alg: "RS256", kid: "k1" })}.${part({ sub: "owner", exp })}.${part({ s: 1 })}`
        const answer = yield* Effect.promise(() =>
          fetch(`${url}/v1/workspaces`, {
            headers: { ...CLIENT, authorization: `Bearer ${token}`, "x-request-id": "report-8" }
          })
        )
        assert.strictEqual(answer.status, 503)
        assert.strictEqual(answer.headers.get("x-request-id"), "report-8")
        assert.strictEqual(yield* stop(started, "10 seconds"), 0)

        const lines = started
          .output()
          .split("\n")
          .filter((line) => line !== "")
        assert.isAtLeast(lines.length, 2)
        const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
        for (const line of parsed) {
          for (const member of ["time", "level", "message", "pid"]) assert.property(line, member)
        }
        const logged = parsed.find((line) => line.request_id === "report-8")
        assert.strictEqual(logged?.route, "/v1/workspaces")
        assert.strictEqual(logged?.status, 503)
        assert.isNumber(logged?.duration_ms)
        assertNoSecrets(lines, [token, USER_AGENT, ...IPS])
      }).pipe(Effect.scoped),
    60_000
  )

  it.live(
    "a bad ELABEL_LOG_FORMAT stops the start with one line naming it",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-logs-")
        const started = yield* startServer({
          ELABEL_DATABASE: "memory",
          ELABEL_DATA_DIR: dataDir,
          ELABEL_LOG_FORMAT: "xml"
        })
        assert.notStrictEqual(yield* exitOf(started.child), 0)
        assert.include(started.output(), 'ELABEL_LOG_FORMAT must be "text" or "json", got "xml"')
      }).pipe(Effect.scoped),
    60_000
  )
})
