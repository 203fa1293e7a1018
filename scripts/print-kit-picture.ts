/**
 * The README's picture of a print kit, rendered from a real kit: a label on
 * the memory adapter with the reference catalogue, its kit made by the
 * endpoint's own code (`PrintKits.label`, `renderKitPdf`) in German, English
 * and Greek, and the PDF rasterised with poppler's pdftoppm at 300 dpi.
 *
 *   node scripts/print-kit-picture.ts [out.png]   # default docs/print-kit.png
 *
 * packages/http/test/printKitPicture.test.ts runs it and scans the result.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { domainServicesLayer, Labels, PrintKits } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { createLabel, seedWorkspace, TestIds, users } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { kitOptions } from "../packages/http/src/handlers/PrintKitsHandlers.ts"
import { renderKitPdf } from "../packages/http/src/print/KitRender.ts"

const out = resolve(process.argv[2] ?? "docs/print-kit.png")

const named = (name: string) => {
  const found = referenceCatalog.ingredients.find((entry) => entry.name === name)
  if (found === undefined) throw new Error(`no ingredient ${name}`)
  return found
}

const domain = domainServicesLayer.pipe(
  Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: toCatalogSeed(referenceCatalog) }), TestIds))
)

const pdf = await Effect.runPromise(
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
    const labels = yield* Labels
    const label = yield* createLabel(users.owner, workspace.id, brandId, { name: "Riesling", locale: "de" })
    yield* labels.patch(users.owner, label.id, { alcohol: 12.5, residual_sugar: 6 })
    yield* labels.putIngredients(
      users.owner,
      label.id,
      ["Grapes", "Sulphites", "Egg albumin"].map((name, order) => ({ ingredient_id: named(name).id, order }))
    )
    const source = yield* (yield* PrintKits).label(users.owner, label.id)
    return yield* renderKitPdf(
      source,
      kitOptions({ lang: ["de", "en", "el"], layout: "side", text_width_mm: 42 }, "de")
    )
  }).pipe(Effect.provide(domain))
)

const dir = mkdtempSync(join(tmpdir(), "elabel-picture-"))
try {
  writeFileSync(join(dir, "kit.pdf"), pdf)
  execFileSync("pdftoppm", ["-r", "300", "-png", "-singlefile", join(dir, "kit.pdf"), join(dir, "kit")])
  renameSync(join(dir, "kit.png"), out)
  console.log(`wrote ${out}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
