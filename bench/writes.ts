/**
 * The write phase of `npm run bench` (issue 26, item 3): throughput of two
 * label writes on PostgreSQL against a bare `node:http` + `pg` server doing
 * the least the same write must do (`rawWriteServer.ts`: lock, update,
 * append the version, commit), measured with wrk in the same run:
 * - `PATCH /v1/labels/{id}` of a published label's name (each request a new name);
 * - `PUT /v1/labels/{id}/ingredients` with 20 ingredients of the reference
 *   catalogue (each pass over the labels the other of two orders).
 * Every request changes what the label's page shows, so each records a
 * version. The writes are spread over `--labels` (200) published labels per
 * server, as producers editing their own labels would send them: 20
 * connections on one label would measure waits for its row lock (every
 * write to a label takes it), not the cost of a write. The raw server gets
 * as many labels of its own, in a database of its own (its versions are not
 * the domain's documents): each server measured writes a database that only
 * it writes, of the same size, so a compared tree is measured as this one.
 * Flags: --connections 20,
 * --duration 10, --warmup 2, --rounds 3, --labels 200. Prints, asserts nothing;
 * the table adds each server's CPU time per request (the figure a busy
 * machine moves least). `--compare DIR` (a checkout of another commit, with
 * its packages installed) also measures that tree's elabel server, on labels
 * of its own, in the same rounds: a before/after on a shared machine whose
 * load moves between two runs. When PostgreSQL runs on this machine, a
 * second table gives its CPU time per request beside each server's: a write
 * costs the machine both, and the two servers send the database different
 * work (statements, documents to compress, announcements).
 * `--decompose` adds two PATCHes without a target, on the same raw baseline,
 * to show where a write's cost goes (ADR 0072): of a draft's name (the row
 * written, no version: the drafts are copies made for it) and of a name the
 * label already has (nothing written after the first).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { referenceCatalog } from "@elabel/persistence"
import pg from "pg"
import { type PathResult, reportMarkdown, reportTable } from "./apiReport.ts"
import { type LoadSettings, measure, SECRET, startServer, stopServers, type Target } from "./harness.ts"
import { fmt, table } from "./stats.ts"
import { findWrk } from "./wrk.ts"

const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    labels: { type: "string", default: "200" },
    compare: { type: "string" },
    decompose: { type: "boolean", default: false }
  }
})

const wrk = findWrk()
if (wrk === undefined) {
  console.error("the write benchmark needs wrk, a C load generator: apt-get install wrk (Debian, Ubuntu)")
  process.exit(2)
}
if (!process.env.DATABASE_URL) {
  console.error(
    "the write benchmark runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)"
  )
  process.exit(2)
}
const load: LoadSettings = {
  wrk,
  connections: Number(flags.connections),
  duration: Number(flags.duration),
  warmup: Number(flags.warmup),
  rounds: Number(flags.rounds)
}
const labelCount = Number(flags.labels)

/** A write measured: its request, which labels it goes to, and whether issue 26's target applies. */
interface Write {
  readonly path: string
  readonly method: string
  readonly suffix: string
  readonly bodies: ReadonlyArray<string>
  /** On drafts (`--decompose`): the row written, no version recorded. */
  readonly drafts: boolean
  /** Issue 26's target (≥ 60 %, p99 ≤ 25 ms) applies. */
  readonly goal: boolean
}

interface Seeded {
  readonly url: string
  readonly token: string
  readonly databaseUrl: string
  readonly labelId: string
}

/**
 * The processes of the PostgreSQL server at `url` (backends and its own workers, as `pg_stat_activity`
 * lists them), if they run on this machine; none otherwise (its CPU is then not shown).
 */
const databasePids = async (url: string): Promise<ReadonlyArray<number> | undefined> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Not this query's own backend, nor an autovacuum worker: both are gone before the run ends.
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type <> 'autovacuum worker'"
    )
    const pids = rows.map((row) => row.pid)
    return pids.length > 0 && pids.every((pid) => existsSync(`/proc/${pid}/stat`)) ? pids : undefined
  } finally {
    await client.end()
  }
}

/** Twenty ingredients of the reference catalogue, in two orders: each write changes the list. */
const twenty = referenceCatalog.ingredients.slice(0, 20)
const ingredientBodies = [twenty, [...twenty].reverse()].map((entries) =>
  JSON.stringify(entries.map((entry, i) => ({ ingredient_id: entry.id, order: i + 1 })))
)

