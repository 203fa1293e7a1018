/**
 * `npm run bench`: throughput of the elabel server's hot paths on
 * PostgreSQL against a bare `node:http` server answering the same bytes,
 * measured with wrk in the same run (issue 10, item 6).
 *
 * Processes besides this one: the elabel server (`elabelServer.ts`, in a
 * throwaway database `elabel_bench_<random>` of the `DATABASE_URL` server,
 * dropped when it stops; seeded with a published label and a published
 * marketing code), the raw server (`rawServer.ts`, replaying what the elabel
 * server answered to each path) and wrk (`wrk.ts`). Paths:
 * - `/l/{ref}`: the consumer page (about 3 KB of HTML), cycling over the
 *   refs of 10 published labels;
 * - `/01/{gtin}`: GS1 Digital Link, a 307 to the page;
 * - `/v1/labels/{id}`: the label as JSON, with a bearer token;
 * - `/q/{ref}`: a marketing short link from a phone, a counted 302;
 * - `/l/{ref}` and `/q/{ref}` again on a second elabel server started with
 *   `ELABEL_STATISTICS=false` (its own database and labels), for what the
 *   daily statistics cost (issue 14: within 5 %);
 * - `/l/{ref}` again once the database holds `--bulk` (100,000) published
 *   labels (inserted straight in SQL, `bulkLabels.ts`), cycling over
 *   `--spread` (1,000) of their refs, each scanned once before the runs.
 * Each pair runs `--rounds` times in alternating order, each run a warm-up
 * then the measured run; the table shows medians. Flags: --connections 50,
 * --duration 10, --warmup 2, --rounds 3, --bulk 100000, --spread 1000.
 * This prints numbers; it asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { type PathResult, reportMarkdown, reportTable } from "./apiReport.ts"
import { seedBulkLabels } from "./bulkLabels.ts"
import {
  type LoadSettings,
  measure,
  PHONE,
  recordAnswer,
  SECRET,
  startServer,
  stopServers,
  type Target
} from "./harness.ts"
import type { RecordedAnswer } from "./rawServer.ts"
import { findWrk } from "./wrk.ts"

const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    bulk: { type: "string", default: "100000" },
    spread: { type: "string", default: "1000" }
  }
})

const wrk = findWrk()
if (wrk === undefined) {
  console.error("npm run bench needs wrk, a C load generator: apt-get install wrk (Debian, Ubuntu)")
  process.exit(2)
}
if (!process.env.DATABASE_URL) {
  console.error("npm run bench runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)")
  process.exit(2)
}
const load: LoadSettings = {
  wrk,
  connections: Number(flags.connections),
  duration: Number(flags.duration),
  warmup: Number(flags.warmup),
  rounds: Number(flags.rounds)
}
const bulk = Number(flags.bulk)
const spread = Number(flags.spread)

interface Seeded {
  readonly url: string
  readonly token: string
  readonly databaseUrl: string
  readonly labelId: string
  readonly labelRef: string
  readonly gtin: string
  readonly qrRef: string
}

/** `count` refs spread evenly over `refs`. */
const sample = (refs: ReadonlyArray<string>, count: number) =>
  Array.from({ length: Math.min(count, refs.length) }, (_, i) => refs[Math.floor((i * refs.length) / count)]!)

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-"))
  try {
    const { ELABEL_DATABASE: _memory, ...environment } = process.env
    /** An elabel server on a database of its own, seeded with 10 published labels; statistics on or off. */
    const startElabel = async (statistics: boolean) => {
      const server = await startServer<Seeded>(
        `elabel server (statistics ${statistics ? "on" : "off"})`,
        "elabelServer.ts",
        {
          ...environment,
          PORT: "0",
          HOST: "127.0.0.1",
          ELABEL_JWT_SECRET: SECRET,
          ELABEL_DATA_DIR: dataDir,
          ELABEL_STATISTICS: String(statistics),
          // Every request is counted as in production, against a quota no run reaches (ELABEL_RATE_LIMIT=off to compare).
          ELABEL_RATE_LIMIT: process.env.ELABEL_RATE_LIMIT ?? "1000000000"
        }
      )
      const seeded = server.info
      const template = { databaseUrl: seeded.databaseUrl, template: seeded.labelId, templateRef: seeded.labelRef }
      const tenRefs = [seeded.labelRef, ...(await seedBulkLabels({ ...template, first: 1, count: 9 }))]
      // Scanned from a phone, so every page view is counted as a consumer's would be.
      const paths = {
        page: { paths: tenRefs.map((ref) => `/l/${ref}`), headers: [PHONE] },
        gs1: { paths: [`/01/${seeded.gtin}`], headers: [PHONE], status: 307 },
        label: {
          paths: [`/v1/labels/${seeded.labelId}`],
          headers: [["authorization", `Bearer ${seeded.token}`] as const]
        },
        short: { paths: [`/q/${seeded.qrRef}`], headers: [PHONE], status: 302 }
      } satisfies Record<string, Omit<Target, "name" | "origin" | "pid">>
      return { server, seeded, template, paths }
    }
    const elabel = await startElabel(true)
    const { seeded, template, paths } = elabel
    const on = (origin: string, pid: number, name: string, extra: Omit<Target, "name" | "origin" | "pid">): Target => ({
      name,
      origin,
      pid,
      ...extra
    })
    const elabelTarget = (name: string, extra: Omit<Target, "name" | "origin" | "pid">) =>
      on(seeded.url, elabel.server.pid, `elabel ${name}`, extra)
    const elabelTargets = {
      page: elabelTarget("/l/{ref}", paths.page),
      gs1: elabelTarget("/01/{gtin}", paths.gs1),
      label: elabelTarget("/v1/labels/{id}", paths.label),
      short: elabelTarget("/q/{ref}", paths.short)
    }
    const answersFile = join(dataDir, "answers.json")
    // Each of the ten pages replayed for its own path, so the raw server sends as many different pages.
    const recorded = await Promise.all([
      ...paths.page.paths.map((path) => recordAnswer("/l/", elabelTargets.page, path)),
      recordAnswer("/01/", elabelTargets.gs1),
      recordAnswer("/v1/labels/", elabelTargets.label),
      recordAnswer("/q/", elabelTargets.short)
    ])
    writeFileSync(answersFile, JSON.stringify(recorded))
    const raw = await startServer<{ url: string }>("raw server", "rawServer.ts", {
      ...process.env,
      BENCH_ANSWERS: answersFile
    })
    const rawTarget = (name: string, extra: Omit<Target, "name" | "origin" | "pid">) =>
      on(raw.info.url, raw.pid, `raw ${name}`, extra)
    console.log(
      `PostgreSQL; wrk 1 thread, ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s ` +
        `per run, ${load.rounds} rounds; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(2)}`
    )
    const bodyBytes = new Map(recorded.map((r) => [r.prefix, Buffer.from(r.body, "base64").length]))
    console.log(`body bytes: ${[...bodyBytes].map(([prefix, bytes]) => `${prefix} ${bytes}`).join(", ")}`)

    // The same paths on a server that counts nothing but scan totals (ELABEL_STATISTICS=false), measured in the
    // same rounds as the raw server and the counting one, so the three share whatever the machine does meanwhile.
    const quiet = await startElabel(false)
    const quietTarget = (name: string, key: "page" | "short") =>
      on(quiet.seeded.url, quiet.server.pid, `elabel ${name}, statistics off`, quiet.paths[key])

    const results: Array<PathResult> = []
    const pair = async (
      path: string,
      key: keyof typeof paths,
      target: PathResult["target"],
      elabelPaths?: Target,
      withoutStatistics?: Target,
      rawPaths?: Target
    ) => {
      const elabelSide = elabelPaths ?? elabelTargets[key]
      const rawSide = rawPaths ?? rawTarget(path, paths[key])
      const sides = withoutStatistics === undefined ? [rawSide, elabelSide] : [rawSide, elabelSide, withoutStatistics]
      const [rawSummary, elabelSummary, quietSummary] = await measure(load, sides)
      results.push({ path, elabel: elabelSummary!, raw: rawSummary!, target })
      if (quietSummary !== undefined) {
        results.push({ path: `${path}, statistics off`, elabel: quietSummary, raw: rawSummary!, target })
      }
    }
    await pair("/l/{ref} (10 labels)", "page", { ratio: 0.7, p99: 5 }, undefined, quietTarget("/l/{ref}", "page"))
    await pair("/01/{gtin} (307)", "gs1", { ratio: 0.7 })
    await pair("/v1/labels/{id}", "label", { ratio: 0.5 })
    await pair("/q/{ref} (302)", "short", { ratio: 0.85 }, undefined, quietTarget("/q/{ref}", "short"))

    if (bulk > 10) {
      const started = Date.now()
      const refs = await seedBulkLabels({ ...template, first: 10, count: bulk - 10 })
      console.log(`seeded ${bulk - 10} more published labels in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      // Scanned from a phone, as the ten labels are, over ten of the labels (the figure the issue compares: the
      // same work with a database 10,000 times larger) and over `spread` of them (the pages kept and sent spread
      // over many refs). Each ref's first scan reads its version and renders its page: the steady state is
      // measured, not the first scans. What each ref answered is what a second raw server replays for exactly
      // that path, so both sides send as many different pages.
      const spreads = [10, spread].map((count) => ({
        paths: sample(refs, count).map((ref) => `/l/${ref}`),
        headers: [PHONE]
      }))
      const priming = Date.now()
      const pages: Array<RecordedAnswer> = []
      const everyPath = [...new Set(spreads.flatMap((spreadPaths) => spreadPaths.paths))]
      for (let i = 0; i < everyPath.length; i += 10) {
        const batch = everyPath.slice(i, i + 10)
        const target = elabelTarget("/l/{ref}", spreads[0]!)
        pages.push(...(await Promise.all(batch.map((path) => recordAnswer("/l/", target, path)))))
      }
      console.log(`first scans of the ${everyPath.length} refs: ${((Date.now() - priming) / 1000).toFixed(1)} s`)
      const pagesFile = join(dataDir, "pages.json")
      writeFileSync(pagesFile, JSON.stringify(pages))
      const rawPages = await startServer<{ url: string }>("raw server (pages)", "rawServer.ts", {
        ...process.env,
        BENCH_ANSWERS: pagesFile
      })
      for (const spreadPaths of spreads) {
        const name = `/l/{ref} (${bulk} labels, ${spreadPaths.paths.length} refs)`
        const rawSide = on(rawPages.info.url, rawPages.pid, `raw ${name}`, spreadPaths)
        await pair(name, "page", { ratio: 0.7, p99: 5 }, elabelTarget(name, spreadPaths), undefined, rawSide)
      }
    }

    console.log(`\nMedians over ${load.rounds} rounds:\n\n${reportTable(results)}\n\n${reportMarkdown(results)}`)
    for (const [on, off] of [
      [results[0], results[1]],
      [results[4], results[5]]
    ] as const) {
      if (on === undefined || off === undefined) continue
      const rps = 1 - on.elabel.rps / off.elabel.rps
      const cpu = on.elabel.cpu / off.elabel.cpu - 1
      console.log(
        `\n${on.path}: statistics cost ${(100 * rps).toFixed(1)} % of the throughput, ` +
          `${(100 * cpu).toFixed(1)} % more CPU a request (target within 5 %)`
      )
    }
    const small = results[0]
    for (const large of results.slice(6)) {
      if (small === undefined) break
      const change = large.elabel.rps / large.raw.rps / (small.elabel.rps / small.raw.rps) - 1
      const rps = large.elabel.rps / small.elabel.rps - 1
      const cpu = large.elabel.cpu / small.elabel.cpu - 1
      // The ratio moves with the raw server's own figure too; elabel's throughput and CPU a request are its own.
      console.log(
        `\n${large.path} vs 10 labels (target within ±10 %): elabel ${(100 * rps).toFixed(1)} % req/s, ` +
          `${(100 * cpu).toFixed(1)} % CPU a request; ratio to raw ${(100 * change).toFixed(1)} %`
      )
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
