/**
 * Memory of the print kits zip (`GET /v1/workspaces/{id}/print-kits.zip`):
 * the domain on the memory adapter with the reference catalogue, a workspace
 * of N printable labels, and the zip the endpoint streams (the same
 * `PrintKits.workspace` stream and `kitZip`), read to its end while the
 * process's resident set is sampled every 10 ms. Each N runs in a fresh
 * process; the figure that matters is the peak above the RSS once the
 * labels are stored, which must not grow with N.
 *
 *   node bench/printKitsZip.ts            # 100 and 1,000 labels
 *   node bench/printKitsZip.ts 1000 --one # one run, in this process
 */
import { execFileSync } from "node:child_process"
import { domainServicesLayer, Labels, PrintKits } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { createLabel, seedWorkspace, TestIds, users } from "@elabel/testkit"
import { Effect, Layer, Stream } from "effect"
import { kitOptions } from "../packages/http/src/handlers/PrintKitsHandlers.ts"
import { kitZip } from "../packages/http/src/print/KitZip.ts"

const named = <A extends { readonly name: string | null }>(entries: ReadonlyArray<A>, name: string): A => {
  const found = entries.find((entry) => entry.name === name)
  if (found === undefined) throw new Error(`no catalogue entry ${name}`)
  return found
}

const domain = domainServicesLayer.pipe(
  Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: toCatalogSeed(referenceCatalog) }), TestIds))
)

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

const run = (count: number) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
    const labels = yield* Labels
    const ingredients = ["Grapes", "Sulphites", "Egg albumin"].map((name, order) => ({
      ingredient_id: named(referenceCatalog.ingredients, name).id,
      order
    }))
    for (let i = 0; i < count; i++) {
      const label = yield* createLabel(users.owner, workspace.id, brandId, { name: `Wine ${i}`, locale: "de" })
      yield* labels.patch(users.owner, label.id, { alcohol: 12.5, residual_sugar: 6 })
      yield* labels.putIngredients(users.owner, label.id, ingredients)
    }
    globalThis.gc?.()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 10)
    const started = performance.now()
    const sources = yield* (yield* PrintKits).workspace(users.owner, workspace.id, {})
    let bytes = 0
    yield* Stream.runForEach(
      kitZip(sources, (source) => kitOptions({ lang: ["de", "en"] }, source.label.locale)),
      (chunk) =>
        Effect.sync(() => {
          bytes += chunk.length
        })
    )
    clearInterval(timer)
    return {
      count,
      baselineMiB: mib(baseline),
      peakMiB: mib(peak),
      aboveMiB: mib(peak - baseline),
      zipMiB: mib(bytes),
      seconds: Math.round(performance.now() - started) / 1000
    }
  }).pipe(Effect.provide(domain))

const [countArg, mode] = process.argv.slice(2)
if (mode === "--one") {
  console.log(JSON.stringify(await Effect.runPromise(run(Number(countArg ?? 1000)))))
} else {
  const results = [100, 1000].map((count) =>
    JSON.parse(
      execFileSync(process.execPath, ["--expose-gc", import.meta.filename, String(count), "--one"], {
        encoding: "utf8"
      })
    )
  )
  for (const r of results) {
    console.log(
      `${r.count} labels: zip ${r.zipMiB} MiB in ${r.seconds} s; RSS ${r.baselineMiB} MiB with the labels stored, peak ${r.peakMiB} MiB (+${r.aboveMiB} MiB while zipping)`
    )
  }
  const [small, large] = results
  console.log(
    `peak above the stored labels, 1,000 vs 100 labels: ${(large.aboveMiB / Math.max(small.aboveMiB, 0.1)).toFixed(2)}x`
  )
}
