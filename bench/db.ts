/**
 * `npm run bench:db`: what a request pays in the domain and storage, without
 * HTTP. Through the domain services, on each storage adapter: the memory
 * store (the domain's own cost), embedded PGlite in memory, and PostgreSQL
 * when `DATABASE_URL` is set (in a fresh database `elabel_bench_<random>`,
 * dropped afterwards).
 *
 * Operations, each `--iterations` times after `--warmup` untimed runs:
 * label create (with its default format), label GET (a label with three
 * formats, three translations and four ingredients), and a PUT of 200
 * packaging rows (materials from the reference catalogue). Prints median and
 * p95 per operation and adapter; asserts nothing.
 *
 * On PostgreSQL also the bulk scenarios (`bulkBench.ts`): an import of 1,000
 * labels with 3 formats and 10 ingredients (median of `--import-rounds`),
 * and the process's RSS while exporting `--export-labels` labels (in a
 * process of its own; `--export-heap-mb` caps its V8 heap, to show the
 * export's working set is bounded rather than the garbage V8 keeps).
 * `--only-import` runs the import scenario alone (no adapters, no export).
 */
import { parseArgs } from "node:util"
import { type LabelChildren, Labels } from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { Duration, Effect } from "effect"
import {
  type BenchStorage,
  benchDomainLayer,
  benchStorageDomainLayer,
  freshDatabase,
  OWNER,
  seedLabel
} from "./benchDomain.ts"
import { exportMemory, importRounds } from "./bulkBench.ts"
import { startFlags } from "./startFlags.ts"
import { fmt, median, quantile, table } from "./stats.ts"

const { values: flags } = parseArgs({
  options: {
    iterations: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
    "import-rounds": { type: "string", default: "3" },
    "export-labels": { type: "string", default: "10000" },
    "export-heap-mb": { type: "string" },
    "only-import": { type: "boolean", default: false }
  }
})
const iterations = Number(flags.iterations)
const warmup = Number(flags.warmup)

/** 200 rows, the most a PUT accepts, cycling through the catalogue's materials. */
const packagings: ReadonlyArray<LabelChildren.PackagingInput> = Array.from({ length: 200 }, (_, i) => ({
  packaging_type: i % 2 === 0 ? "bottle" : "closure",
  collection: "Glass container collection",
  material_id: referenceCatalog.materials[i % referenceCatalog.materials.length]?.id ?? null
}))

/** Milliseconds of each of `iterations` runs of `operation`, after `warmup` untimed ones. */
const measure = <E, R>(operation: Effect.Effect<unknown, E, R>) =>
  Effect.gen(function* () {
    for (let i = 0; i < warmup; i++) yield* operation
    const samples: Array<number> = []
    for (let i = 0; i < iterations; i++) {
      const [elapsed] = yield* Effect.timed(operation)
      samples.push(Duration.toMillis(elapsed))
    }
    return samples
  })

/** The three operations on one adapter: a row per operation. */
const benchAdapter = (name: string, storage: BenchStorage) =>
  Effect.gen(function* () {
    const labels = yield* Labels
    const seeded = yield* seedLabel
    const create = labels.create(OWNER, {
      workspace_id: seeded.workspaceId,
      brand_id: seeded.brandId,
      name: "Grauburgunder trocken",
      vintage: "2024",
      quantity: 750
    })
    const get = labels.get(OWNER, seeded.labelId)
    const put = labels.putPackagings(OWNER, seeded.labelId, packagings)
    const rows: Array<ReadonlyArray<string>> = []
    for (const [operation, effect] of [
      ["label create (+ default format)", create],
      ["label GET", get],
      ["PUT 200 packagings", put]
    ] as const) {
      const samples = yield* measure(effect as Effect.Effect<unknown, unknown>)
      rows.push([name, operation, fmt(median(samples), 2), fmt(quantile(samples, 0.95), 2)])
      yield* Effect.logInfo(`${name} ${operation}: median ${fmt(median(samples), 2)} ms`)
    }
    return rows
  }).pipe(Effect.provide(benchDomainLayer(storage)))

const program = Effect.gen(function* () {
  const rows: Array<ReadonlyArray<string>> = []
  const bulkLines: Array<string> = []
  const onlyImport = flags["only-import"] === true
  if (!onlyImport) {
    rows.push(...(yield* benchAdapter("memory", { _tag: "memory" })))
    rows.push(...(yield* benchAdapter("PGlite (in memory)", { _tag: "embedded" })))
  }
  const adminUrl = process.env.DATABASE_URL || undefined
  if (adminUrl !== undefined && adminUrl !== "") {
    const database = yield* freshDatabase(adminUrl)
    const postgres: BenchStorage = { _tag: "postgres", url: database.url }
    if (!onlyImport) rows.push(...(yield* benchAdapter(`PostgreSQL (${database.name})`, postgres)))
    const imports = yield* importRounds(Number(flags["import-rounds"])).pipe(
      Effect.provide(benchStorageDomainLayer(postgres))
    )
    bulkLines.push(
      `import of 1,000 labels (3 formats, 10 ingredients each) on PostgreSQL: median ${fmt(median(imports), 0)} ms ` +
        `of ${imports.length} rounds [${imports.map((ms) => fmt(ms, 0)).join(", ")}] (target < 10000 ms)`
    )
    if (!onlyImport) {
      const memory = yield* exportMemory(
        Number(flags["export-labels"]),
        database.url,
        flags["export-heap-mb"] === undefined ? undefined : Number(flags["export-heap-mb"])
      ).pipe(Effect.provide(benchStorageDomainLayer(postgres)))
      bulkLines.push(
        `export of ${flags["export-labels"]} labels on PostgreSQL: ${fmt(memory.bytes / 1024 / 1024, 1)} MiB in ` +
          `${fmt(memory.ms, 0)} ms; RSS ${fmt(memory.beforeMiB, 0)} MiB before, peak ${fmt(memory.peakMiB, 0)} MiB ` +
          `(target < 200 MB; Node options of npm start: ${startFlags.join(" ")})`
      )
      if (memory.server !== undefined) {
        const runs = memory.server.exports.map((run) => `${fmt(run.peakMiB, 0)} MiB in ${fmt(run.ms, 0)} ms`)
        bulkLines.push(
          `the same export from a server as npm start runs it: RSS ${fmt(memory.server.idleMiB, 0)} MiB idle, ` +
            `peak of each of ${runs.length} exports in a row: ${runs.join(", ")}`
        )
      }
    }
  } else {
    yield* Effect.logInfo("DATABASE_URL is not set: PostgreSQL skipped")
  }
  console.log(`\n${iterations} iterations after ${warmup} warm-up, times in ms:\n`)
  console.log(table(["adapter", "operation", "median", "p95"], rows, 2))
  const pgPut = rows.find((row) => row[0]?.startsWith("PostgreSQL") && row[1] === "PUT 200 packagings")
  if (pgPut !== undefined) {
    console.log(`\nPUT of 200 rows on PostgreSQL: median ${pgPut[2]} ms (target < 20 ms)`)
  }
  for (const line of bulkLines) console.log(line)
}).pipe(Effect.scoped)

Effect.runPromise(program).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
