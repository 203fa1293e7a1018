/**
 * The server and the CLI as separate Node processes, the way an operator
 * runs them: the scripts, the Node to run them with, a started server and
 * what it printed, its listening URL and its exit, and temporary data dirs.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type Duration, Effect, Schedule } from "effect"

/** The repository root: the working directory of every process. */
export const root = fileURLToPath(new URL("../../../..", import.meta.url))
/** `npm start`'s script. */
export const mainScript = join(root, "packages/http/src/main.ts")
/** `npm run cli`'s script. */
export const cliScript = join(root, "packages/http/src/cli/cli.ts")

const localNode = join(root, "node_modules/.bin/node")
/** Node 24 from the devDependency (vitest itself already runs on it). */
export const node = existsSync(localNode) ? localNode : process.execPath

/**
 * What every process started here gets besides its own settings: PATH, and Node's compile cache when the test run
 * has one (`vitest.config.ts`), so the tens of servers and CLI runs of a run compile their modules once.
 */
const baseEnv = (): Record<string, string> => {
  const cache = process.env.NODE_COMPILE_CACHE
  return { PATH: process.env.PATH ?? "", ...(cache === undefined ? {} : { NODE_COMPILE_CACHE: cache }) }
}

/** A started process with everything it printed so far (stdout and stderr). */
export interface Started {
  readonly child: ChildProcess
  readonly output: () => string
}

/**
 * Starts the server with exactly `env` (plus `baseEnv`, and `PORT=0` unless
 * `env` sets it); killed when the scope closes if it still runs.
 */
export const startServer = (env: Record<string, string>) =>
  Effect.acquireRelease(
    Effect.sync((): Started => {
      let output = ""
      const child = spawn(node, [mainScript], {
        cwd: root,
        env: { ...baseEnv(), PORT: "0", ...env },
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

/**
 * The URL of the `elabel listening on …` line, polling the output for at
 * most `timeout`; past it, a failure that carries what the server printed.
 */
export const listeningUrl = (started: Started, timeout: Duration.Input) =>
  Effect.suspend(() => {
    const match = /elabel listening on (http:\/\/[^\s"]+)/.exec(started.output())
    return match?.[1] === undefined ? Effect.fail("not yet") : Effect.succeed(match[1])
  }).pipe(
    Effect.retry({ schedule: Schedule.spaced("50 millis") }),
    Effect.timeoutOrElse({
      duration: timeout,
      orElse: () => Effect.fail(new Error(`the server did not listen in time; it printed:\n${started.output()}`))
    })
  )

/** The exit code once the process ends. */
export const exitOf = (child: ChildProcess) =>
  Effect.callback<number | null>((resume) => {
    if (child.exitCode !== null) return resume(Effect.succeed(child.exitCode))
    child.once("exit", (code) => resume(Effect.succeed(code)))
  })

/** Stops a still running server with SIGTERM; its exit code, within `timeout`. */
export const stop = (started: Started, timeout: Duration.Input) =>
  Effect.callback<number | null>((resume) => {
    if (started.child.exitCode !== null) return resume(Effect.succeed(started.child.exitCode))
    started.child.once("exit", (code) => resume(Effect.succeed(code)))
    started.child.kill("SIGTERM")
  }).pipe(Effect.timeout(timeout))

/** A new directory under the system's temp dir, removed with everything in it when the scope closes. */
export const tempDir = (prefix: string) =>
  Effect.acquireRelease(
    Effect.sync(() => mkdtempSync(join(tmpdir(), prefix))),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
  )

/** What a finished CLI run printed, and its exit code. */
export interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs the CLI with exactly `env` (plus `baseEnv`) and waits for it to end. */
export const runCli = (env: Record<string, string>, ...args: ReadonlyArray<string>) =>
  Effect.callback<Run>((resume) => {
    const child = spawn(node, [cliScript, ...args], {
      cwd: root,
      env: { ...baseEnv(), ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      stdout += String(chunk)
    })
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk)
    })
    child.once("close", (code) => resume(Effect.succeed({ code, stdout, stderr })))
    return Effect.sync(() => child.kill("SIGKILL"))
  })

/** A port of the loopback that is free when asked. */
export const freePort = Effect.callback<number>((resume) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const address = probe.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    probe.close(() => resume(Effect.succeed(port)))
  })
})
