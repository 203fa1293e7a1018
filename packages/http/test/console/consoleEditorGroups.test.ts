/**
 * The editor's groups in headless Chromium at 390 px, each screen checked by
 * axe-core: the energy and each nutrient as printed, worked out as the
 * producer types (what the domain prints once saved), grape varieties with percentages, packaging and its
 * disposal, certifications, the producer (the brand) and its switches, the
 * further particulars, and a picture uploaded, chosen and described.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import { Brands, Energy, Labels, MediaId, Medias, UserId } from "@elabel/domain"
import { catalogIds, createCompleteLabel, seedWorkspace } from "@elabel/testkit"
import { Effect } from "effect"
import sharp from "sharp"
import { chromiumMissing } from "../support/chromium.ts"
import { ConsoleBrowserLive, noViolations, screenshot, screenshotOf, signedInPage, step } from "./support.ts"

const OWNER = UserId.make("console-groups-owner")
const SUITE = "the console's editor groups in Chromium at 390 px"

if (chromiumMissing === undefined) {
  layer(ConsoleBrowserLive, { excludeTestServices: true, timeout: "240 seconds" })(SUITE, (it) => {
    it.effect(
      "energy as typed, grapes, packaging, certifications, producer, particulars and a picture",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Gruppen", owner: OWNER, members: [] })
          const label = yield* createCompleteLabel(OWNER, workspace.id, brandId, { name: "Riesling Trocken" })
          yield* Labels.use((labels) =>
            labels.patch(OWNER, label.id, { sugar: null, carbohydrates: null, calculate_manually: false })
          )
          const { page, origin, errors } = yield* signedInPage(OWNER)
          yield* step(() => page.goto(`${origin}/console/#/labels/${label.id}`))
          yield* step(() => page.getByRole("heading", { name: /Riesling Trocken/ }).waitFor())
          const save = () => page.getByRole("button", { name: "Save", exact: true }).click()
          const saved = () => page.getByRole("status").getByText("Saved", { exact: true }).waitFor()

          // The energy follows the inputs before anything is saved, and is what the domain computes once saved.
          yield* step(() => page.getByLabel("Alcohol (% vol)").fill("12,5"))
          yield* step(() => page.getByLabel("Residual sugar (g/l)").fill("6.2"))
          yield* step(() => page.getByLabel("Total acidity (g/l)").fill("7.1"))
          yield* step(() => page.getByLabel("Glycerol (g/l)").fill("8"))
          // Each nutrient as the page rounds it: sugars from the residual sugar, carbohydrate with the glycerol.
          const printed = (nutrient: string) => page.locator(`#printed-${nutrient}`)
          yield* step(() => printed("sugars").getByText("0.6 g", { exact: true }).waitFor())
          yield* step(() => printed("carbohydrate").getByText("1.4 g", { exact: true }).waitFor())
          // Salt: declared 0 g while flagged negligible (the complete label is), else rounded in its own bands.
          const salt = page.getByRole("textbox", { name: "Salt (g per 100 ml)" })
          yield* step(() => salt.fill("0.046"))
          yield* step(() => printed("salt").getByText("0 g", { exact: true }).waitFor())
          yield* step(() => page.getByRole("checkbox", { name: "Negligible amount (Salt (g per 100 ml))" }).uncheck())
          yield* step(() => printed("salt").getByText("0.05 g", { exact: true }).waitFor())
          yield* step(() => salt.fill("0.0125"))
          yield* step(() => printed("salt").getByText("< 0.01 g", { exact: true }).waitFor())
          yield* screenshotOf(page.locator("#group-nutrition"), "console-nutrition-printed.png")
          const shown = yield* step(() => page.locator("#energy-printed").textContent())
          const shownAmounts = yield* step(() =>
            page
              .locator("#group-nutrition output[id^=printed-]")
              .evaluateAll((outputs) =>
                Object.fromEntries(outputs.map((output) => [output.id.slice("printed-".length), output.textContent]))
              )
          )
          yield* step(save)
          yield* step(saved)
          const stored = yield* Labels.use((labels) => labels.get(OWNER, label.id))
          const fields = { ...stored, salt_negligible: stored.salt_negligible ?? null }
          const energy = Energy.effectiveEnergy(fields)
          assert.strictEqual(shown, `${energy.kj} kJ / ${energy.kcal} kcal`)
          const amounts = Energy.nutrients(fields)
          assert.deepStrictEqual(
            shownAmounts,
            Object.fromEntries(
              (["fat", "saturates", "carbohydrate", "sugars", "protein", "salt"] as const).map((key) => [
                key,
                `${Energy.roundNutrient(key, amounts[key]).text} g`
              ])
            )
          )
          yield* step(() => page.getByLabel("Glycerol (g/l)").fill("12"))
          assert.notStrictEqual(yield* step(() => page.locator("#energy-printed").textContent()), shown)
          yield* step(() => page.getByLabel("Enter the energy by hand").check())
          yield* step(() => page.getByLabel("Energy (kJ per 100 ml)").fill("300"))
          yield* step(() => page.getByLabel("Energy (kcal per 100 ml)").fill("72"))
          yield* step(() => page.locator("#energy-printed").getByText("300 kJ / 72 kcal").waitFor())
          yield* step(() => page.getByLabel("Enter the energy by hand").uncheck())

          // Grape varieties: found by a synonym, with a share.
          yield* step(() => page.getByLabel("Find a grape variety (name or synonym)").fill("spät"))
          yield* step(() => page.getByRole("button", { name: "Add Spätburgunder (Pinot Noir)" }).click())
          yield* step(() => page.getByLabel("Spätburgunder: share (%)").fill("100"))
          yield* step(() => page.getByRole("button", { name: "Save grape varieties" }).click())
          yield* step(() =>
            page.getByRole("button", { name: "Save grape varieties" }).and(page.locator(":disabled")).waitFor()
          )

          // Packaging and its disposal.
          yield* step(() => page.getByRole("button", { name: "Add packaging part" }).click())
          const part = page.getByRole("group", { name: "Packaging part 1" })
          yield* step(() => part.getByLabel("Part").selectOption("bottle"))
          yield* step(() => part.getByLabel("Material (recycling code)").selectOption({ label: "Green glass (GL 71)" }))
          yield* step(() => part.getByLabel("Disposal").selectOption("separate_collection"))
          yield* step(() => page.getByRole("button", { name: "Save packaging" }).click())
          yield* step(() =>
            page.getByRole("button", { name: "Save packaging" }).and(page.locator(":disabled")).waitFor()
          )

          // Certifications.
          yield* step(() => page.getByRole("checkbox", { name: "Demeter" }).check())
          yield* step(() => page.getByRole("button", { name: "Save certifications" }).click())
          yield* step(() =>
            page.getByRole("button", { name: "Save certifications" }).and(page.locator(":disabled")).waitFor()
          )

          const children = yield* Labels.use((labels) => labels.children(OWNER, label.id))
          assert.deepStrictEqual(
            children.grape_varieties.map((row) => [row.grape_variety_id, row.grape_variety_synonym_id, row.percentage]),
            [[catalogIds.grapeVarieties.pinotNoir, catalogIds.grapeVarietySynonyms.spaetburgunder, 100]]
          )
          assert.deepStrictEqual(
            children.packagings.map((row) => [row.packaging_type, row.material_id, row.collection]),
            [["bottle", catalogIds.materials.glass, "separate_collection"]]
          )
          assert.deepStrictEqual(
            children.certifications.map((row) => row.certification_id),
            [catalogIds.certifications.demeter]
          )

          // The producer is the brand; the switches and the particulars are saved with the label.
          yield* step(() => page.getByLabel("Town").fill("Deidesheim"))
          yield* step(() => page.getByLabel("Country", { exact: true }).selectOption({ label: "Germany" }))
          yield* step(() => page.getByRole("button", { name: "Save producer" }).click())
          yield* step(() => page.getByText("Producer saved").waitFor())
          const brand = yield* Brands.use((brands) => brands.get(OWNER, brandId))
          assert.deepStrictEqual([brand.city, brand.country_id], ["Deidesheim", catalogIds.countries.germany])
          yield* step(() => page.getByLabel("Name the producer by its number only").check())
          yield* step(() => page.getByLabel("Packaging gas").selectOption("protective_atmosphere"))
          yield* step(() => page.getByLabel("Minimum durability date").fill("2031-12-31"))

          // A picture: uploaded, chosen as the bottle's, described.
          const png = yield* step(() =>
            sharp({ create: { width: 90, height: 240, channels: 3, background: { r: 90, g: 20, b: 40 } } })
              .png()
              .toBuffer()
          )
          yield* step(() =>
            page
              .getByLabel("Upload a picture")
              .setInputFiles({ name: "bottle.png", mimeType: "image/png", buffer: png })
          )
          yield* step(() =>
            page
              .getByRole("radio", { name: /bottle\.png \(90 × 240 px\)/ })
              .and(page.locator(":checked"))
              .waitFor()
          )
          yield* step(save)
          yield* step(saved)
          const after = yield* Labels.use((labels) => labels.get(OWNER, label.id))
          assert.strictEqual(after.producer_number_only, true)
          assert.strictEqual(after.packaging_gas, "protective_atmosphere")
          assert.strictEqual(after.minimum_durability_date, "2031-12-31")
          assert.isNotNull(after.image_id)
          yield* step(() => page.getByLabel(/Description for screen readers/).fill("A slim green bottle"))
          yield* step(() => page.getByRole("button", { name: "Save description" }).click())
          yield* step(() => page.getByText("Description saved").waitFor())
          const media = yield* Medias.use((medias) => medias.get(OWNER, MediaId.make(after.image_id ?? "")))
          assert.strictEqual(media.alt[after.locale ?? "en"], "A slim green bottle")

          yield* noViolations(page, "editor groups")
          yield* screenshot(page, "console-editor-groups.png")
          for (const group of ["nutrition", "grape_varieties", "packagings", "producer", "pictures"])
            yield* screenshotOf(page.locator(`#group-${group}`), `console-group-${group}.png`)
          yield* step(() => page.getByLabel("Language", { exact: true }).selectOption("de"))
          yield* step(() => page.getByRole("heading", { name: "Verpackung und Entsorgung" }).waitFor())
          yield* noViolations(page, "editor groups in German")
          yield* screenshotOf(page.locator("#group-packagings"), "console-group-packagings-de.png")
          assert.deepStrictEqual(errors, [])
        }).pipe(Effect.scoped),
      240_000
    )
  })
} else {
  describe(SUITE, () => {
    it.skip(chromiumMissing ?? "", () => {})
  })
}
