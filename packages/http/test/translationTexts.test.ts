/**
 * What the API reference says of each translation text is what the e-label
 * page does with it: a label gets every text of its English translation set
 * to a marker, and the page in English shows exactly the markers of the
 * texts whose description says "shown", none of those it says are "Not
 * shown on the e-label page" (the sales texts, kept off the e-label).
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels, Translation } from "@elabel/domain"
import { users } from "@elabel/testkit"
import { Effect } from "effect"
import { ReferenceDomain } from "./support/referenceWire.ts"
import { richLabel } from "./support/richLabel.ts"
import { openApp } from "./support/scanner.ts"

const marker = (key: string) => `«${key}»`

describe("translation texts", () => {
  it.effect("are shown on the e-label page exactly when the API reference says they are", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel()
      yield* (yield* Labels).putTranslation(
        users.editor,
        label.id,
        "en",
        Object.fromEntries(Translation.translationKeys.map((key) => [key, marker(key)]))
      )
      const page = yield* app.send("GET", `/l/${label.ref}?lang=en`)
      assert.strictEqual(page.status, 200, page.text)
      const document = JSON.parse((yield* app.send("GET", "/openapi.json")).text) as {
        components: { schemas: { Translation: { properties: Record<string, { description: string }> } } }
      }
      const described = document.components.schemas.Translation.properties
      const hidden = Translation.translationKeys.filter((key) =>
        described[key]?.description.includes("Not shown on the e-label page")
      )
      for (const key of Translation.translationKeys) {
        const says = described[key]?.description ?? ""
        if (hidden.includes(key)) assert.notInclude(page.text, marker(key), `${key}: ${says}`)
        else {
          assert.include(says, "shown", key)
          assert.include(page.text, marker(key), `${key}: ${says}`)
        }
      }
      // The sales and marketing texts: descriptions, tasting notes, the vineyard's story, pairing, sustainability.
      assert.lengthOf(hidden, 15)
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )
})
