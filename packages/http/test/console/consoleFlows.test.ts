/**
 * The console's flows in headless Chromium at 390 px (issue 30 item 3),
 * each screen checked by axe-core: choose a workspace, find labels, create,
 * duplicate and archive one; edit it with the compliance report beside the
 * form, the GTIN checked as typed, API errors next to their field, the
 * live preview, publish and unpublish after a confirmation; two tabs
 * saving one label (412: reload or re-apply); the UI in German; nothing
 * requested from another host.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import { type BrandId, Labels, UserId, type WorkspaceId } from "@elabel/domain"
import { catalogIds, createCompleteLabel, seedWorkspace } from "@elabel/testkit"
import { Effect } from "effect"
import { chromiumMissing } from "../support/chromium.ts"
import { ConsoleBrowserLive, noViolations, screenshot, signedInPage, step } from "./support.ts"

const OWNER = UserId.make("console-browser-owner")
const SUITE = "the console in Chromium at 390 px"

/** Two published labels beside the draft: one as recorded, one written since (notes are on no page: no version). */
const publishedLabels = (workspace: WorkspaceId, brand: BrandId) =>
  Labels.use((labels) =>
    Effect.gen(function* () {
      for (const name of ["Grüner Veltliner", "Blaufränkisch Reserve"]) {
        const label = yield* createCompleteLabel(OWNER, workspace, brand, { name })
        yield* labels.publish(OWNER, label.id)
        if (name === "Grüner Veltliner") continue
        yield* Effect.sleep("5 millis")
        yield* labels.patch(OWNER, label.id, { notes: "Corks from the new supplier" })
      }
    })
  )

