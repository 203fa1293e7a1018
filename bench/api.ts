/**
 * `npm run bench`: HTTP throughput of the elabel server against a bare
 * `node:http` baseline, measured the same way in one run.
 *
 * Processes besides this one: the baseline (`rawServer.ts`), the elabel
 * server (`elabelServer.ts`, seeded with one label) and, for each
 * measurement, autocannon (its CLI, `--json`). Load generator and server
 * never share a process, so neither steals the other's event loop; they
 * still share the machine's cores, as every target does.
 *
 * Targets, in alternating order for `--rounds` rounds: the baseline with a
 * ~200-byte JSON body, `GET /health/live` (framework cost: routing, global
 * middleware, encoding), the baseline sending the label's own JSON (same
 * bytes as the next one), and `GET /v1/labels/{id}` with a bearer token
 * (plus auth, the domain, the Label schema encoding and the ETag). Each
 * measurement is a warm-up run that is thrown away, then the measured run.
 * The table shows medians over the rounds.
 *
 * Besides req/s it reports the server's CPU time per request (from
 * /proc/<pid>/stat on Linux): throughput moves with whatever else the
 * machine runs, CPU per request much less.
 *
 * Flags: --db memory|embedded|postgres (default memory; postgres needs
 * DATABASE_URL), --connections 50, --duration 10, --warmup 2, --rounds 2.
 * This prints numbers; it asserts nothing.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { parseArgs } from "node:util"
import { fmt, median, table } from "./stats.ts"

const { values: flags } = parseArgs({
  options: {
    db: { type: "string", default: "memory" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "2" }
  }
})
const db = flags.db
if (db !== "memory" && db !== "embedded" && db !== "postgres") {
  throw new Error(`--db must be memory, embedded or postgres, got ${db}`)
}
if (db === "postgres" && !process.env.DATABASE_URL) throw new Error("--db postgres needs DATABASE_URL")
const connections = Number(flags.connections)
const duration = Number(flags.duration)
const warmup = Number(flags.warmup)
const rounds = Number(flags.rounds)

/** A fixed HS256 secret: the tokens of a run only need to verify against it. */
const SECRET = "elabel-benchmark-secret-of-at-least-32-bytes"
const benchDir = import.meta.dirname
const autocannonBin = join(benchDir, "..", "node_modules", "autocannon", "autocannon.js")

const children: Array<ChildProcess> = []

/** A started server: what its `BENCH_READY` line said, and its process id. */
interface Started<A> {
  readonly info: A
  readonly pid: number
}

/** Starts `script` with Node and resolves once it prints its `BENCH_READY` line. */
const startServer = <A>(name: string, script: string, env: NodeJS.ProcessEnv): Promise<Started<A>> =>
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

const stopServers = () =>
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
  readonly non2xx: number
  readonly errors: number
}

