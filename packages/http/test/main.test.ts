/**
 * The server process as an operator runs it: `node packages/http/src/main.ts`
 * starts, logs the URL it listens on, answers, and on SIGTERM stops with
 * exit code 0. Bad configuration stops it at start with a one-line reason.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { assert, describe, it } from "@effect/vitest"
import { Duration, Effect, Schedule } from "effect"

const root = fileURLToPath(new URL("../../..", import.meta.url))
const main = join(root, "packages/http/src/main.ts")
const localNode = join(root, "node_modules/.bin/node")
/** Node 24 from the devDependency (vitest itself already runs on it). */
const node = existsSync(localNode) ? localNode : process.execPath

/** A started process with everything it printed so far. */
interface Started {
  readonly child: ChildProcess
  readonly output: () => string
}

const start = (env: Record<string, string>) =>
  Effect.acquireRelease(
    Effect.sync((): Started => {
      let output = ""
      const child = spawn(node, [main], {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", ...env },
        stdio: ["ignore", "pipe", "pipe"]
      })
      child.stdout?.on("data", (chunk) => {
        output += String(chunk)
      })
      child.stderr?.on("data", (chunk) => {
        output += String(chunk)
      })
      return { child, output: () => output }
    }),
    ({ child }) => Effect.sync(() => child.exitCode === null && child.kill("SIGKILL"))
  )

/** Resolves with the exit code once the process ends. */
const exitOf = (child: ChildProcess) =>
  Effect.callback<number | null>((resume) => {
    if (child.exitCode !== null) return resume(Effect.succeed(child.exitCode))
    child.once("exit", (code) => resume(Effect.succeed(code)))
  })

/** The URL of the `elabel listening on …` line, polling the output. */
const listeningUrl = (started: Started) =>
  Effect.suspend(() => {
    const match = /elabel listening on (http:\/\/[^\s"]+)/.exec(started.output())
    return match?.[1] === undefined ? Effect.fail("not yet") : Effect.succeed(match[1])
  }).pipe(Effect.retry({ schedule: Schedule.spaced("50 millis") }), Effect.timeout(Duration.seconds(30)))

describe("main.ts", () => {
  it.live(
    "serves on the port it picked, answers /health/live, and exits 0 on SIGTERM",
    () =>
      Effect.gen(function* () {
        const dataDir = mkdtempSync(join(tmpdir(), "elabel-main-"))
        yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(dataDir, { recursive: true, force: true })))
        const started = yield* start({ PORT: "0", ELABEL_DATABASE: "memory", ELABEL_DATA_DIR: dataDir })
        const url = yield* listeningUrl(started)
        assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/)
        assert.notStrictEqual(url, "http://127.0.0.1:0")

        const live = yield* Effect.promise(() => fetch(`${url}/health/live`))
        assert.strictEqual(live.status, 200)
        assert.deepStrictEqual(yield* Effect.promise(() => live.json()), { status: "ok" })

        // The token key of the memory mode: created once in the data dir, readable by its owner only.
        assert.strictEqual(statSync(join(dataDir, "jwt-secret")).mode & 0o777, 0o600)

        started.child.kill("SIGTERM")
        const code = yield* exitOf(started.child).pipe(Effect.timeout(Duration.seconds(5)))
        assert.strictEqual(code, 0)
      }),
    60_000
  )

  it.live(
    "without ELABEL_DATABASE it runs on the embedded database in ELABEL_DATA_DIR and is ready",
    () =>
      Effect.gen(function* () {
        const dataDir = mkdtempSync(join(tmpdir(), "elabel-embedded-"))
        yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(dataDir, { recursive: true, force: true })))
        const started = yield* start({ PORT: "0", ELABEL_DATA_DIR: dataDir })
        const url = yield* listeningUrl(started)
        const ready = yield* Effect.promise(() => fetch(`${url}/health/ready`))
        assert.strictEqual(ready.status, 200)
        assert.isTrue(existsSync(join(dataDir, "PG_VERSION")))

        started.child.kill("SIGTERM")
        assert.strictEqual(yield* exitOf(started.child).pipe(Effect.timeout(Duration.seconds(10))), 0)
      }),
    90_000
  )

  it.live(
    "refuses an invalid PORT at start with a clear message and exit code 1",
    () =>
      Effect.gen(function* () {
        const started = yield* start({ PORT: "abc", ELABEL_DATABASE: "memory" })
        const code = yield* exitOf(started.child).pipe(Effect.timeout(Duration.seconds(30)))
        assert.strictEqual(code, 1)
        assert.include(started.output(), 'PORT must be an integer from 0 to 65535 (0 picks a free port), got "abc"')
        assert.notInclude(started.output(), "    at ")
      }),
    60_000
  )
})
