/**
 * Runs wrk (the Debian package `wrk`: a C load generator, so it saturates
 * well after a Node server does) and reads its result. Every run uses a
 * small Lua script: it cycles through the target's paths and prints the
 * numbers as one JSON line when done, so nothing depends on wrk's text.
 */
import { execFileSync, spawn } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"

/** Where wrk is, or `undefined` when it is not installed. */
export const findWrk = (): string | undefined => {
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim() || undefined
  } catch {
    return undefined
  }
}

/** What one wrk run measured. Latencies in milliseconds. */
export interface WrkResult {
  readonly requests: number
  readonly rps: number
  readonly p50: number
  readonly p99: number
  /** Answers with a status outside 2xx and 3xx. */
  readonly badStatus: number
  /** Connect, read, write errors and timeouts. */
  readonly errors: number
}

/**
 * One load run: `connections` on one thread for `seconds`, cycling through `paths` of `origin`. A write
 * sends `method` with a body: after each pass over the paths the next of `bodies`, each `%N` in it
 * replaced by the request's number (so every write changes what it writes).
 */
export interface WrkRun {
  readonly origin: string
  readonly paths: ReadonlyArray<string>
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly connections: number
  readonly seconds: number
  readonly method?: string
  readonly bodies?: ReadonlyArray<string>
  /** Milliseconds each connection waits after an answer before its next request: a paced client, not a flood. */
  readonly delayMs?: number
  /** The CPUs wrk may run on (`taskset -c`), so a load generator does not take the server's core. */
  readonly cpus?: string
}

const scriptDir = mkdtempSync(join(os.tmpdir(), "elabel-wrk-"))
let scripts = 0

const luaString = (value: string) => JSON.stringify(value)

/** The Lua script of a run: the paths in turn (with the bodies of a write), and a JSON line of the summary at the end. */
const scriptOf = (run: WrkRun): string => `
local paths = { ${run.paths.map(luaString).join(", ")} }
local bodies = { ${(run.bodies ?? []).map(luaString).join(", ")} }
local i = 0
local sent = 0
${run.headers.map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`).join("\n")}
request = function()
  i = i % #paths + 1
  if #bodies == 0 then return wrk.format(${luaString(run.method ?? "GET")}, paths[i]) end
  sent = sent + 1
  local body = bodies[math.floor((sent - 1) / #paths) % #bodies + 1]:gsub("%%N", tostring(sent))
  return wrk.format(${luaString(run.method ?? "GET")}, paths[i], nil, body)
end
${run.delayMs === undefined ? "" : `delay = function() return ${run.delayMs} end`}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"duration":%d,"p50":%d,"p99":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`

/** Runs wrk once and resolves with its numbers; rejects when wrk fails. */
export const runWrk = (wrk: string, run: WrkRun): Promise<WrkResult> => {
  const script = join(scriptDir, `run-${++scripts}.lua`)
  writeFileSync(script, scriptOf(run))
  const args = ["-t1", `-c${run.connections}`, `-d${run.seconds}s`, "-s", script, run.origin]
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = run.cpus === undefined ? [wrk, args] : ["taskset", ["-c", run.cpus, wrk, ...args]]
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "inherit"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once("exit", (code) => {
      const line = output.split("\n").find((l) => l.startsWith("WRK_RESULT "))
      if (code !== 0 || line === undefined) return reject(new Error(`wrk exited with ${code}: ${output}`))
      const r = JSON.parse(line.slice("WRK_RESULT ".length)) as Record<string, number>
      resolve({
        requests: r.requests!,
        rps: r.requests! / (r.duration! / 1e6),
        p50: r.p50! / 1000,
        p99: r.p99! / 1000,
        badStatus: r.status!,
        errors: r.errors!
      })
    })
  })
}
