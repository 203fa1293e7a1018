import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { foldForSearch, localized } from "../src/catalog/Catalog.ts"
import { slugify } from "../src/label/Brand.ts"
import { Translation, toTranslation } from "../src/label/Translation.ts"
import { GENERATED_REF_PATTERN } from "../src/shared/ids.ts"
import { toPage } from "../src/shared/Paging.ts"
import { RefGenerator, randomRef } from "../src/shared/RefGenerator.ts"
import { availableQrCodes } from "../src/workspace/Workspace.ts"

describe("pure rules", () => {
  it.effect("generated refs are 10 characters of base62", () =>
    Effect.gen(function* () {
      const generator = yield* RefGenerator
      const refs = yield* Effect.replicateEffect(generator.next, 2000)
      for (const ref of refs) assert.match(ref, GENERATED_REF_PATTERN)
      assert.strictEqual(new Set(refs).size, refs.length)
    }).pipe(Effect.provide(RefGenerator.layer))
  )

  it("every base62 character appears in generated refs", () => {
    const seen = new Set(Array.from({ length: 500 }, randomRef).join(""))
    assert.strictEqual(seen.size, 62)
  })

  it("available QR codes = included - published, null means unlimited", () => {
    assert.strictEqual(availableQrCodes(10, 3), 7)
    assert.strictEqual(availableQrCodes(2, 5), 0)
    assert.isNull(availableQrCodes(null, 5))
  })

  it("a page reports has_more from one extra row", () => {
    const page = toPage([1, 2, 3], { limit: 2, offset: 4 })
    assert.deepStrictEqual(page, { items: [1, 2], limit: 2, offset: 4, has_more: true })
    assert.isFalse(toPage([1, 2], { limit: 2, offset: 0 }).has_more)
  })

  it("a translation stores absent fields as null and takes the locale from the argument", () => {
    const translation = toTranslation("de", { description: "Trocken" })
    assert.strictEqual(translation.locale, "de")
    assert.strictEqual(translation.description, "Trocken")
    assert.isNull(translation.allergen_text)
    // Every field of the resource is there, so a stored translation round-trips field for field.
    assert.sameMembers(Object.keys(translation), Object.keys(Translation.fields))
  })

  it("catalogue names fall back to the base name; search folds case and accents", () => {
    assert.strictEqual(localized("Sulphites", { de: "Sulfite" }, "de"), "Sulfite")
    assert.strictEqual(localized("Sulphites", { de: "Sulfite" }, "fr"), "Sulphites")
    assert.strictEqual(foldForSearch("Spätburgunder"), "spatburgunder")
  })

  it("slugs are URL-safe", () => {
    assert.strictEqual(slugify("Weingut Müller-Thurgau & Söhne"), "weingut-muller-thurgau-sohne")
    assert.strictEqual(slugify("Straße"), "strasse")
    assert.strictEqual(slugify("!!!"), "brand")
  })
})
