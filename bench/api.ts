/**
 * `npm run bench`: HTTP throughput of the elabel server against a bare
 * `node:http` baseline, measured the same way in one run.
 *
 * Processes besides this one: the baseline (`rawServer.ts`), the elabel
 * server (`elabelServer.ts`, seeded with one label and one published
 * marketing code) and, for each measurement, autocannon (see `harness.ts`).
 *
 * Scenarios (`--scenario label|redirect|all`, default all):
 * - label: the baseline with a ~200-byte JSON body, `GET /health/live`
 *   (framework cost: routing, global middleware, encoding), the baseline
 *   sending the label's own JSON (same bytes as the next one), and
 *   `GET /v1/labels/{id}` with a bearer token (plus auth, the domain, the
 *   Label schema encoding and the ETag).
 * - redirect: the baseline answering a 302, and `GET /q/{ref}` of the
 *   published code from an iPhone user agent (a counted scan: cache lookup,
 *   device rule, scan buffer). Target: at least 70 % of the baseline's
 *   throughput with p99 at most 3 ms. Then `GET /l/{ref}` of the published
 *   label from the same phone (a counted page view). Run it with
 *   `ELABEL_STATISTICS=false` for the figures without daily statistics.
 * Targets run in alternating order for `--rounds` rounds; each measurement
 * is a warm-up run that is thrown away, then the measured run. The tables
 * show medians over the rounds, with the server's CPU time per request.
 *
 * Flags: --db memory|embedded|postgres (default memory; postgres needs
 * DATABASE_URL and works in a fresh database dropped afterwards),
 * --scenario, --connections 50, --duration 10, --warmup 2, --rounds 2.
 * This prints numbers; it asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { type LoadSettings, measure, probe, type Summary, startServer, stopServers, type Target } from "./harness.ts"
import { fmt, table } from "./stats.ts"

const { values: flags } = parseArgs({
  options: {
    db: { type: "string", default: "memory" },
    scenario: { type: "string", default: "all" },
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
const scenario = flags.scenario
if (scenario !== "label" && scenario !== "redirect" && scenario !== "all") {
  throw new Error(`--scenario must be label, redirect or all, got ${scenario}`)
}
const load: LoadSettings = {
  connections: Number(flags.connections),
  duration: Number(flags.duration),
  warmup: Number(flags.warmup),
  rounds: Number(flags.rounds)
}

/** A fixed HS256 secret: the tokens of a run only need to verify against it. */
const SECRET = "elabel-benchmark-secret-of-at-least-32-bytes"
/** A phone scanning the code: counted, and sent to the code's `ios_url`. */
const SCANNER = "user-agent:Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"

const loadAverage = () => os.loadavg()[0]!.toFixed(2)
const percent = (part: number, whole: number) => `${fmt((100 * part) / whole, 1)} %`
const met = (ok: boolean) => (ok ? "met" : "NOT met")

/** The results of a scenario as a table, against its first target. */
const printTable = (title: string, summaries: ReadonlyArray<Summary>) => {
  const base = summaries[0]!
  console.log(`\n${title}: medians over ${load.rounds} rounds (${db} storage, load average now ${loadAverage()}):\n`)
  console.log(
    table(
      ["target", "req/s", "p50 ms", "p99 ms", `vs ${base.name}`, "server CPU µs/req"],
      summaries.map((s) => [s.name, fmt(s.rps), fmt(s.p50, 1), fmt(s.p99, 1), percent(s.rps, base.rps), fmt(s.cpu, 1)])
    )
  )
}

const reportLabel = ([small, live, sameBytes, label]: ReadonlyArray<Summary>) => {
  if (small === undefined || live === undefined || sameBytes === undefined || label === undefined) return
  printTable("label GET", [small, live, sameBytes, label])
  console.log(
    `\nserver CPU per request: /health/live - raw small ≈ ${fmt(live.cpu - small.cpu, 1)} µs (framework); ` +
      `label GET - raw same bytes ≈ ${fmt(label.cpu - sameBytes.cpu, 1)} µs (framework, auth, domain, encoding, ETag)`
  )
  console.log(
    `label GET / raw small JSON = ${percent(label.rps, small.rps)} (target >= 50 %: ${met(label.rps >= 0.5 * small.rps)}); ` +
      `label GET / raw same bytes = ${percent(label.rps, sameBytes.rps)}; ` +
      `/health/live / raw small = ${percent(live.rps, small.rps)}`
  )
}

