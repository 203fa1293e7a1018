/**
 * The bulk scenarios of `npm run bench:db`: importing 1,000 labels with
 * three formats and ten ingredients each (one transaction, through the
 * label use cases; median of several rounds, each into a fresh workspace),
 * and the resident memory of the process while it streams the export of
 * 10,000 labels (the HTTP endpoint's own stream, drained as a client would).
 */
import { IngredientId, type LabelImport, LabelTransfer, WorkspaceAdmin, type WorkspaceId } from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { Duration, Effect, Stream } from "effect"
import { exportStream } from "../packages/http/src/imports/ExportStream.ts"
import { OWNER } from "./benchDomain.ts"

const ingredients = referenceCatalog.ingredients.slice(0, 10).map((ingredient, i) => ({
  ingredient_id: IngredientId.make(ingredient.id),
  order: i + 1
}))

/** `count` label documents, each with three formats and ten ingredients, references starting at `from`. */
export const documents = (count: number, from = 0): ReadonlyArray<LabelImport.ImportEntry> =>
  Array.from({ length: count }, (_, i) => ({
    rows: [i + 1],
    document: {
      name: `Riesling ${from + i}`,
      internal_reference: `BENCH-${from + i}`,
      vintage: "2024",
      alcohol: 12,
      energy_kcal: 70,
      formats: [{ quantity: 750 }, { quantity: 1500 }, { quantity: 375 }],
      translations: [{ locale: "de", description: "Ein frischer Riesling." }],
      ingredients
    }
  }))

const newWorkspace = (name: string) =>
  Effect.map(WorkspaceAdmin.use((admin) => admin.create({ name, plan: "premium", owner: OWNER })), (w) => w.id)

/** Imports `entries` into `workspace`, failing unless every row applied; the elapsed milliseconds. */
export const timedImport = (workspace: WorkspaceId, entries: ReadonlyArray<LabelImport.ImportEntry>) =>
  Effect.gen(function* () {
    const transfer = yield* LabelTransfer
    const [elapsed, result] = yield* Effect.timed(transfer.import(OWNER, workspace, entries, { dryRun: false }))
    if (!result.applied) return yield* Effect.die(new Error(`import failed: ${JSON.stringify(result.rows[0])}`))
    return Duration.toMillis(elapsed)
  })

/** Milliseconds of each of `rounds` imports of 1,000 labels, each into a fresh workspace. */
export const importRounds = (rounds: number) =>
  Effect.gen(function* () {
    const samples: Array<number> = []
    for (let round = 0; round < rounds; round++) {
      const workspace = yield* newWorkspace(`Bench import ${round}`)
      samples.push(yield* timedImport(workspace, documents(1000)))
      yield* Effect.logInfo(`import of 1,000 labels, round ${round + 1}: ${samples.at(-1)?.toFixed(0)} ms`)
    }
    return samples
  })

const mib = (bytes: number) => bytes / 1024 / 1024

/**
 * Seeds `count` labels (imports of 1,000), then drains the export stream
 * while sampling the process's RSS: the peak, the RSS before, and the bytes.
 */
export const exportMemory = (count: number) =>
  Effect.gen(function* () {
    const workspace = yield* newWorkspace("Bench export")
    for (let from = 0; from < count; from += 1000) {
      yield* timedImport(workspace, documents(Math.min(1000, count - from), from))
    }
    ;(globalThis as { gc?: () => void }).gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 20)
    const transfer = yield* LabelTransfer
    const stream = yield* exportStream(transfer, OWNER, workspace)
    const [elapsed, bytes] = yield* Effect.timed(
      Stream.runFold(
        stream,
        () => 0,
        (total, chunk) => {
          peak = Math.max(peak, process.memoryUsage().rss)
          return total + chunk.byteLength
        }
      )
    )
    clearInterval(timer)
    return { beforeMiB: mib(before), peakMiB: mib(peak), bytes, ms: Duration.toMillis(elapsed) }
  })
