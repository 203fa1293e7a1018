/**
 * `npm run bench:imports`: what a big import does to the rest of the server
 * (issue 33 item 5; ADRs 0056, 0060, 0062). Each round starts
 * `packages/http/src/main.ts` as `npm start` does (embedded database, new
 * data dir) and sends one dry-run import with curl, a process of its own,
 * while this process asks `/health/ready` one request after another (10 ms
 * apart) until 15 s after the answer. Per scenario, the slowest readiness
 * answer, its 99th percentile and where it fell (while the import ran, or
 * after it: the collection a second after the answer), and the resident
 * set before, 2 s and 14 s after the answer (readiness still asked), and
 * once nobody has asked for 3 s more (the server idle, as between a probe's
 * visits; ADR 0062). The heap in use and the external memory at 14 s, from
 * the server's metrics, are printed per round. Medians over `--rounds`. It
 * prints numbers and the targets (100 ms; within 50 MB); it asserts nothing.
 * Scenarios: one 30 MB cell (refused at its row), 2,000 rows of 6 KB
 * (12 MB), 5,000 rows of 6.6 KB (31.6 MB). Flags: --rounds 3. Linux only
 * (memory from `/proc`), with curl.
 */
import { execFile, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { Effect } from "effect"
import { issueToken } from "../packages/http/src/auth/TokenIssuer.ts"
import { SECRET, stopProcesses } from "./harness.ts"
import { startFlags } from "./startFlags.ts"
import { fmt, median, table } from "./stats.ts"

const { values: flags } = parseArgs({ options: { rounds: { type: "string", default: "3" } } })
const PORT = 18_850
const base = `http://127.0.0.1:${PORT}`
const main = join(import.meta.dirname, "..", "packages/http/src/main.ts")
const work = mkdtempSync(join(os.tmpdir(), "elabel-bench-imports-"))

const rowsFile = (rows: number, cell: number) => {
  const lines = ["internal_reference,name,description@de,description@en,description@fr"]
  for (let i = 0; i < rows; i++) {
    lines.push(`R-${i},Wine ${i},${"d".repeat(cell)},${"e".repeat(cell)},${"f".repeat(cell)}`)
  }
  return `${lines.join("\n")}\n`
}
const bodies: ReadonlyArray<readonly [name: string, body: string]> = [
  ["one 30 MB cell", `internal_reference,name,description@de\nR-1,Wine,${"d".repeat(30 * 1024 * 1024)}\n`],
  ["2,000 rows of 6 KB", rowsFile(2000, 2000)],
  ["5,000 rows of 6.6 KB", rowsFile(5000, 2200)]
]
/** Each body written to a file once, for curl to send. */
const scenarios = bodies.map(([name, body], i) => {
  const file = join(work, `import-${i}.csv`)
  writeFileSync(file, body)
  return [name, file] as const
})

/** The server's own memory figures (MiB, from its metrics endpoint): where the resident set went. */
const memoryOf = async () => {
  const text = await (await fetch(`http://127.0.0.1:${PORT + 1}/metrics`)).text()
  const of = (kind: string) =>
    Number(text.match(new RegExp(`elabel_process_memory_bytes\\{kind="${kind}"\\} (\\S+)`))?.[1] ?? 0) / 1024 / 1024
  return { heap: of("heap_used"), external: of("external") }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)
  return Number(line?.[1] ?? 0) / 1024
}

