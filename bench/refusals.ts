/**
 * `npm run bench:refusals` (also part of `npm run bench`): what a
 * refusal costs (issue 27, item 6; ADR 0042). One elabel server
 * (`elabelServer.ts` with `BENCH_REFUSALS=true`: a caller whose quota is used
 * up, and a second tenant), on PostgreSQL when `DATABASE_URL` is set, else on
 * the memory store (these paths never reach the database), and two raw
 * `node:http` servers replaying the bytes of its 200 and of its 429.
 *
 * 1. `GET /v1/labels/{id}` served (200, a caller with quota left) against the
 *    same path refused (429, the caller over its quota), each against its raw
 *    twin, loaded with wrk as `npm run bench` loads every path: requests a
 *    second, p99, and the server's CPU time a request (from /proc; the
 *    steadier figure on a busy machine). Target: a 429 costs no more CPU than
 *    a 200.
 * 2. Another tenant's `GET /v1/labels/{id}`, paced (`--tenant-rate` requests
 *    a second over 10 connections): its p99 alone, while the over-quota
 *    caller is refused at `--flood-rate` requests a second (50 paced
 *    connections), and while a caller is served at that rate; then the same
 *    two floods at full speed (50 connections, no pause), for what a flood as
 *    fast as wrk can send does. Target: within 20 % of the p99 alone while
 *    the paced flood is refused. A control runs the paced flood against a
 *    bare `node:http` server on the elabel server's core instead: the p99
 *    the tenant loses to any traffic of that rate on this machine (the load
 *    generators' core and the kernel), which no refusal path can win back.
 *
 * Medians over `--rounds` rounds, runs alternating. Flags: --connections 50,
 * --duration 10, --warmup 2, --rounds 3, --tenant-rate 1000, --flood-rate
 * 5000, --pin (part 2 only: the server on CPU 0, every wrk on the other CPUs, so
 * the flood's load generator does not take the server's core; on a machine with
 * few cores that is what a load generator on another machine would do). This
 * prints numbers; it asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import {
  type LoadSettings,
  measure,
  otherCpus,
  pinProcess,
  recordAnswer,
  SECRET,
  startServer,
  stopServers,
  type Target
} from "./harness.ts"
import { fmt, median, table } from "./stats.ts"
import { findWrk, runWrk, type WrkResult } from "./wrk.ts"

const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    "tenant-rate": { type: "string", default: "1000" },
    "flood-rate": { type: "string", default: "5000" },
    pin: { type: "boolean", default: false }
  }
})

const wrk = findWrk()
if (wrk === undefined) {
  console.error("npm run bench:refusals needs wrk, a C load generator: apt-get install wrk (Debian, Ubuntu)")
  process.exit(2)
}
const load: LoadSettings = {
  wrk,
  connections: Number(flags.connections),
  duration: Number(flags.duration),
  warmup: Number(flags.warmup),
  rounds: Number(flags.rounds)
}
const tenantRate = Number(flags["tenant-rate"])
/** The CPUs of the load generators in part 2 when `--pin`: all but CPU 0, which the server keeps. */
const wrkCpus = flags.pin ? otherCpus : undefined
const floodRate = Number(flags["flood-rate"])

/** The quota: far above what the served caller sends in a run, and a window (a day) no run crosses but by bad luck. */
const QUOTA = 10_000_000
const TENANT_CONNECTIONS = 10
const FLOOD_CONNECTIONS = 50

interface Seeded {
  readonly url: string
  readonly token: string
  readonly labelId: string
  readonly refusedToken: string
  readonly otherToken: string
  readonly otherLabelId: string
}

const bearer = (token: string): ReadonlyArray<readonly [string, string]> => [["authorization", `Bearer ${token}`]]
const percent = (value: number) => `${fmt(100 * value, 1)} %`

