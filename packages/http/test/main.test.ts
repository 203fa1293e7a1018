/**
 * The server process as an operator runs it: `node packages/http/src/main.ts`
 * starts, logs the URL it listens on, answers, and on SIGTERM stops with
 * exit code 0. Bad configuration stops it at start with a one-line reason.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { issueToken } from "../src/auth/TokenIssuer.ts"
import { exitOf, listeningUrl, startServer, stop, tempDir } from "./support/processes.ts"

describe("main.ts", () => {
  it.live(
    "serves on the port it picked, answers /health/live, and exits 0 on SIGTERM",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-main-")
        const started = yield* startServer({ PORT: "0", ELABEL_DATABASE: "memory", ELABEL_DATA_DIR: dataDir })
        const url = yield* listeningUrl(started, "30 seconds")
        assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/)
        assert.notStrictEqual(url, "http://127.0.0.1:0")

        const live = yield* Effect.promise(() => fetch(`${url}/health/live`))
        assert.strictEqual(live.status, 200)
        assert.deepStrictEqual(yield* Effect.promise(() => live.json()), { status: "ok" })

        // The token key of the memory mode: created once in the data dir, readable by its owner only.
        assert.strictEqual(statSync(join(dataDir, "jwt-secret")).mode & 0o777, 0o600)

        // The per-caller quota is on by default, and every /v1 answer to a caller says so.
        const secret = readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()
        const token = yield* issueToken({ userId: "operator", expiresIn: "1h", secret })
        const workspaces = yield* Effect.promise(() =>
          fetch(`${url}/v1/workspaces`, { headers: { authorization: `Bearer ${token}` } })
        )
        assert.strictEqual(workspaces.status, 200)
        assert.strictEqual(workspaces.headers.get("ratelimit-policy"), '"default";q=1200;w=60')
        assert.match(workspaces.headers.get("ratelimit") ?? "", /^"default";r=1199;t=\d+$/)

        assert.strictEqual(yield* stop(started, "5 seconds"), 0)
      }),
    60_000
  )

  it.live(
    "without ELABEL_DATABASE it runs on the embedded database in ELABEL_DATA_DIR and is ready",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-embedded-")
        const started = yield* startServer({ PORT: "0", ELABEL_DATA_DIR: dataDir })
        const url = yield* listeningUrl(started, "30 seconds")
        const ready = yield* Effect.promise(() => fetch(`${url}/health/ready`))
        assert.strictEqual(ready.status, 200)
        assert.isTrue(existsSync(join(dataDir, "PG_VERSION")))

        assert.strictEqual(yield* stop(started, "10 seconds"), 0)
      }),
    90_000
  )

  it.live(
    "refuses an invalid PORT at start with a clear message and exit code 1",
    () =>
      Effect.gen(function* () {
        const started = yield* startServer({ PORT: "abc", ELABEL_DATABASE: "memory" })
        const code = yield* exitOf(started.child).pipe(Effect.timeout("30 seconds"))
        assert.strictEqual(code, 1)
        assert.include(started.output(), 'PORT must be an integer from 0 to 65535 (0 picks a free port), got "abc"')
        assert.notInclude(started.output(), "    at ")
      }),
    60_000
  )
})