/** One round of `file`: a fresh server, the import, readiness asked throughout. */
const round = async (file: string) => {
  const dataDir = mkdtempSync(join(work, "data-"))
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    ELABEL_DATA_DIR: dataDir,
    ELABEL_METRICS_PORT: String(PORT + 1)
  }
  const server = spawn(process.execPath, [...startFlags, main], {
    env: { ...env, ELABEL_JWT_SECRET: SECRET, ELABEL_RATE_LIMIT: "off" },
    stdio: "ignore"
  })
  try {
    while (
      !(await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false
      ))
    )
      await sleep(200)
    await sleep(2000)
    const token = await Effect.runPromise(issueToken({ userId: "demo", expiresIn: "1h", secret: SECRET }))
    const workspaces = (await (
      await fetch(`${base}/v1/workspaces`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: Array<{ id: string }> }
    const url = `${base}/v1/workspaces/${workspaces.items[0]!.id}/imports?dry_run=true`
    const before = rssMiB(server.pid!)
    const memoryBefore = await memoryOf()
    let answeredAt: number | undefined
    const sent = performance.now()
    const curl = new Promise<string>((resolve) =>
      execFile(
        "curl",
        [
          "-s",
          "-o",
          "/dev/null",
          "-w",
          "%{http_code}",
          "-H",
          `authorization: Bearer ${token}`,
          "-H",
          "content-type: text/csv",
          "--data-binary",
          `@${file}`,
          url
        ],
        (_error, stdout) => {
          answeredAt = performance.now()
          resolve(stdout)
        }
      )
    )
    const during: Array<number> = []
    const after: Array<number> = []
    const rss: Array<number> = []
    while (answeredAt === undefined || performance.now() - answeredAt < 15_000) {
      const started = performance.now()
      const response = await fetch(`${base}/health/ready`)
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`/health/ready answered ${response.status}`)
      ;(answeredAt === undefined ? during : after).push(performance.now() - started)
      const since = answeredAt === undefined ? 0 : performance.now() - answeredAt
      if ((rss.length === 0 && since >= 2000) || (rss.length === 1 && since >= 14_000)) rss.push(rssMiB(server.pid!))
      await sleep(10)
    }
    const memoryAfter = await memoryOf()
    // Then nobody asks for 3 s: the server is idle, as between a readiness probe's visits.
    await sleep(3000)
    const rssIdle = rssMiB(server.pid!) - before
    const all = [...during, ...after].sort((a, b) => a - b)
    return {
      status: await curl,
      seconds: (answeredAt! - sent) / 1000,
      // No answer came while the import ran (it was answered first): nothing waited.
      during: during.length === 0 ? 0 : Math.max(...during),
      after: Math.max(...after),
      p99: all[Math.floor(all.length * 0.99)]!,
      before,
      rss2: rss[0]! - before,
      rss14: rss[1]! - before,
      rssIdle,
      heap14: memoryAfter.heap - memoryBefore.heap,
      external14: memoryAfter.external - memoryBefore.external
    }
  } finally {
    await stopProcesses([server])
    rmSync(dataDir, { recursive: true, force: true })
  }
}

try {
  const rows: Array<Array<string>> = []
  for (const [name, file] of scenarios) {
    const results: Array<Awaited<ReturnType<typeof round>>> = []
    for (let i = 1; i <= Number(flags.rounds); i++) {
      const result = await round(file)
      console.log(
        `${name}, round ${i}: ${JSON.stringify(result, (_k, v) => (typeof v === "number" ? Math.round(v * 10) / 10 : v))}`
      )
      results.push(result)
    }
    const m = (key: "seconds" | "during" | "after" | "p99" | "rss2" | "rss14" | "rssIdle") =>
      median(results.map((r) => r[key]))
    rows.push([
      name,
      results.map((r) => r.status).join(" "),
      fmt(m("seconds"), 1),
      fmt(m("during")),
      fmt(m("after")),
      fmt(m("p99")),
      `+${fmt(m("rss2"))}`,
      `+${fmt(m("rss14"))}`,
      `+${fmt(m("rssIdle"))}`
    ])
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}; medians of ${flags.rounds} rounds`
  )
  console.log(
    table(
      [
        "import",
        "status",
        "answered s",
        "ready max during ms",
        "ready max after ms",
        "ready p99 ms",
        "RSS +2 s MiB",
        "RSS +14 s MiB",
        "RSS idle MiB"
      ],
      rows
    )
  )
  console.log("targets: every readiness answer within 100 ms; RSS back within 50 MB of its level before the import")
} finally {
  rmSync(work, { recursive: true, force: true })
}