/** One autocannon run (its own process); `--json` prints the result as the last line. */
const autocannon = (url: string, headers: ReadonlyArray<string>, seconds: number): Promise<AutocannonResult> =>
  new Promise((resolve, reject) => {
    const args = [autocannonBin, "-c", String(connections), "-d", String(seconds), "-j"]
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

interface Target {
  readonly name: string
  readonly url: string
  readonly headers: ReadonlyArray<string>
  /** The server process, for its CPU time. */
  readonly pid: number
}

interface Summary {
  readonly name: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  /** Server CPU time per request, µs. */
  readonly cpu: number
}

/** The body of a target; fails if it does not answer 200 (a benchmark of 401s or 404s measures nothing). */
const fetchBody = async (target: Target): Promise<string> => {
  const headers = Object.fromEntries(
    target.headers.map((h) => [h.slice(0, h.indexOf(":")), h.slice(h.indexOf(":") + 1)] as const)
  )
  const response = await fetch(target.url, { headers })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}: ${body}`)
  return body
}

/** Runs every target `rounds` times in alternating order; each run is a warm-up, then the measured run. */
const measure = async (targets: ReadonlyArray<Target>): Promise<ReadonlyArray<Summary>> => {
  const samples = new Map<string, Array<Omit<Summary, "name">>>(targets.map((t) => [t.name, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      await autocannon(target.url, target.headers, warmup)
      const cpuBefore = cpuMicros(target.pid)
      const result = await autocannon(target.url, target.headers, duration)
      const cpu = (cpuMicros(target.pid) - cpuBefore) / result.requests.total
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
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

const loadAverage = () => os.loadavg()[0]!.toFixed(2)
const percent = (part: number, whole: number) => `${fmt((100 * part) / whole, 1)} %`

/** The results table and the ratios the issue asks about. */
const report = ([small, live, sameBytes, label]: ReadonlyArray<Summary>) => {
  if (small === undefined || live === undefined || sameBytes === undefined || label === undefined) return
  console.log(`\nMedians over ${rounds} rounds (${db} storage, load average now ${loadAverage()}):\n`)
  console.log(
    table(
      ["target", "req/s", "p50 ms", "p99 ms", "vs raw small", "server CPU µs/req"],
      [small, live, sameBytes, label].map((s) => [
        s.name,
        fmt(s.rps),
        fmt(s.p50, 1),
        fmt(s.p99, 1),
        percent(s.rps, small.rps),
        fmt(s.cpu, 1)
      ])
    )
  )
  console.log(
    `\nserver CPU per request: /health/live - raw small ≈ ${fmt(live.cpu - small.cpu, 1)} µs (framework); ` +
      `label GET - raw same bytes ≈ ${fmt(label.cpu - sameBytes.cpu, 1)} µs (framework, auth, domain, encoding, ETag)`
  )
  const ratio = label.rps / small.rps
  console.log(
    `label GET / raw small JSON = ${percent(label.rps, small.rps)} (target >= 50 %: ${ratio >= 0.5 ? "met" : "NOT met"}); ` +
      `label GET / raw same bytes = ${percent(label.rps, sameBytes.rps)}; ` +
      `/health/live / raw small = ${percent(live.rps, small.rps)}`
  )
}

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-"))
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: dataDir
    }
    if (db === "memory") env.ELABEL_DATABASE = "memory"
    else delete env.ELABEL_DATABASE
    if (db !== "postgres") delete env.DATABASE_URL
    const elabel = await startServer<{ url: string; token: string; labelId: string }>(
      "elabel server",
      "elabelServer.ts",
      env
    )
    const { labelId, token, url } = elabel.info
    const health: Target = { name: "elabel GET /health/live", url: `${url}/health/live`, headers: [], pid: elabel.pid }
    const label: Target = {
      name: "elabel GET /v1/labels/{id}",
      url: `${url}/v1/labels/${labelId}`,
      headers: [`authorization:Bearer ${token}`],
      pid: elabel.pid
    }
    // The baseline also serves the very label the elabel server answers, for a same-bytes comparison.
    const labelFile = join(dataDir, "label.json")
    writeFileSync(labelFile, await fetchBody(label))
    const raw = await startServer<{ url: string }>("raw server", "rawServer.ts", {
      ...process.env,
      BENCH_LABEL_FILE: labelFile
    })
    const rawSmall: Target = { name: "raw node:http, small JSON", url: `${raw.info.url}/`, headers: [], pid: raw.pid }
    const rawLabel: Target = {
      name: "raw node:http, the label's JSON",
      url: `${raw.info.url}/label`,
      headers: [],
      pid: raw.pid
    }
    const targets = [rawSmall, health, rawLabel, label]
    const bodies = await Promise.all(targets.map(fetchBody))
    console.log(
      `storage: ${db}; ${connections} connections, ${warmup} s warm-up + ${duration} s per run, ${rounds} rounds; ` +
        `${os.availableParallelism()} cores, load average ${loadAverage()}`
    )
    console.log(`body bytes: ${targets.map((t, i) => `${t.name} ${bodies[i]!.length}`).join(", ")}\n`)
    report(await measure(targets))
  } finally {
    await stopServers()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await stopServers()
  process.exitCode = 1
})
