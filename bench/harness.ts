/**
 * The measuring machinery of `bench/api.ts`: server processes started and
 * stopped, wrk runs (`wrk.ts`; its own process, so load generator and
 * server never share an event loop), and a server's CPU time per request
 * read from /proc (throughput moves with whatever else the machine runs,
 * CPU per request much less).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import os from "node:os"
import { resolve as resolvePath } from "node:path"
import { createInterface } from "node:readline"
import { parseArgs } from "node:util"
import type { RecordedAnswer } from "./rawServer.ts"
import { startFlags } from "./startFlags.ts"
import { fmt, median } from "./stats.ts"
import { findWrk, runWrk } from "./wrk.ts"

const benchDir = import.meta.dirname

const children: Array<ChildProcess> = []

/** A started server: what its `BENCH_READY` line said, and its process id. */
export interface Started<A> {
  readonly info: A
  readonly pid: number
}

/** Starts `script` (in bench/) with Node, as `npm start` runs it, and resolves once it prints its `BENCH_READY` line. */
export const startServer = <A>(name: string, script: string, env: NodeJS.ProcessEnv): Promise<Started<A>> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...startFlags, resolvePath(benchDir, script)], {
      env,
      stdio: ["ignore", "pipe", "inherit"]
    })
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

/** Every CPU but CPU 0 (`1-3`), where load generators go when a server is pinned to 0; none on one core. */
export const otherCpus: string | undefined =
  os.availableParallelism() > 1 ? `1-${os.availableParallelism() - 1}` : undefined

/** Keeps every thread of process `pid` on `cpus` (`taskset -a -p -c`); false where taskset is missing. */
export const pinProcess = (pid: number, cpus: string): boolean => {
  try {
    execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

/** Stops `processes` (SIGTERM) and waits for them to exit. */
export const stopProcesses = (processes: ReadonlyArray<ChildProcess>): Promise<ReadonlyArray<void>> =>
  Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once("exit", () => resolve())
          child.kill("SIGTERM")
        })
    )
  )

/** Stops every server started here (SIGTERM) and waits for them to exit. */
export const stopServers = (): Promise<ReadonlyArray<void>> => stopProcesses(children)

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

/** CPU time of each of `pids` in µs (NaN for one that cannot be read). */
const cpusOf = (pids: ReadonlyArray<number> | undefined): ReadonlyArray<number> => (pids ?? []).map(cpuMicros)

/**
 * The CPU `pids` spent between two readings, summed over the processes read both times: a pool's idle
 * connection closed meanwhile spent nothing worth counting. NaN when none was read.
 */
const cpuSpent = (before: ReadonlyArray<number>, after: ReadonlyArray<number>): number => {
  const spent = before.map((start, i) => after[i]! - start).filter((delta) => !Number.isNaN(delta))
  return spent.length === 0 ? Number.NaN : spent.reduce((sum, delta) => sum + delta, 0)
}

/** The token secret of every server the benchmarks start: the tokens of a run only need to verify against it. */
export const SECRET = "elabel-benchmark-secret-of-at-least-32-bytes"

/** A phone's user agent: its scans and page views are counted, and a code sends it to its `ios_url`. */
export const PHONE: readonly [string, string] = [
  "user-agent",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
]

/** How wrk is run: connections, seconds of warm-up and measured runs, rounds. */
export interface LoadSettings {
  readonly wrk: string
  readonly connections: number
  readonly duration: number
  readonly warmup: number
  readonly rounds: number
  /**
   * With `--pin` on a machine of several cores: each target's server is kept on CPU 0 and wrk on the
   * others (as a load generator on another machine would be), so the servers compared get the same core.
   */
  readonly wrkCpus?: string
}