const reportRedirect = ([raw, redirect, page]: ReadonlyArray<Summary>) => {
  if (raw === undefined || redirect === undefined || page === undefined) return
  printTable("redirect and e-label page (counted scans and views)", [raw, redirect, page])
  console.log(
    `\nserver CPU per request: /q - raw 302 ≈ ${fmt(redirect.cpu - raw.cpu, 1)} µs ` +
      `(framework, cache lookup, device rule, scan buffer)`
  )
  console.log(
    `/q / raw 302 = ${percent(redirect.rps, raw.rps)} (target >= 70 %: ${met(redirect.rps >= 0.7 * raw.rps)}); ` +
      `/q p99 = ${fmt(redirect.p99, 1)} ms (target <= 3 ms: ${met(redirect.p99 <= 3)})`
  )
}

interface Seeded {
  readonly url: string
  readonly token: string
  readonly labelId: string
  readonly qrRef: string
  readonly labelRef: string
}

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-"))
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: dataDir,
      // Every request is counted as in production, against a quota no run reaches (ELABEL_RATE_LIMIT=off to compare).
      ELABEL_RATE_LIMIT: process.env.ELABEL_RATE_LIMIT ?? "1000000000"
    }
    if (db === "memory") env.ELABEL_DATABASE = "memory"
    else delete env.ELABEL_DATABASE
    if (db !== "postgres") delete env.DATABASE_URL
    const elabel = await startServer<Seeded>("elabel server", "elabelServer.ts", env)
    const { labelId, labelRef, qrRef, token, url } = elabel.info
    const health: Target = { name: "elabel GET /health/live", url: `${url}/health/live`, headers: [], pid: elabel.pid }
    const label: Target = {
      name: "elabel GET /v1/labels/{id}",
      url: `${url}/v1/labels/${labelId}`,
      headers: [`authorization:Bearer ${token}`],
      pid: elabel.pid
    }
    const redirect: Target = {
      name: "elabel GET /q/{ref}",
      url: `${url}/q/${qrRef}`,
      headers: [SCANNER],
      status: 302,
      pid: elabel.pid
    }
    const page: Target = {
      name: "elabel GET /l/{ref}",
      url: `${url}/l/${labelRef}`,
      headers: [SCANNER],
      pid: elabel.pid
    }
    // The baseline serves the very label and redirect the elabel server answers: same bytes on the wire.
    const labelFile = join(dataDir, "label.json")
    writeFileSync(labelFile, (await probe(label)).body)
    const raw = await startServer<{ url: string }>("raw server", "rawServer.ts", {
      ...process.env,
      BENCH_LABEL_FILE: labelFile,
      BENCH_REDIRECT_LOCATION: (await probe(redirect)).headers.get("location") ?? ""
    })
    const rawTarget = (name: string, path: string, extra: Partial<Target> = {}): Target => ({
      name,
      url: `${raw.info.url}${path}`,
      headers: [],
      pid: raw.pid,
      ...extra
    })
    const labelTargets = [
      rawTarget("raw node:http, small JSON", "/"),
      health,
      rawTarget("raw node:http, the label's JSON", "/label"),
      label
    ]
    const redirectTargets = [
      rawTarget("raw node:http, 302", `/q/${qrRef}`, { headers: [SCANNER], status: 302 }),
      redirect,
      page
    ]
    const scenarios = [
      ...(scenario === "redirect" ? [] : [{ targets: labelTargets, report: reportLabel }]),
      ...(scenario === "label" ? [] : [{ targets: redirectTargets, report: reportRedirect }])
    ]
    console.log(
      `storage: ${db}; scenario ${scenario}; ${load.connections} connections, ${load.warmup} s warm-up + ` +
        `${load.duration} s per run, ${load.rounds} rounds; ${os.availableParallelism()} cores, ` +
        `load average ${loadAverage()}`
    )
    for (const { targets, report } of scenarios) {
      const bodies = await Promise.all(targets.map(probe))
      console.log(`\nbody bytes: ${targets.map((t, i) => `${t.name} ${bodies[i]!.body.length}`).join(", ")}\n`)
      report(await measure(load, targets))
    }
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
