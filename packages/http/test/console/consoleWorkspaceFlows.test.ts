/**
 * More of the console's flows in headless Chromium at 390 px (issue 30
 * items 3 and 4), each screen checked by axe-core: marketing QR codes with
 * their scans as charts; importing a file after its dry run; reaching and
 * saving a label with the keyboard alone.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import { Labels, UserId } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace } from "@elabel/testkit"
import { Effect } from "effect"
import { chromiumMissing } from "../support/chromium.ts"
import { ConsoleBrowserLive, noViolations, screenshot, signedInPage, step } from "./support.ts"

const OWNER = UserId.make("console-browser-owner")
const SUITE = "more of the console in Chromium at 390 px"

if (chromiumMissing === undefined) {
  layer(ConsoleBrowserLive, { excludeTestServices: true, timeout: "180 seconds" })(SUITE, (it) => {
    it.effect(
      "marketing QR codes: create, publish, scans per day and platform as charts",
      () =>
        Effect.gen(function* () {
          const { workspace } = yield* seedWorkspace({
            name: "Weingut Codes",
            owner: OWNER,
            members: [],
            plan: "premium"
          })
          const { page, origin } = yield* signedInPage(OWNER)
          yield* step(() => page.goto(`${origin}/console/#/w/${workspace.id}`))
          yield* step(() => page.getByRole("link", { name: "Marketing QR codes" }).click())
          yield* step(() => page.getByText("No marketing QR code yet.").waitFor())
          yield* step(() => page.getByLabel("Name", { exact: true }).fill("Harvest festival"))
          yield* step(() => page.getByLabel("Where it leads (web address)").fill("https://weingut.example/fest"))
          yield* step(() => page.getByRole("button", { name: "Create code" }).click())
          yield* step(() => page.getByRole("button", { name: "Publish Harvest festival" }).click())
          yield* step(() => page.getByRole("button", { name: "Unpublish Harvest festival" }).waitFor())
          yield* step(() => page.getByRole("button", { name: "Scans Harvest festival" }).click())
          yield* step(() => page.getByRole("img", { name: /^Scans per day: 0/ }).waitFor())
          yield* step(() => page.getByRole("img", { name: /^Scans per platform: 0/ }).waitFor())
          yield* noViolations(page, "marketing codes")
          yield* screenshot(page, "console-marketing.png")
        }).pipe(Effect.scoped),
      180_000
    )

    it.effect(
      "import: a CSV file's dry-run report row by row, then applied",
      () =>
        Effect.gen(function* () {
          const { workspace } = yield* seedWorkspace({ name: "Weingut Import", owner: OWNER, members: [] })
          const { page, origin } = yield* signedInPage(OWNER)
          yield* step(() => page.goto(`${origin}/console/#/w/${workspace.id}`))
          yield* step(() => page.getByRole("link", { name: "Import labels" }).click())
          yield* step(() =>
            page.getByLabel("File to import (CSV or JSON)").setInputFiles({
              name: "labels.csv",
              mimeType: "text/csv",
              buffer: Buffer.from("internal_reference,name,vintage,format_quantity\nRK-2024,Riesling Import,2024,750\n")
            })
          )
          yield* step(() => page.getByRole("button", { name: "Check the file" }).click())
          yield* step(() => page.getByText("1 to create, 0 to update, 0 unchanged, 0 with errors").waitFor())
          yield* noViolations(page, "import report")
          yield* screenshot(page, "console-import.png")
          yield* step(() => page.getByRole("button", { name: "Import now" }).click())
          yield* step(() => page.getByText("Imported: 1 labels created or updated.").waitFor())
          const imported = yield* Labels.use((labels) =>
            labels.list(OWNER, { workspace_id: workspace.id }, { limit: 10, offset: 0 })
          )
          assert.deepStrictEqual(
            imported.items.map((label) => label.name),
            ["Riesling Import"]
          )
        }).pipe(Effect.scoped),
      180_000
    )

    it.effect(
      "translations side by side with the label's own language",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Sprachen", owner: OWNER, members: [] })
          const label = yield* createCompleteLabel(OWNER, workspace.id, brandId, { name: "Scheurebe", locale: "en" })
          const { page, origin } = yield* signedInPage(OWNER)
          yield* step(() => page.goto(`${origin}/console/#/labels/${label.id}`))
          yield* step(() => page.getByLabel("Translate into").selectOption("fr"))
          yield* step(() => page.getByRole("table", { name: "Your texts: en beside fr" }).waitFor())
          yield* step(() => page.getByLabel("description (fr)", { exact: true }).fill("Un vin blanc sec"))
          yield* step(() => page.getByRole("button", { name: "Save the fr texts" }).click())
          yield* step(() =>
            page.getByRole("button", { name: "Save the fr texts" }).and(page.locator(":disabled")).waitFor()
          )
          const saved = yield* Labels.use((labels) => labels.get(OWNER, label.id))
          const french = (
            saved as unknown as { translations: Array<{ locale: string; description: string | null }> }
          ).translations.find((entry) => entry.locale === "fr")
          assert.strictEqual(french?.description, "Un vin blanc sec")
          yield* noViolations(page, "translations")
        }).pipe(Effect.scoped),
      180_000
    )

    it.effect(
      "with the keyboard alone: to a label, edit, save",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Keys", owner: OWNER, members: [] })
          const label = yield* createCompleteLabel(OWNER, workspace.id, brandId, { name: "Müller-Thurgau" })
          const { page } = yield* signedInPage(OWNER)
          /** Presses Tab until the focused control matches `name`, at most 100 times. */
          const tabTo = (name: RegExp) =>
            step(async () => {
              for (let presses = 0; presses < 100; presses++) {
                await page.keyboard.press("Tab")
                const focused = await page.evaluate(() => {
                  const element = document.activeElement as HTMLElement | null
                  // Past the last control focus rests on the body, whose text is the whole page's.
                  if (element === null || element === document.body) return ""
                  const labelled = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : ""
                  return `${element?.textContent ?? ""} ${labelled ?? ""} ${element?.getAttribute("aria-label") ?? ""}`
                })
                if (name.test(focused)) return
              }
              throw new Error(`never reached ${name} with Tab`)
            })
          yield* step(() => page.getByRole("heading", { name: "Choose a workspace" }).waitFor())
          yield* step(() => page.getByRole("link", { name: /Weingut Keys/ }).waitFor())
          yield* tabTo(/Weingut Keys/)
          yield* step(() => page.keyboard.press("Enter"))
          yield* step(() => page.getByRole("heading", { name: "Labels" }).waitFor())
          // A keyboard user starts tabbing once the list is there, as the test does.
          yield* step(() => page.getByRole("link", { name: "Müller-Thurgau" }).waitFor())
          yield* tabTo(/Müller-Thurgau/)
          yield* step(() => page.keyboard.press("Enter"))
          yield* step(() => page.getByRole("heading", { name: /Müller-Thurgau/ }).waitFor())
          yield* tabTo(/Second line of the name/)
          yield* step(() => page.keyboard.type("Kabinett"))
          yield* tabTo(/^Save\s*$/)
          yield* step(() => page.keyboard.press("Enter"))
          yield* step(() => page.getByRole("status").getByText("Saved").waitFor())
          assert.strictEqual((yield* Labels.use((labels) => labels.get(OWNER, label.id))).name_line_2, "Kabinett")
        }).pipe(Effect.scoped),
      180_000
    )
  })
} else {
  describe(SUITE, () => {
    it.skip(chromiumMissing ?? "", () => {})
  })
}
