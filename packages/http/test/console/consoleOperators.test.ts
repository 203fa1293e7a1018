/**
 * The editor's group of the bottler and the other business operators in
 * headless Chromium at 390 px, checked by axe-core: an operator created in
 * the group (a refusal under its field) and chosen as the bottler by the
 * keyboard, saved with the label and read back through the API and the
 * preview; one operator in two roles, each button naming its role; the
 * chosen one's details edited in place, a change made meanwhile reported and
 * read again, the new name in the preview; a label naming an operator not
 * among the workspace's, and a read that fails; the group in German.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import { BusinessOperatorId, BusinessOperators, UserId } from "@elabel/domain"
import { catalogIds, createCompleteLabel, seedWorkspace } from "@elabel/testkit"
import { Effect } from "effect"
import { chromiumMissing } from "../support/chromium.ts"
import { ConsoleBrowserLive, noViolations, screenshotOf, signedInPage, step } from "./support.ts"

const OWNER = UserId.make("console-operators-owner")
const SUITE = "the console's bottler and other operators in Chromium at 390 px"

if (chromiumMissing === undefined) {
  layer(ConsoleBrowserLive, { excludeTestServices: true, timeout: "180 seconds" })(SUITE, (it) => {
    it.effect(
      "an operator created, chosen as bottler and saved with the label; its details edited in place",
      () =>
        Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Abfüller", owner: OWNER, members: [] })
          const label = yield* createCompleteLabel(OWNER, workspace.id, brandId, { name: "Silvaner Trocken" })
          const distributor = yield* BusinessOperators.use((operators) =>
            operators.create(OWNER, { workspace_id: workspace.id, name: "Vertrieb Muster GmbH" })
          )
          const { page, origin, errors } = yield* signedInPage(OWNER)
          /** A resource read through the HTTP API with the page's session. */
          const read = (path: string) =>
            step(async () => (await (await page.request.get(`${origin}${path}`)).json()) as Record<string, unknown>)
          yield* step(() => page.goto(`${origin}/console/#/labels/${label.id}`))
          yield* step(() => page.getByRole("heading", { name: /Silvaner Trocken/ }).waitFor())
          /** Waits until the field `id` shows `value`. */
          const shows = (id: string, value: string) =>
            step(() =>
              page.waitForFunction(
                ([id, value]) => (document.getElementById(id ?? "") as HTMLInputElement | null)?.value === value,
                [id, value]
              )
            )
          const group = page.getByRole("group", { name: "Bottler and other operators" })
          const bottler = group.getByLabel("Bottler", { exact: true })

          // The workspace's operators are the choices of every role.
          yield* step(() => group.getByLabel("Distributor", { exact: true }).selectOption("Vertrieb Muster GmbH"))

          // A new bottler: its form opens with the focus in its first field; a refusal shows under its field.
          yield* step(() => group.getByRole("button", { name: "New bottler" }).click())
          const created = group.getByRole("group", { name: "New bottler" })
          yield* step(() => created.getByLabel("Name of the business").and(page.locator(":focus")).waitFor())
          yield* step(() => page.keyboard.type("Kellerei Beispiel eG"))
          yield* step(() => created.getByLabel("Street").fill("Weinstraße 5"))
          yield* step(() => created.getByLabel("Postcode").fill("67146"))
          yield* step(() => created.getByLabel("Town").fill("Deidesheim"))
          yield* step(() => created.getByLabel("Country").selectOption({ label: "Germany" }))
          const number = created.getByLabel("Registration number (e.g. bottler number)")
          yield* step(() => number.fill("E".repeat(2001)))
          yield* step(() => created.getByRole("button", { name: "Create and choose" }).click())
          yield* step(() => created.locator("#operator-registration_number-error").waitFor())
          yield* noViolations(page, "a new bottler refused")
          // Enter in a field creates the operator, which becomes the bottler; the focus returns to the choice.
          yield* step(() => number.fill("EMB 67146"))
          yield* step(() => number.press("Enter"))
          yield* step(() => group.getByRole("status").getByText("Kellerei Beispiel eG created and chosen").waitFor())
          yield* step(() => bottler.and(page.locator(":focus")).waitFor())
          yield* step(() => page.keyboard.press("Tab"))
          yield* step(() => page.keyboard.press("Tab"))
          yield* step(() => page.keyboard.press("Space"))
          yield* step(() =>
            group.getByLabel("Name the bottler by its number only").and(page.locator(":checked")).waitFor()
          )
          // The same operator as the manufacturer: each role's button names its role.
          yield* step(() => group.getByLabel("Manufacturer", { exact: true }).selectOption("Kellerei Beispiel eG"))
          yield* step(() => group.getByRole("button", { name: "Edit the bottler: Kellerei Beispiel eG" }).waitFor())
          yield* step(() =>
            group.getByRole("button", { name: "Edit the manufacturer: Kellerei Beispiel eG" }).waitFor()
          )
          yield* noViolations(page, "the operators group")
          yield* step(() => page.getByRole("button", { name: "Save", exact: true }).click())
          yield* step(() => page.getByRole("status").getByText("Saved", { exact: true }).waitFor())

          // Through the API: the label names the new operator, which holds what was typed.
          const stored = yield* read(`/v1/labels/${label.id}`)
          const operatorId = String(stored.bottler_id)
          assert.strictEqual(yield* step(() => bottler.inputValue()), operatorId)
          assert.deepStrictEqual(
            [stored.distributor_id, stored.ppwr_manufacturer_id, stored.bottler_number_only, stored.hide_bottler],
            [distributor.id, operatorId, true, null]
          )
          const operator = yield* read(`/v1/business-operators/${operatorId}`)
          assert.deepStrictEqual(
            [operator.name, operator.street, operator.zipcode, operator.city, operator.country_id],
            ["Kellerei Beispiel eG", "Weinstraße 5", "67146", "Deidesheim", catalogIds.countries.germany]
          )
          assert.strictEqual(operator.registration_number, "EMB 67146")
          // The preview names the bottler by its number only.
          const frame = page.frameLocator("iframe[title='Preview']")
          yield* step(() =>
            frame
              .getByText(/EMB 67146/)
              .first()
              .waitFor()
          )

          // Its details edited in place with If-Match: a change made meanwhile is reported, read again, kept.
          yield* step(() => group.getByRole("button", { name: "Edit the bottler: Kellerei Beispiel eG" }).click())
          yield* step(() => group.getByRole("group", { name: "Bottler: details of Kellerei Beispiel eG" }).waitFor())
          const details = group.locator("#operator-form-bottler_id")
          yield* shows("operator-city", "Deidesheim")
          yield* BusinessOperators.use((operators) =>
            operators.patch(OWNER, BusinessOperatorId.make(operatorId), { street: "Weinstraße 7" })
          )
          yield* step(() => details.getByLabel("Town").fill("Neustadt"))
          const saveDetails = details.getByRole("button", { name: "Save details" })
          yield* step(() => saveDetails.click())
          yield* step(() =>
            details
              .getByRole("alert")
              .getByText(/Someone else changed these details/)
              .waitFor()
          )
          yield* shows("operator-street", "Weinstraße 7")
          yield* step(() => details.getByLabel("Name of the business").fill("Kellerei Neustadt eG"))
          yield* step(() => saveDetails.click())
          yield* step(() => details.getByRole("status").getByText("Details saved").waitFor())
          const edited = yield* read(`/v1/business-operators/${operatorId}`)
          assert.deepStrictEqual([edited.street, edited.city], ["Weinstraße 7", "Neustadt"])
          // The label's version stays, yet the preview is read again: the manufacturer's new name shows.
          yield* step(() => group.getByRole("group", { name: "Bottler: details of Kellerei Neustadt eG" }).waitFor())
          yield* step(() =>
            frame
              .getByText(/Kellerei Neustadt eG/)
              .first()
              .waitFor()
          )
          yield* noViolations(page, "an operator's details")
          yield* screenshotOf(group, "console-group-operators.png")

          // A label naming an operator not among the workspace's (older data): shown as unknown, not editable;
          // a read of an operator's details that fails is said, not loading for ever.
          const unknown = "00000000-0000-4000-8000-000000000000"
          yield* step(() =>
            page.route(`${origin}/v1/labels/${label.id}`, async (route) => {
              if (route.request().method() !== "GET") return route.fallback()
              const response = await route.fetch()
              return route.fulfill({ response, json: { ...(await response.json()), bottler_id: unknown } })
            })
          )
          yield* step(() =>
            page.route(`${origin}/v1/business-operators/${distributor.id}`, (route) =>
              route.fulfill({ status: 404, json: { title: "Not Found", status: 404 } })
            )
          )
          yield* step(() => page.reload())
          yield* step(() =>
            bottler
              .locator("option:checked", { hasText: `Unknown operator (${unknown})` })
              .waitFor({ state: "attached" })
          )
          assert.strictEqual(yield* step(() => bottler.inputValue()), unknown)
          assert.strictEqual(yield* step(() => group.getByRole("button", { name: /^Edit the bottler/ }).count()), 0)
          yield* step(() => group.getByRole("button", { name: "Edit the distributor: Vertrieb Muster GmbH" }).click())
          yield* step(() =>
            group
              .locator("#operator-form-distributor_id")
              .getByRole("alert")
              .getByText(/could not be read/)
              .waitFor()
          )
          yield* noViolations(page, "an unknown operator, an unreadable one")
          yield* step(() => page.unrouteAll())
          yield* step(() => page.reload())
          yield* step(() => page.getByRole("heading", { name: /Silvaner Trocken/ }).waitFor())

          yield* step(() => page.getByLabel("Language", { exact: true }).selectOption("de"))
          yield* step(() => page.getByRole("group", { name: "Abfüller und weitere Unternehmen" }).waitFor())
          yield* noViolations(page, "the operators group in German")
          yield* screenshotOf(page.locator("#group-operators"), "console-group-operators-de.png")
          assert.deepStrictEqual(errors, [])
        }).pipe(Effect.scoped),
      180_000
    )
  })
} else {
  describe(SUITE, () => {
    it.skip(chromiumMissing ?? "", () => {})
  })
}