/** `count` copies of the seeded label, made through the API (duplicate, then publish unless `draft`). */
const copies = async (seeded: Seeded, count: number, draft = false): Promise<ReadonlyArray<string>> => {
  const headers = { authorization: `Bearer ${seeded.token}`, "content-type": "application/json" }
  const copy = async () => {
    const duplicated = await fetch(`${seeded.url}/v1/labels/${seeded.labelId}/duplicate`, {
      method: "POST",
      headers,
      // No GTIN: the copies are other wines, not more labels of the template's.
      body: JSON.stringify({ gtin: null })
    })
    if (duplicated.status !== 201)
      throw new Error(`duplicate answered ${duplicated.status}: ${await duplicated.text()}`)
    const { id } = (await duplicated.json()) as { id: string }
    if (draft) return id
    const published = await fetch(`${seeded.url}/v1/labels/${id}/publish`, { method: "POST", headers })
    if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`)
    return id
  }
  const ids: Array<string> = []
  for (let i = 0; i < count; i += 10) {
    ids.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, copy))))
  }
  return ids
}

/** Each write's CPU per request, the server's and PostgreSQL's, of the elabel server(s) and the raw one. */
const machineTable = (results: ReadonlyArray<PathResult>): string => {
  const cells = (summary: PathResult["raw"]) => {
    const database = summary.databaseCpu ?? Number.NaN
    return [
      fmt(summary.cpu, 0),
      Number.isNaN(database) ? "n/a" : fmt(database, 0),
      Number.isNaN(database) ? "n/a" : fmt(summary.cpu + database, 0)
    ]
  }
  return table(
    ["path", "elabel server", "elabel PostgreSQL", "elabel both", "raw server", "raw PostgreSQL", "raw both"],
    results.map((r) => [r.path, ...cells(r.elabel), ...cells(r.raw)])
  )
}

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-writes-"))
  try {
    const { ELABEL_DATABASE: _memory, ...environment } = process.env
    const serverEnv = (dir: string) => ({
      ...environment,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: mkdtempSync(join(dataDir, dir)),
      ELABEL_RATE_LIMIT: process.env.ELABEL_RATE_LIMIT ?? "1000000000"
    })
    const elabel = await startServer<Seeded>("elabel server", "elabelServer.ts", serverEnv("elabel-"))
    const seeded = elabel.info
    // The raw server's labels are made through an elabel server of their own, idle while anything is measured.
    const rawHost = await startServer<Seeded>("raw server's labels", "elabelServer.ts", serverEnv("raw-"))
    const started = Date.now()
    const [elabelLabels, rawLabels] = [await copies(seeded, labelCount), await copies(rawHost.info, labelCount)]
    console.log(`seeded 2 × ${labelCount} published labels in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const compared =
      flags.compare === undefined
        ? undefined
        : await startServer<Seeded>(
            "compared elabel server",
            resolve(flags.compare, "bench/elabelServer.ts"),
            serverEnv("compared-")
          )
    const comparedLabels = compared === undefined ? [] : await copies(compared.info, labelCount)
    // With --decompose, drafts of each elabel server too: a PATCH of a draft writes its row and records no version.
    const drafts = async (host: Seeded | undefined) =>
      flags.decompose && host !== undefined ? await copies(host, labelCount, true) : []
    const [elabelDrafts, comparedDrafts] = [await drafts(seeded), await drafts(compared?.info)]
    const raw = await startServer<{ url: string }>("raw write server", "rawWriteServer.ts", {
      ...process.env,
      DATABASE_URL: rawHost.info.databaseUrl
    })
    const headers = (token: string) =>
      [
        ["authorization", `Bearer ${token}`],
        ["content-type", "application/json"]
      ] as const
    const name = { method: "PATCH", suffix: "", bodies: ['{"name":"Riesling %N"}'] }
    const writes: ReadonlyArray<Write> = [
      { path: "PATCH /v1/labels/{id} (name)", ...name, drafts: false, goal: true },
      {
        path: "PUT /v1/labels/{id}/ingredients (20)",
        method: "PUT",
        suffix: "/ingredients",
        bodies: ingredientBodies,
        drafts: false,
        goal: true
      },
      // Where a write's cost goes (ADR 0072): the same PATCH of a draft (its row, no version), and one that
      // changes nothing (a name the label already has, after the first). The raw server writes as before.
      ...(flags.decompose
        ? [
            { path: "PATCH of a draft's name (no version)", ...name, drafts: true, goal: false },
            { path: "PATCH that changes nothing", ...name, bodies: ['{"name":"Riesling"}'], drafts: false, goal: false }
          ]
        : [])
    ]
    console.log(
      `PostgreSQL; wrk 1 thread, ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s ` +
        `per run, ${load.rounds} rounds, writes spread over ${labelCount} labels per server; ` +
        `${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(2)}`
    )
    const results: Array<PathResult> = []
    for (const write of writes) {
      const target = (
        name: string,
        origin: string,
        pid: number,
        labels: ReadonlyArray<string>,
        token = seeded.token
      ): Target => ({
        name,
        origin,
        pid,
        paths: labels.map((id) => `/v1/labels/${id}${write.suffix}`),
        headers: headers(token),
        method: write.method,
        bodies: write.bodies,
        databasePids: () => databasePids(seeded.databaseUrl)
      })
      const [rawSummary, elabelSummary, comparedSummary] = await measure(load, [
        target(`raw ${write.path}`, raw.info.url, raw.pid, rawLabels),
        target(`elabel ${write.path}`, seeded.url, elabel.pid, write.drafts ? elabelDrafts : elabelLabels),
        ...(compared === undefined
          ? []
          : [
              target(
                `compared ${write.path}`,
                compared.info.url,
                compared.pid,
                write.drafts ? comparedDrafts : comparedLabels,
                compared.info.token
              )
            ])
      ])
      const goal = write.goal ? { ratio: 0.6, p99: 25 } : undefined
      results.push({ path: write.path, elabel: elabelSummary!, raw: rawSummary!, target: goal })
      if (comparedSummary !== undefined) {
        results.push({ path: `${write.path}, compared tree`, elabel: comparedSummary, raw: rawSummary!, target: goal })
      }
    }
    console.log(`\nMedians over ${load.rounds} rounds:\n\n${reportTable(results)}\n\n${reportMarkdown(results)}`)
    console.log(`\nCPU per request of the server and of PostgreSQL (medians):\n\n${machineTable(results)}`)
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
