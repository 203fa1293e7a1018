/**
 * `npm run bench:start`: what `npm start` costs on the embedded database
 * (issue 27, item 5; ADR 0041). Each round starts `packages/http/src/main.ts`
 * with the Node options of `npm start`, as an operator does:
 * - the first start on a new data dir (the database unpacked from the
 *   install's initdb archive, migrated, the catalogue and the demo workspace
 *   loaded);
 * - a second start on that data dir;
 * - for comparison, the in-memory store (`ELABEL_DATABASE=memory`: the
 *   server without any database).
 * Per start: seconds until `elabel listening on …`, the peak resident set
 * (`VmHWM` of /proc/<pid>/status) until then and over the whole run, and the
 * resident set (`VmRSS`) 10 s and `--idle` s after listening without a
 * request. The table shows medians over `--rounds`; this prints numbers and
 * the targets, it asserts nothing. Flags: --rounds 3, --idle 30.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { stopProcesses } from "./harness.ts"
import { startFlags } from "./startFlags.ts"
import { fmt, median, table } from "./stats.ts"

const { values: flags } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, idle: { type: "string", default: "30" } }
})
const rounds = Number(flags.rounds)
const idleSeconds = Number(flags.idle)

const main = join(import.meta.dirname, "..", "packages/http/src/main.ts")

/** What one start measured; memory in MiB. */
interface StartFigures {
  readonly seconds: number
  readonly peakToListen: number
  readonly rss10: number
  readonly rssIdle: number
  readonly peak: number
}

/** A field of /proc/<pid>/status in MiB (NaN once the process is gone). */
const statusMiB = (pid: number, field: "VmHWM" | "VmRSS"): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return match === null ? Number.NaN : Number(match[1]) / 1024
  } catch {
    return Number.NaN
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts main.ts with `env` and measures it; stopped (SIGTERM) at the end. */
const measureStart = async (env: NodeJS.ProcessEnv): Promise<StartFigures> => {
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [...startFlags, main], {
    cwd: join(import.meta.dirname, ".."),
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"]
  })
  try {
    const listened = await new Promise<number>((resolve, reject) => {
      let output = ""
      const timer = setTimeout(() => reject(new Error(`no listening line within 120 s: ${output}`)), 120_000)
      child.stdout?.on("data", (chunk) => {
        output += String(chunk)
        if (!output.includes("elabel listening on ")) return
        clearTimeout(timer)
        resolve(performance.now())
      })
      child.once("exit", (code) => reject(new Error(`main.ts exited with ${code} before listening: ${output}`)))
    })
    const pid = child.pid ?? 0
    const peakToListen = statusMiB(pid, "VmHWM")
    await sleep(10_000)
    const rss10 = statusMiB(pid, "VmRSS")
    await sleep(Math.max(0, idleSeconds - 10) * 1000)
    return {
      seconds: (listened - started) / 1000,
      peakToListen,
      rss10,
      rssIdle: statusMiB(pid, "VmRSS"),
      peak: statusMiB(pid, "VmHWM")
    }
  } finally {
    await stopProcesses([child])
  }
}

const kinds = ["first start, embedded", "second start, embedded", "in-memory store (no database)"] as const
type Kind = (typeof kinds)[number]

const run = async () => {
  const { DATABASE_URL: _postgres, ELABEL_DATABASE: _memory, ...environment } = process.env
  const samples = new Map<Kind, Array<StartFigures>>(kinds.map((kind) => [kind, []]))
  console.log(
    `main.ts with ${startFlags.join(" ")}; ${rounds} rounds, idle ${idleSeconds} s; ` +
      `${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(2)}`
  )
  for (let round = 1; round <= rounds; round++) {
    const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-start-"))
    try {
      const env = { ...environment, ELABEL_DATA_DIR: join(dataDir, "data") }
      const figures: Array<readonly [Kind, StartFigures]> = [
        [kinds[0], await measureStart(env)],
        [kinds[1], await measureStart(env)],
        [kinds[2], await measureStart({ ...env, ELABEL_DATABASE: "memory" })]
      ]
      for (const [kind, figure] of figures) {
        samples.get(kind)!.push(figure)
        console.log(
          `round ${round} ${kind}: listening after ${fmt(figure.seconds, 1)} s, peak ${fmt(figure.peakToListen)} MiB ` +
            `(${fmt(figure.peak)} over the run), RSS ${fmt(figure.rss10)} MiB at 10 s, ${fmt(figure.rssIdle)} MiB at ${idleSeconds} s`
        )
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const medianOf = (kind: Kind, key: keyof StartFigures) => median(samples.get(kind)!.map((figure) => figure[key]))
  const rows = kinds.map((kind) => [
    kind,
    fmt(medianOf(kind, "seconds"), 1),
    fmt(medianOf(kind, "peak")),
    fmt(medianOf(kind, "rss10")),
    fmt(medianOf(kind, "rssIdle"))
  ])
  const header = ["start", "s to listen", "peak MiB", "RSS at 10 s MiB", `RSS idle at ${idleSeconds} s MiB`]
  console.log(`\nMedians over ${rounds} rounds:\n\n${table(header, rows)}`)
  const first = kinds[0]
  const met = (ok: boolean) => (ok ? "met" : "NOT met")
  console.log(
    `\nTargets (issue 27): first start ≤ 10 s: ${met(medianOf(first, "seconds") <= 10)}; ` +
      `peak ≤ 600 MiB: ${met(medianOf(first, "peak") <= 600)}; ` +
      `idle ≤ 300 MiB: ${met(Math.max(medianOf(first, "rssIdle"), medianOf(kinds[1], "rssIdle")) <= 300)}`
  )
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