if (chromiumMissing === undefined) {
  layer(ConsoleBrowserLive, { excludeTestServices: true, timeout: "180 seconds" })(SUITE, (it) => {
    it.effect(
      "choose a workspace, find, create, duplicate and archive labels",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Flow", owner: OWNER, members: [] })
          yield* createCompleteLabel(OWNER, workspace.id, brandId, { name: "Silvaner Trocken", quantity: 750 })
          yield* publishedLabels(workspace.id, brandId)
          const { page, origin, requests, errors } = yield* signedInPage(OWNER)

          yield* step(() => page.getByRole("heading", { name: "Choose a workspace" }).waitFor())
          yield* noViolations(page, "workspaces")
          yield* screenshot(page, "console-workspaces.png")
          yield* step(() => page.getByRole("link", { name: "Weingut Flow" }).click())
          yield* step(() => page.getByRole("link", { name: "Silvaner Trocken" }).waitFor())
          yield* noViolations(page, "labels")
          yield* screenshot(page, "console-labels.png")

          yield* step(() => page.getByLabel("Search by name").fill("nothing like it"))
          yield* step(() => page.getByText("No label matches.").waitFor())
          yield* step(() => page.getByLabel("Search by name").fill("silv"))
          yield* step(() => page.getByRole("link", { name: "Silvaner Trocken" }).waitFor())
          yield* step(() => page.getByLabel("State").selectOption("published"))
          yield* step(() => page.getByText("No label matches.").waitFor())
          yield* step(() => page.getByLabel("Search by name").fill(""))
          // The server filters: only the label written since its latest version, with its state in words.
          yield* step(() => page.getByLabel("State").selectOption("changed"))
          yield* step(() => page.waitForFunction(() => document.querySelectorAll(".rows li").length === 1))
          yield* step(() => page.getByRole("link", { name: "Blaufränkisch Reserve" }).waitFor())
          assert.strictEqual(yield* step(() => page.locator(".rows .badge").textContent()), "Changed since published")
          yield* noViolations(page, "labels changed since published")
          yield* screenshot(page, "console-labels-changed.png")
          yield* step(() => page.getByLabel("State").selectOption(""))

          yield* step(() => page.getByRole("button", { name: "Duplicate Silvaner Trocken" }).click())
          yield* step(() => page.getByRole("link", { name: "Silvaner Trocken" }).nth(1).waitFor())
          yield* step(() => page.getByRole("button", { name: "Archive Silvaner Trocken" }).first().click())
          yield* step(() => page.waitForFunction(() => document.querySelectorAll(".rows li").length === 3))
          yield* step(() => page.getByLabel("Show archived labels").check())
          yield* step(() => page.getByRole("button", { name: "Restore Silvaner Trocken" }).waitFor())
          yield* step(() => page.getByLabel("Show archived labels").uncheck())

          yield* step(() => page.getByLabel("Name", { exact: true }).fill("Riesling Kabinett"))
          yield* step(() => page.getByLabel("Vintage").fill("2024"))
          yield* step(() => page.getByRole("button", { name: "Create label" }).click())
          yield* step(() => page.getByRole("heading", { name: /Riesling Kabinett/ }).waitFor())
          assert.match(page.url(), /#\/labels\/[0-9a-f-]{36}$/)
          assert.strictEqual(
            (yield* Labels.use((labels) =>
              labels.list(OWNER, { workspace_id: workspace.id, archived: false }, { limit: 10, offset: 0 })
            )).items.length,
            4
          )
          assert.deepStrictEqual(
            requests.filter((url) => !url.startsWith(origin)),
            [],
            "nothing from elsewhere"
          )
          assert.deepStrictEqual(errors, [])
        }).pipe(Effect.scoped),
      180_000
    )

    it.effect(
      "edit with the report beside the form, the GTIN checked as typed, the preview, publish after a confirmation",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Edit", owner: OWNER, members: [] })
          const label = yield* createCompleteLabel(OWNER, workspace.id, brandId, {
            name: "Grauburgunder",
            quantity: 750
          })
          yield* Labels.use((labels) => labels.patch(OWNER, label.id, { fat: null, fat_negligible: false }))
          const { page, origin } = yield* signedInPage(OWNER)
          yield* step(() => page.goto(`${origin}/console/#/labels/${label.id}`))
          yield* step(() => page.getByRole("heading", { name: /Grauburgunder/ }).waitFor())
          yield* step(() =>
            page
              .getByText(/Publishing is blocked by \d+ missing/)
              .first()
              .waitFor()
          )
          assert.isTrue(yield* step(() => page.getByRole("button", { name: "Publish" }).isDisabled()))
          yield* noViolations(page, "editor")
          yield* screenshot(page, "console-editor.png")

          // The report's entry names its field: pressing it leaves the user on the nutrition group.
          yield* step(() => page.getByRole("button", { name: /fat/ }).first().click())
          assert.strictEqual(yield* step(() => page.evaluate(() => document.activeElement?.id)), "field-fat")

          // The GTIN's check digit, as typed.
          const gtin = page.getByLabel("GTIN")
          yield* step(() => gtin.fill("4006381333932"))
          yield* step(() => page.getByText("Check digit wrong: it should be 1").waitFor())
          yield* step(() => gtin.fill("4006381333931"))
          yield* step(() => page.getByText("Check digit correct").waitFor())

          // An API error shows next to its field.
          yield* step(() => page.getByLabel("Alcohol (% vol)").fill("250"))
          yield* step(() => page.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => page.locator("#field-alcohol-error").waitFor())
          yield* step(() => page.getByLabel("Alcohol (% vol)").fill("12.5"))
          yield* step(() => page.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => page.getByRole("status").getByText("Saved").waitFor())

          // Ingredients from the catalogue: found by name, moved up by keyboard, marked organic, saved as a list.
          yield* step(() => page.getByLabel("Find an ingredient").fill("sucr"))
          yield* step(() => page.getByRole("button", { name: "Add Sucrose" }).click())
          yield* step(() => page.getByRole("button", { name: "Move Sucrose up" }).focus())
          yield* step(() => page.keyboard.press("Enter"))
          yield* step(() => page.getByRole("checkbox", { name: "Organic (Grapes)" }).check())
          yield* step(() => page.getByRole("button", { name: "Save ingredients" }).click())
          yield* step(() =>
            page.getByRole("button", { name: "Save ingredients" }).and(page.locator(":disabled")).waitFor()
          )
          const children = yield* Labels.use((labels) => labels.children(OWNER, label.id))
          assert.deepStrictEqual(
            children.ingredients
              .toSorted((a, b) => (a.order ?? 0) - (b.order ?? 0))
              .map((row) => [row.ingredient_id, row.is_organic]),
            [
              [catalogIds.ingredients.grapes, true],
              [catalogIds.ingredients.sucrose, false],
              [catalogIds.ingredients.sulphites, false]
            ]
          )

          // A display switch.
          yield* step(() => page.getByLabel("Show the bottle size").uncheck())
          yield* step(() => page.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => page.getByRole("status").getByText("Saved").waitFor())
          assert.isFalse((yield* Labels.use((labels) => labels.get(OWNER, label.id))).show_quantity)

          // The preview is the consumer page of this label, in the frame.
          const frame = page.frameLocator("iframe[title='Preview']")
          yield* step(() => frame.getByRole("heading", { name: /Grauburgunder/ }).waitFor())

          yield* Labels.use((labels) => labels.patch(OWNER, label.id, { fat_negligible: true }))
          yield* step(() => page.reload())
          yield* step(() => page.getByText("Ready to publish").waitFor())
          yield* step(() => page.getByRole("button", { name: "Publish" }).click())
          yield* step(() => page.getByText("The printed QR codes will open this page").waitFor())
          yield* noViolations(page, "publish confirmation")
          yield* screenshot(page, "console-publish.png")
          yield* step(() => page.getByRole("button", { name: "Yes, continue" }).click())
          yield* step(() => page.getByText("Published", { exact: true }).first().waitFor())
          assert.isTrue((yield* Labels.use((labels) => labels.get(OWNER, label.id))).is_published)
          yield* step(() => page.getByRole("button", { name: "Unpublish" }).click())
          yield* step(() => page.getByText("Printed QR codes point here").waitFor())
          yield* step(() => page.getByRole("button", { name: "Yes, continue" }).click())
          yield* step(() => page.getByRole("button", { name: "Unpublish" }).waitFor({ state: "detached" }))
          assert.isFalse((yield* Labels.use((labels) => labels.get(OWNER, label.id))).is_published)

          // The history: the published version and the withdrawal, what changed, and a version's page.
          yield* step(() => page.getByText(/Version 2, .* withdrawn/).waitFor())
          yield* step(() => page.getByRole("button", { name: "What changed in version 2" }).click())
          yield* step(() => page.getByRole("table", { name: "Changes from version 1 to 2" }).waitFor())
          yield* step(() => page.getByRole("button", { name: "Show the page of version 1" }).click())
          const versionPage = page.frameLocator("iframe[title='The page of version 1']")
          yield* step(() => versionPage.getByRole("heading", { name: /Grauburgunder/ }).waitFor())
          yield* noViolations(page, "history")
          yield* screenshot(page, "console-history.png")
        }).pipe(Effect.scoped),
      180_000
    )

    it.effect(
      "two tabs: the second save gets the conflict, then reloads or re-applies; German is one choice away",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Tabs", owner: OWNER, members: [] })
          const label = yield* createCompleteLabel(OWNER, workspace.id, brandId, { name: "Spätburgunder" })
          const { page, origin, context } = yield* signedInPage(OWNER)
          const other = yield* step(() => context.newPage())
          for (const tab of [page, other]) {
            yield* step(() => tab.goto(`${origin}/console/#/labels/${label.id}`))
            yield* step(() => tab.getByRole("heading", { name: /Spätburgunder/ }).waitFor())
          }
          yield* step(() => page.getByLabel("Second line of the name").fill("Tab one"))
          yield* step(() => page.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => page.getByRole("status").getByText("Saved").waitFor())

          yield* step(() => other.getByLabel("Vintage").fill("2019"))
          yield* step(() => other.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => other.getByText("Someone else saved this label meanwhile").waitFor())
          yield* noViolations(other, "conflict")
          yield* screenshot(other, "console-conflict.png")
          yield* step(() => other.getByRole("button", { name: "Apply my changes to theirs" }).click())
          yield* step(() => other.getByRole("status").getByText("Saved").waitFor())
          const saved = yield* Labels.use((labels) => labels.get(OWNER, label.id))
          assert.strictEqual(saved.name_line_2, "Tab one")
          assert.strictEqual(saved.vintage, "2019")

          yield* step(() => page.getByLabel("Vintage").fill("2020"))
          yield* step(() => page.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => page.getByRole("button", { name: "Reload their version" }).click())
          yield* step(() =>
            page.waitForFunction(() => (document.getElementById("field-vintage") as HTMLInputElement).value === "2019")
          )

          yield* step(() => page.getByLabel("Language", { exact: true }).selectOption("de"))
          yield* step(() => page.getByRole("button", { name: "Speichern", exact: true }).waitFor())
          assert.strictEqual(yield* step(() => page.evaluate(() => document.documentElement.lang)), "de")
          yield* noViolations(page, "German editor")
          yield* screenshot(page, "console-editor-de.png")
        }).pipe(Effect.scoped),
      180_000
    )
  })
} else {
  describe(SUITE, () => {
    it.skip(chromiumMissing ?? "", () => {})
  })
}