/** Paths of one server to load, and the status every answer must have. */
export interface Target {
  readonly name: string
  readonly origin: string
  /** Requested in turn (one path for most targets). */
  readonly paths: ReadonlyArray<string>
  readonly headers: ReadonlyArray<readonly [string, string]>
  /** 200 unless said otherwise; checked on a probe of every path before the load. */
  readonly status?: number
  /** The server process, for its CPU time. */
  readonly pid: number
  /** A write: its method and bodies (see `WrkRun`); GET without a body otherwise. */
  readonly method?: string
  readonly bodies?: ReadonlyArray<string>
  /**
   * The database's processes on this machine, listed after each warm-up (a pool opens its connections
   * under load); undefined when they cannot be read. Their CPU is part of what a request costs the
   * machine, so a server that moves work into the database is seen doing it.
   */
  readonly databasePids?: () => Promise<ReadonlyArray<number> | undefined>
}

/** The medians of a target over the rounds. */
export interface Summary {
  readonly name: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  /** Server CPU time per request, µs. */
  readonly cpu: number
  /** The database's CPU time per request, µs, when the target names its processes (NaN if unreadable). */
  readonly databaseCpu?: number
  /** Socket errors and timeouts, summed over the rounds. */
  readonly errors: number
}

/** One answer of a target's path (redirects not followed); fails unless it has the target's status. */
export const probe = async (
  target: Target,
  path = target.paths[0]!
): Promise<{ readonly status: number; readonly body: Uint8Array; readonly headers: Headers }> => {
  const response = await fetch(`${target.origin}${path}`, {
    // As wrk asks: without Accept-Encoding (fetch would otherwise ask for gzip and hand back the decoded bytes).
    headers: { "accept-encoding": "identity", ...Object.fromEntries(target.headers) },
    redirect: "manual"
  })
  const body = new Uint8Array(await response.arrayBuffer())
  const expected = target.status ?? 200
  if (response.status !== expected) {
    throw new Error(
      `${target.name} ${path} answered ${response.status} (expected ${expected}): ${new TextDecoder().decode(body)}`
    )
  }
  return { status: response.status, body, headers: response.headers }
}

/**
 * Runs every target `rounds` times, in the order given on odd rounds and in
 * reverse on even ones (so no target always runs right after the same other
 * one, in the wake of its collections and flushes); each run is a warm-up,
 * then the measured run. Any answer outside 2xx/3xx fails the
 * benchmark (a benchmark of 404s measures nothing), unless the target's
 * status is a refusal (429): then every answer must be outside 2xx/3xx (and
 * the probes before the load checked which).
 */
