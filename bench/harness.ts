/**
 * The measuring machinery of `bench/api.ts`: server processes started and
 * stopped, autocannon runs (each its own process, so load generator and
 * server never share an event loop), and a server's CPU time per request
 * read from /proc (throughput moves with whatever else the machine runs,
 * CPU per request much less).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { fmt, median } from "./stats.ts"

const benchDir = import.meta.dirname
const autocannonBin = join(benchDir, "..", "node_modules", "autocannon", "autocannon.js")

const children: Array<ChildProcess> = []

/** A started server: what its `BENCH_READY` line said, and its process id. */
export interface Started<A> {
  readonly info: A
  readonly pid: number
}

/** Starts `script` (in bench/) with Node and resolves once it prints its `BENCH_READY` line. */
export const startServer = <A>(name: string, script: string, env: NodeJS.ProcessEnv): Promise<Started<A>> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(benchDir, script)], { env, stdio: ["ignore", "pipe", "inherit"] })
    children.push(child)
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 120 s`)), 120_000)
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before it was ready`)))
    // Every line is read (so a chatty server never blocks on a full pipe); the ready line resolves.
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (!line.startsWith("BENCH_READY ")) return
      clearTimeout(timer)
      resolve({ info: JSON.parse(line.slice("BENCH_READY ".length)) as A, pid: child.pid! })
    })
  })

/** Stops every server started here (SIGTERM) and waits for them to exit. */
export const stopServers = (): Promise<ReadonlyArray<void>> =>
  Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once("exit", () => resolve())
          child.kill("SIGTERM")
        })
    )
  )

/** Clock ticks per second of /proc's CPU times. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100
  } catch {
    return 100
  }
})()

/** User + system CPU time of a process (all its threads) in µs; NaN where /proc is missing. */
const cpuMicros = (pid: number): number => {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond
  } catch {
    return Number.NaN
  }
}

/** The fields of autocannon's JSON result read here. */
interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number }
  readonly latency: { readonly p50: number; readonly p99: number }
  readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>
  readonly errors: number
}

/** How autocannon is run: connections and the seconds of warm-up and measured runs. */
export interface LoadSettings {
  readonly connections: number
  readonly duration: number
  readonly warmup: number
  readonly rounds: number
}

/** One autocannon run (its own process); `--json` prints the result as the last line. */
const autocannon = (
  load: LoadSettings,
  url: string,
  headers: ReadonlyArray<string>,
  seconds: number
): Promise<AutocannonResult> =>
  new Promise((resolve, reject) => {
    const args = [autocannonBin, "-c", String(load.connections), "-d", String(seconds), "-j"]
    for (const header of headers) args.push("-H", header)
    const child = spawn(process.execPath, [...args, url], { stdio: ["ignore", "pipe", "inherit"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once("exit", (code) => {
      const last = output.trim().split("\n").at(-1)
      if (code !== 0 || last === undefined) return reject(new Error(`autocannon exited with ${code}`))
      resolve(JSON.parse(last) as AutocannonResult)
    })
  })

/** One URL to load, and the status every answer must have. */
export interface Target {
  readonly name: string
  readonly url: string
  readonly headers: ReadonlyArray<string>
  /** 200 unless said otherwise; a run with any other status fails (a benchmark of 401s measures nothing). */
  readonly status?: number
  /** The server process, for its CPU time. */
  readonly pid: number
}

/** The medians of a target over the rounds. */
export interface Summary {
  readonly name: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  /** Server CPU time per request, µs. */
  readonly cpu: number
}

const headersOf = (target: Target): Record<string, string> =>
  Object.fromEntries(target.headers.map((h) => [h.slice(0, h.indexOf(":")), h.slice(h.indexOf(":") + 1)] as const))

/** One answer of a target (redirects not followed); fails unless it has the target's status. */
export const probe = async (target: Target): Promise<{ readonly body: string; readonly headers: Headers }> => {
  const response = await fetch(target.url, { headers: headersOf(target), redirect: "manual" })
  const body = await response.text()
  const expected = target.status ?? 200
  if (response.status !== expected) {
    throw new Error(`${target.name} answered ${response.status} (expected ${expected}): ${body}`)
  }
  return { body, headers: response.headers }
}

/** Answers other than the target's status, as `status×count` text; empty when there are none. */
const unexpectedAnswers = (target: Target, result: AutocannonResult): string =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== (target.status ?? 200))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(", ")

/** Runs every target `rounds` times in alternating order; each run is a warm-up, then the measured run. */
export const measure = async (load: LoadSettings, targets: ReadonlyArray<Target>): Promise<ReadonlyArray<Summary>> => {
  const samples = new Map<string, Array<Omit<Summary, "name">>>(targets.map((t) => [t.name, []]))
  for (let round = 1; round <= load.rounds; round++) {
    for (const target of targets) {
      await autocannon(load, target.url, target.headers, load.warmup)
      const cpuBefore = cpuMicros(target.pid)
      const result = await autocannon(load, target.url, target.headers, load.duration)
      const cpu = (cpuMicros(target.pid) - cpuBefore) / result.requests.total
      const unexpected = unexpectedAnswers(target, result)
      if (unexpected !== "" || result.errors > 0) {
        throw new Error(`${target.name}: unexpected answers ${unexpected || "none"}, ${result.errors} errors`)
      }
      const sample = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu }
      samples.get(target.name)!.push(sample)
      console.log(
        `round ${round} ${target.name}: ${fmt(sample.rps)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, ` +
          `server CPU ${fmt(cpu, 1)} µs/req`
      )
    }
  }
  return targets.map((t) => {
    const runs = samples.get(t.name)!
    const medianOf = (key: keyof Omit<Summary, "name">) => median(runs.map((s) => s[key]))
    return { name: t.name, rps: medianOf("rps"), p50: medianOf("p50"), p99: medianOf("p99"), cpu: medianOf("cpu") }
  })
}
