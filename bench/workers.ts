/**
 * `npm run bench:workers`: throughput of the public path (`/l/{ref}`, the
 * e-label page; `/q/{ref}`, a counted scan of a short link) with
 * `ELABEL_WORKERS=1` and `=2`, against a bare `node:http` baseline, in one
 * run, measured with wrk (one thread, `--connections`, `--latency`).
 *
 * The servers are started as an operator starts them (`packages/http/src/main.ts`)
 * on a fresh PostgreSQL database (`DATABASE_URL`, dropped afterwards), seeded
 * with one published label and one published marketing code. wrk runs on the
 * same machine: with 2 cores, wrk's thread, the workers and PostgreSQL share
 * them, so the `=2` figure is what two workers get from the core wrk leaves.
 * Targets alternate for `--rounds` rounds (a `--warmup` run thrown away, then
 * `--duration` seconds measured); the table shows medians. Prints, asserts nothing.
 */
import { type ChildProcess, execFile } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { Effect, Redacted } from "effect"
import { benchDomainLayer, freshDatabase, seedLabel } from "./benchDomain.ts"
import { PHONE, recordAnswer, startServer as startBenchScript, stopProcesses, stopServers } from "./harness.ts"
import { startMain } from "./mainProcess.ts"
import { fmt, median, table } from "./stats.ts"

const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" }
  }
})
const adminUrl = process.env.DATABASE_URL || undefined
if (adminUrl === undefined)
  throw new Error("bench/workers.ts needs DATABASE_URL (a server it may create a database on)")

/** One wrk run: requests per second and p99 in milliseconds. */
const wrk = (url: string, seconds: string) =>
  new Promise<{ readonly rps: number; readonly p99: number }>((resolve, reject) => {
    const args = ["-t1", `-c${flags.connections}`, `-d${seconds}s`, "--latency", "-H", `user-agent: ${PHONE[1]}`, url]
    execFile("wrk", args, { encoding: "utf8" }, (error, out) => {
      if (error !== null) return reject(error)
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
      const [, value = "0", unit = "ms"] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? []
      resolve({ rps, p99: Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1) })
    })
  })

/** The elabel servers started here, stopped (SIGTERM, then waited for) however the run ends, before the database is dropped. */
const elabels: Array<ChildProcess> = []

const program = Effect.gen(function* () {
  const { url } = yield* freshDatabase(adminUrl)
  const seeded = yield* seedLabel.pipe(Effect.provide(benchDomainLayer({ _tag: "postgres", url })))
  return yield* Effect.promise(() => measureAll(Redacted.value(url), seeded))
}).pipe(Effect.scoped)

const measureAll = async (databaseUrl: string, seeded: { readonly qrRef: string; readonly labelRef: string }) => {
  const dir = mkdtempSync(join(os.tmpdir(), "elabel-bench-"))
  try {
    return await measureIn(dir, databaseUrl, seeded)
  } finally {
    await Promise.all([stopProcesses(elabels), stopServers()])
    rmSync(dir, { recursive: true, force: true })
  }
}

const measureIn = async (
  dir: string,
  databaseUrl: string,
  seeded: { readonly qrRef: string; readonly labelRef: string }
) => {
  const one = await startMain(elabels, databaseUrl, 1)
  const two = await startMain(elabels, databaseUrl, 2)
  // The baseline replays what one worker answered, byte for byte: the page and the short link's 302.
  const target = (name: string, path: string, status: number) => ({
    name,
    origin: one.url,
    paths: [path],
    headers: [PHONE],
    status,
    pid: 0
  })
  const answersFile = join(dir, "answers.json")
  const answers = [
    await recordAnswer("/l/", target("page", `/l/${seeded.labelRef}`, 200)),
    await recordAnswer("/q/", target("short link", `/q/${seeded.qrRef}`, 302))
  ]
  writeFileSync(answersFile, JSON.stringify(answers))
  const raw = await startBenchScript<{ url: string }>("baseline", "rawServer.ts", { BENCH_ANSWERS: answersFile })
  const targets = [
    { name: "raw node:http, the same page", url: `${raw.info.url}/l/${seeded.labelRef}` },
    { name: "/l/{ref} ELABEL_WORKERS=1", url: `${one.url}/l/${seeded.labelRef}` },
    { name: "/l/{ref} ELABEL_WORKERS=2", url: `${two.url}/l/${seeded.labelRef}` },
    { name: "raw node:http, the same 302", url: `${raw.info.url}/q/${seeded.qrRef}` },
    { name: "/q/{ref} ELABEL_WORKERS=1", url: `${one.url}/q/${seeded.qrRef}` },
    { name: "/q/{ref} ELABEL_WORKERS=2", url: `${two.url}/q/${seeded.qrRef}` }
  ]
  const results = new Map<string, Array<{ rps: number; p99: number }>>(targets.map((t) => [t.name, []]))
  for (let round = 0; round < Number(flags.rounds); round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      await wrk(target.url, flags.warmup)
      results.get(target.name)?.push(await wrk(target.url, flags.duration))
    }
  }
  console.log(
    `\nwrk -t1 -c${flags.connections}, ${flags.duration} s, medians of ${flags.rounds} rounds; ` +
      `${os.availableParallelism()} cores shared by wrk, the servers and PostgreSQL; load average ${os.loadavg()[0]?.toFixed(2)}\n`
  )
  console.log(
    table(
      ["target", "req/s", "p99 ms"],
      targets.map((t) => {
        const runs = results.get(t.name) ?? []
        return [t.name, fmt(median(runs.map((r) => r.rps))), fmt(median(runs.map((r) => r.p99)), 1)]
      })
    )
  )
}

Effect.runPromise(program).catch((error) => {
  console.error(error)
  process.exitCode = 1
})