export const measure = async (load: LoadSettings, targets: ReadonlyArray<Target>): Promise<ReadonlyArray<Summary>> => {
  // Pinned only when every server is: wrk is then started through taskset, which the pinning proved is there.
  const servers = [...new Set(targets.map((target) => target.pid))]
  const wrkCpus = load.wrkCpus !== undefined && servers.every((pid) => pinProcess(pid, "0")) ? load.wrkCpus : undefined
  if (load.wrkCpus !== undefined) {
    if (wrkCpus === undefined) for (const pid of servers) pinProcess(pid, `0-${os.availableParallelism() - 1}`)
    console.log(
      wrkCpus !== undefined
        ? `pinned: every server on CPU 0, wrk on CPUs ${wrkCpus}`
        : "not pinned (taskset failed): servers and wrk share every core"
    )
  }
  const samples = new Map<string, Array<Omit<Summary, "name">>>(targets.map((t) => [t.name, []]))
  for (let round = 1; round <= load.rounds; round++) {
    for (const target of round % 2 === 1 ? targets : [...targets].reverse()) {
      const run = {
        origin: target.origin,
        paths: target.paths,
        headers: target.headers,
        connections: load.connections,
        ...(wrkCpus === undefined ? {} : { cpus: wrkCpus }),
        ...(target.method === undefined ? {} : { method: target.method }),
        ...(target.bodies === undefined ? {} : { bodies: target.bodies })
      }
      await runWrk(load.wrk, { ...run, seconds: load.warmup })
      const pids = await target.databasePids?.()
      const cpuBefore = cpuMicros(target.pid)
      const databaseBefore = cpusOf(pids)
      const result = await runWrk(load.wrk, { ...run, seconds: load.duration })
      const cpu = (cpuMicros(target.pid) - cpuBefore) / result.requests
      const databaseCpu = cpuSpent(databaseBefore, cpusOf(pids)) / result.requests
      if ((target.status ?? 200) >= 400) {
        if (result.badStatus !== result.requests) {
          throw new Error(
            `${target.name}: ${result.requests - result.badStatus} answers in 2xx/3xx, all refusals expected`
          )
        }
      } else if (result.badStatus > 0) throw new Error(`${target.name}: ${result.badStatus} answers outside 2xx/3xx`)
      // Socket errors (mostly wrk's 2 s timeout) are counted and shown, not hidden: they cost the run its throughput.
      const sample = { rps: result.rps, p50: result.p50, p99: result.p99, cpu, databaseCpu, errors: result.errors }
      samples.get(target.name)!.push(sample)
      const database = target.databasePids === undefined ? "" : `, database CPU ${fmt(databaseCpu, 1)} µs/req`
      console.log(
        `round ${round} ${target.name}: ${fmt(sample.rps)} req/s, p50 ${fmt(sample.p50, 2)} ms, ` +
          `p99 ${fmt(sample.p99, 2)} ms, server CPU ${fmt(cpu, 1)} µs/req${database}, ${result.errors} socket errors`
      )
    }
  }
  return targets.map((t) => {
    const runs = samples.get(t.name)!
    const medianOf = (key: "rps" | "p50" | "p99" | "cpu" | "databaseCpu") =>
      median(runs.map((s) => s[key] ?? Number.NaN))
    return {
      name: t.name,
      rps: medianOf("rps"),
      p50: medianOf("p50"),
      p99: medianOf("p99"),
      cpu: medianOf("cpu"),
      ...(t.databasePids === undefined ? {} : { databaseCpu: medianOf("databaseCpu") }),
      errors: runs.reduce((sum, run) => sum + run.errors, 0)
    }
  })
}

/** Response headers the raw server must not replay: the connection's own. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"])

/**
 * What the elabel server answered to a target's first path (or `path`), for
 * the raw server (`rawServer.ts`) to replay under `prefix` (or for exactly `path`).
 */
export const recordAnswer = async (prefix: string, target: Target, path?: string): Promise<RecordedAnswer> => {
  const answer = await probe(target, path)
  const headers: Record<string, string> = {}
  answer.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers[name] = value
  })
  const body = Buffer.from(answer.body).toString("base64")
  return path === undefined
    ? { prefix, status: answer.status, headers, body }
    : { prefix, path, status: answer.status, headers, body }
}

/**
 * The load flags every wrk bench takes (--connections 50, --duration, --warmup 2, --rounds 3, --pin) read from the
 * command line, with wrk found; exits with a line naming `command` when wrk is missing.
 */
export const loadFromArgs = (command: string, defaultDuration: string): LoadSettings => {
  const { values: flags } = parseArgs({
    options: {
      connections: { type: "string", default: "50" },
      duration: { type: "string", default: defaultDuration },
      warmup: { type: "string", default: "2" },
      rounds: { type: "string", default: "3" },
      pin: { type: "boolean", default: false }
    }
  })
  const wrk = findWrk()
  if (wrk === undefined) {
    console.error(`${command} needs wrk, a C load generator: apt-get install wrk (Debian, Ubuntu)`)
    process.exit(2)
  }
  return {
    wrk,
    connections: Number(flags.connections),
    duration: Number(flags.duration),
    warmup: Number(flags.warmup),
    rounds: Number(flags.rounds),
    ...(flags.pin && otherCpus !== undefined ? { wrkCpus: otherCpus } : {})
  }
}
