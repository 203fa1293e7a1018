/**
 * The bulk scenarios of `npm run bench:db`: importing 1,000 labels with
 * three formats and ten ingredients each (one transaction, through the
 * label use cases; median of several rounds, each into a fresh workspace),
 * and the resident memory of the process while it streams the export of
 * 10,000 labels (the HTTP endpoint's own stream, drained as a client would).
 */

import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import {
  BrandRepository,
  Format,
  IdGenerator,
  IngredientId,
  Label,
  LabelChildren,
  type LabelImport,
  LabelRepository,
  LabelTransfer,
  RefGenerator,
  Translation,
  WorkspaceAdmin,
  type WorkspaceId
} from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { Duration, Effect, Redacted } from "effect"
import { OWNER } from "./benchDomain.ts"
import { serverExportMemory } from "./serverExport.ts"
import { startFlags } from "./startFlags.ts"

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
  Effect.map(
    WorkspaceAdmin.use((admin) => admin.create({ name, plan: "premium", owner: OWNER })),
    (w) => w.id
  )

/**
 * Stores `count` labels like the import's (3 formats, a translation, 10
 * ingredients) straight through the label repository: seeding 10,000 labels
 * through the use cases would take longer than the export it prepares.
 */
const seedLabels = (workspace: WorkspaceId, count: number) =>
  Effect.gen(function* () {
    const repository = yield* LabelRepository
    const ids = yield* IdGenerator
    const refs = yield* RefGenerator
    const brand = (yield* (yield* BrandRepository).list([workspace], { limit: 1, offset: 0 }))[0]
    if (brand === undefined) return yield* Effect.die(new Error("the workspace has no brand"))
    for (let i = 0; i < count; i++) {
      const id = yield* ids.next("LabelId")
      const now = new Date().toISOString()
      const formats = yield* Effect.forEach([750, 1500, 375], (quantity) =>
        Effect.gen(function* () {
          const format = { id: yield* ids.next("FormatId"), label_id: id, ref: yield* refs.next, now }
          return Format.newFormat(format, "http://localhost:3000", { quantity })
        })
      )
      const input = { workspace_id: workspace, brand_id: brand.id, name: `Riesling ${i}`, internal_reference: `X-${i}` }
      const label = {
        ...Label.newLabelRecord({ id, ref: yield* refs.next, now, input }),
        default_format_id: formats[0]!.id
      }
      const rowIds = yield* Effect.forEach(ingredients, () => ids.next("ChildRowId"))
      yield* repository.insert({
        label,
        formats,
        translations: [Translation.toTranslation("de", { description: "Ein frischer Riesling." })],
        children: { ...LabelChildren.emptyChildren, ingredients: LabelChildren.toRows.ingredients(rowIds, ingredients) }
      })
    }
  })

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

/**
 * Seeds `count` labels (imports of 1,000), then streams their export in a
 * process of its own (`exportRss.ts`: this one holds the seeding's garbage
 * and the other adapters), which reports its RSS before and at its peak;
 * then has a server started as `npm start` starts it answer the export
 * three times over HTTP (`serverExport.ts`).
 */
export const exportMemory = (count: number, url: Redacted.Redacted<string>, heapMiB?: number) =>
  Effect.gen(function* () {
    const workspace = yield* newWorkspace("Bench export")
    yield* seedLabels(workspace, count)
    const script = fileURLToPath(new URL("./exportRss.ts", import.meta.url))
    const heap = heapMiB === undefined ? [] : [`--max-old-space-size=${heapMiB}`]
    const run = spawnSync(process.execPath, ["--expose-gc", ...startFlags, ...heap, script, workspace], {
      env: { ...process.env, BENCH_DATABASE_URL: Redacted.value(url) },
      encoding: "utf8"
    })
    if (run.status !== 0) return yield* Effect.die(new Error(`exportRss failed: ${run.stderr}`))
    const own = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as ExportMemory
    const server = yield* Effect.promise(() => serverExportMemory(Redacted.value(url), workspace, 3))
    return { ...own, server }
  })

/** What `exportRss.ts` reports. */
export interface ExportMemory {
  readonly beforeMiB: number
  readonly peakMiB: number
  readonly bytes: number
  readonly ms: number
}