/** The other tenant's paced run, alone or while `flood` loads the server; the flood's own figures too. */
const tenantUnder = async (
  server: Seeded,
  flood: { readonly token: string; readonly delayMs: number | undefined; readonly origin?: string } | undefined
): Promise<{ readonly tenant: WrkResult; readonly flood: WrkResult | undefined }> => {
  const tenantRun = {
    origin: server.url,
    paths: [`/v1/labels/${server.otherLabelId}`],
    headers: bearer(server.otherToken),
    connections: TENANT_CONNECTIONS,
    delayMs: (1000 * TENANT_CONNECTIONS) / tenantRate,
    ...(wrkCpus === undefined ? {} : { cpus: wrkCpus })
  }
  if (flood === undefined) {
    await runWrk(wrk, { ...tenantRun, seconds: load.warmup })
    return { tenant: await runWrk(wrk, { ...tenantRun, seconds: load.duration }), flood: undefined }
  }
  const flooding = runWrk(wrk, {
    origin: flood.origin ?? server.url,
    paths: [`/v1/labels/${server.labelId}`],
    headers: bearer(flood.token),
    connections: FLOOD_CONNECTIONS,
    seconds: load.warmup + load.duration + 1,
    ...(wrkCpus === undefined ? {} : { cpus: wrkCpus }),
    ...(flood.delayMs === undefined ? {} : { delayMs: flood.delayMs })
  })
  // The tenant's warm-up runs while the flood starts, as it does before it runs alone.
  await runWrk(wrk, { ...tenantRun, seconds: load.warmup })
  const tenant = await runWrk(wrk, { ...tenantRun, seconds: load.duration })
  return { tenant, flood: await flooding }
}

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-refusals-"))
  try {
    const { ELABEL_DATABASE: _memory, ...environment } = process.env
    const storage = process.env.DATABASE_URL ? {} : { ELABEL_DATABASE: "memory" }
    const elabel = await startServer<Seeded>("elabel server", "elabelServer.ts", {
      ...environment,
      ...storage,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: dataDir,
      ELABEL_RATE_LIMIT: String(QUOTA),
      ELABEL_RATE_LIMIT_WINDOW: "86400",
      BENCH_REFUSALS: "true"
    })
    const server = elabel.info
    const path = `/v1/labels/${server.labelId}`
    const served: Target = {
      name: "elabel 200",
      origin: server.url,
      paths: [path],
      headers: bearer(server.token),
      pid: elabel.pid
    }
    const refused: Target = { ...served, name: "elabel 429", headers: bearer(server.refusedToken), status: 429 }
    // Each recorded twice: the first request of a token verifies it, the second is the steady state's answer.
    await recordAnswer("/v1/labels/", served)
    await recordAnswer("/v1/labels/", refused)
    const raws = await Promise.all(
      [served, refused].map(async (target, i) => {
        const file = join(dataDir, `answer-${i}.json`)
        writeFileSync(file, JSON.stringify([await recordAnswer("/v1/labels/", target)]))
        const raw = await startServer<{ url: string }>(`raw ${target.name}`, "rawServer.ts", {
          ...process.env,
          BENCH_ANSWERS: file
        })
        return { ...target, name: `raw ${target.status ?? 200}`, origin: raw.info.url, pid: raw.pid }
      })
    )
    console.log(
      `${process.env.DATABASE_URL ? "PostgreSQL" : "memory store"}; wrk 1 thread, ${load.connections} connections, ` +
        `${load.warmup} s warm-up + ${load.duration} s per run, ${load.rounds} rounds; ` +
        `${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(2)}`
    )
    const [raw200, elabel200, raw429, elabel429] = await measure(load, [raws[0]!, served, raws[1]!, refused])
    const rows = [
      ["200 (served)", elabel200!, raw200!],
      ["429 (refused)", elabel429!, raw429!]
    ] as const
    console.log(
      `\nGET /v1/labels/{id}, medians over ${load.rounds} rounds:\n\n${table(
        ["answer", "elabel req/s", "raw req/s", "ratio", "elabel p99 ms", "CPU µs/req elabel / raw"],
        rows.map(([name, e, r]) => [
          name,
          fmt(e.rps),
          fmt(r.rps),
          percent(e.rps / r.rps),
          fmt(e.p99, 2),
          `${fmt(e.cpu, 1)} / ${fmt(r.cpu, 1)}`
        ])
      )}`
    )
    const cpuRatio = elabel429!.cpu / elabel200!.cpu
    console.log(
      `\nA 429 costs ${percent(cpuRatio)} of a 200's CPU time and is answered at ` +
        `${percent(elabel429!.rps / elabel200!.rps)} of its rate (target: no more CPU than a 200: ` +
        `${cpuRatio <= 1 ? "met" : "NOT met"})`
    )

    // The control's flood target shares the server's core, as a second process of the machine would.
    const pinned = wrkCpus !== undefined && pinProcess(elabel.pid, "0") && pinProcess(raws[1]!.pid, "0")
    console.log(
      pinned
        ? `\nPart 2 pinned: the server on CPU 0, the load generators on CPUs ${wrkCpus}.`
        : "\nPart 2 unpinned: server and load generators share every core."
    )
    const pacedDelay = (1000 * FLOOD_CONNECTIONS) / floodRate
    const scenarios = [
      ["alone", undefined],
      [`caller refused at ${fmt(floodRate)}/s`, { token: server.refusedToken, delayMs: pacedDelay }],
      [`caller served at ${fmt(floodRate)}/s`, { token: server.token, delayMs: pacedDelay }],
      // The control: the same paced flood, answered by a bare node:http process on the server's core (the raw
      // 429), not by the elabel server. What the tenant's p99 gains here, no refusal path of elabel's causes.
      [
        `${fmt(floodRate)}/s to a bare server on its core`,
        { token: server.refusedToken, delayMs: pacedDelay, origin: raws[1]!.origin }
      ],
      ["caller refused at full speed", { token: server.refusedToken, delayMs: undefined }],
      ["caller served at full speed", { token: server.token, delayMs: undefined }]
    ] as const
    const samples = new Map<string, Array<{ p50: number; p99: number; rps: number; flood: number }>>(
      scenarios.map(([name]) => [name, []])
    )
    for (let round = 1; round <= load.rounds; round++) {
      for (const [name, flood] of scenarios) {
        const result = await tenantUnder(server, flood)
        const floodRps = result.flood === undefined ? 0 : result.flood.rps
        samples
          .get(name)!
          .push({ p50: result.tenant.p50, p99: result.tenant.p99, rps: result.tenant.rps, flood: floodRps })
        console.log(
          `round ${round} other tenant, ${name}: ${fmt(result.tenant.rps)} req/s, p50 ${fmt(result.tenant.p50, 2)} ms, ` +
            `p99 ${fmt(result.tenant.p99, 2)} ms${result.flood === undefined ? "" : `; the flood ${fmt(floodRps)} req/s`}`
        )
      }
    }
    const medianOf = (name: string, key: "p50" | "p99" | "rps" | "flood") =>
      median(samples.get(name)!.map((sample) => sample[key]))
    const alone = medianOf("alone", "p99")
    console.log(
      `\nAnother tenant's GET /v1/labels/{id} at ${fmt(tenantRate)}/s (${TENANT_CONNECTIONS} connections), ` +
        `medians over ${load.rounds} rounds:\n\n${table(
          ["while", "tenant req/s", "p50 ms", "p99 ms", "p99 vs alone", "flood req/s"],
          scenarios.map(([name]) => [
            name,
            fmt(medianOf(name, "rps")),
            fmt(medianOf(name, "p50"), 2),
            fmt(medianOf(name, "p99"), 2),
            percent(medianOf(name, "p99") / alone - 1),
            name === "alone" ? "-" : fmt(medianOf(name, "flood"))
          ])
        )}`
    )
    const paced = medianOf(scenarios[1][0], "p99") / alone - 1
    console.log(
      `\nTarget: the other tenant's p99 within 20 % of alone while a caller is refused at ${fmt(floodRate)}/s: ` +
        `${percent(paced)} (${paced <= 0.2 ? "met" : "NOT met"})`
    )
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
