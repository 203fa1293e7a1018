/**
 * The public side of labels: which refs show a page (published), which
 * answer not found (unknown, never published) or gone (withdrawn), what a
 * format ref shows, and where a GS1 Digital Link goes.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  type BrandId,
  Brands,
  type Format,
  Formats,
  Gs1Resolutions,
  Gs1Resolver,
  type Label,
  Labels,
  PublicPages,
  QrTargets
} from "@elabel/domain"
import { catalogIds, createCompleteLabel, seedWorkspace, TestLayer, testPublicBaseUrl, users } from "@elabel/testkit"
import { Arbitrary, Effect, Schema } from "effect"
import { failsWith, tick } from "./support.ts"

const GTIN = "4006381333931"
const OTHER_GTIN = "4000000000013"

/** A published label made by `users.editor` with `fields`, in a fresh workspace. */
const publishedLabel = (fields: Partial<Label.LabelCreate> = {}, patch: Label.LabelPatch = {}) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace()
    const labels = yield* Labels
    const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, fields)
    yield* labels.patch(users.editor, draft.id, patch)
    return yield* labels.publish(users.editor, draft.id)
  })

/** Adds a format to a label, one second after the last write (so creation order is clear). */
const addFormat = (label: Label.Label, input: Format.FormatCreate) =>
  Effect.andThen(
    tick,
    Formats.use((formats) => formats.add(users.editor, label.id, input))
  )

/** The brand of a label made by `publishedLabel` (it always has one). */
const brandOf = (label: Label.Label): BrandId => {
  assert.isNotNull(label.brand_id)
  return label.brand_id as BrandId
}

const resolve = (gtin: string, lot?: string, cpv?: string) =>
  Gs1Resolutions.use((resolutions) => resolutions.resolveGs1(gtin, { lot, cpv }))

describe("the page of /l/{ref}", () => {
  it.effect("a published label shows; unknown and never-published refs are not found; withdrawn ones are gone", () =>
    Effect.gen(function* () {
      const pages = yield* PublicPages
      const label = yield* publishedLabel({ name: "Riesling Kabinett", vintage: "2023", quantity: 750 })
      const page = yield* pages.page(label.ref ?? "")
      assert.deepStrictEqual(page.name_lines, [{ text: "Riesling Kabinett", small: false }])
      assert.strictEqual(page.vintage, "2023")
      assert.strictEqual(page.fill_volume, "750 ml")

      assert.strictEqual((yield* failsWith(pages.page("no-such-ref"), "NotFound")).id, "no-such-ref")
      const { workspace, brandId } = yield* seedWorkspace()
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      yield* failsWith(pages.page(draft.ref ?? ""), "NotFound")

      yield* (yield* Labels).unpublish(users.editor, label.id)
      yield* failsWith(pages.page(label.ref ?? ""), "Gone")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a format ref shows its label with the format's volume and lot; a withdrawn label's format is gone", () =>
    Effect.gen(function* () {
      const pages = yield* PublicPages
      const label = yield* publishedLabel({ quantity: 750, lot: "L-LABEL" })
      const magnum = yield* addFormat(label, { quantity: 1500, lot: "L-MAG", gtin: OTHER_GTIN })
      const page = yield* pages.page(magnum.ref ?? "")
      assert.strictEqual(page.fill_volume, "1.5 l")
      assert.strictEqual(page.lot, "L-MAG")
      assert.strictEqual(page.gtin, OTHER_GTIN)
      yield* (yield* Labels).unpublish(users.editor, label.id)
      yield* failsWith(pages.page(magnum.ref ?? ""), "Gone")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the page speaks the language asked for and names the producer from the brand", () =>
    Effect.gen(function* () {
      const pages = yield* PublicPages
      const label = yield* publishedLabel({ locale: "de" })
      yield* (yield* Labels).putTranslation(users.editor, label.id, "fr", { region: "Moselle" })
      yield* (yield* Brands).patch(users.owner, brandOf(label), {
        street: "Weinstraße 1",
        zipcode: "54470",
        city: "Bernkastel-Kues",
        producer_identification_number: "DE-123"
      })

      const french = yield* pages.page(label.ref ?? "", { lang: "fr", acceptLanguage: "de" })
      assert.strictEqual(french.locale, "fr")
      assert.deepStrictEqual(french.available_locales, ["de", "fr"])
      assert.deepStrictEqual(french.producer, {
        name: "Weingut Test",
        address: "Weinstraße 1, 54470 Bernkastel-Kues",
        number: "DE-123"
      })
      assert.strictEqual((yield* pages.page(label.ref ?? "", { acceptLanguage: "fr-CH, de;q=0.5" })).locale, "fr")
      // Italian has the page's words though the label has no Italian texts: those stay German.
      const italian = yield* pages.page(label.ref ?? "", { acceptLanguage: "it" })
      assert.deepStrictEqual(
        [italian.locale, italian.text_locale, italian.strings.producer],
        ["it", "de", "Produttore"]
      )

      yield* (yield* Labels).patch(users.editor, label.id, { producer_number_only: true })
      assert.deepStrictEqual((yield* pages.page(label.ref ?? "")).producer, {
        name: null,
        address: null,
        number: "DE-123"
      })
      yield* (yield* Labels).patch(users.editor, label.id, { hide_producer: true })
      assert.isNull((yield* pages.page(label.ref ?? "")).producer)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the page names the grape varieties, synonyms as chosen, with their shares", () =>
    Effect.gen(function* () {
      const pages = yield* PublicPages
      const label = yield* publishedLabel({ locale: "de" })
      const { grapeVarieties: gv, grapeVarietySynonyms: syn } = catalogIds
      yield* (yield* Labels).putGrapeVarieties(users.editor, label.id, [
        { grape_variety_id: gv.pinotNoir, grape_variety_synonym_id: syn.spaetburgunder, percentage: 85.5 },
        { grape_variety_id: gv.riesling, percentage: 14.5 },
        { grape_variety_id: gv.chardonnay }
      ])
      const page = yield* pages.page(label.ref ?? "", { lang: "en" })
      assert.deepStrictEqual(page.grape_varieties, [
        { name: "Spätburgunder", percentage: "85.5\u00a0%" },
        { name: "Riesling", percentage: "14.5\u00a0%" },
        { name: "Chardonnay", percentage: null }
      ])
      assert.strictEqual((yield* pages.page(label.ref ?? "")).grape_varieties[0]?.percentage, "85,5\u00a0%")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the catalogue names the label's ingredients, allergens and certifications", () =>
    Effect.gen(function* () {
      const pages = yield* PublicPages
      const labels = yield* Labels
      const label = yield* publishedLabel()
      yield* labels.putIngredients(users.editor, label.id, [
        { ingredient_id: catalogIds.ingredients.grapes, order: 1 },
        { ingredient_id: catalogIds.ingredients.sulphites, order: 2 }
      ])
      yield* labels.putCertifications(users.editor, label.id, [
        { certification_id: catalogIds.certifications.euOrganic }
      ])
      const page = yield* pages.page(label.ref ?? "")
      const items = page.ingredients.flatMap((group) => group.items)
      assert.deepStrictEqual(
        items.map((item) => item.id),
        [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites]
      )
      assert.deepStrictEqual(
        items.map((item) => item.allergen),
        [false, true]
      )
      assert.strictEqual(page.certifications.length, 1)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("GS1 Digital Link /01/{gtin}[/10/{lot}]", () => {
  const digitalLink = { use_gs1_digital_link: true }

  it.effect("a GTIN-13 resolves, padded to 14, to the page of its format", () =>
    Effect.gen(function* () {
      const label = yield* publishedLabel({}, digitalLink)
      const format = yield* addFormat(label, { quantity: 750, gtin: GTIN })
      assert.strictEqual((yield* resolve(GTIN)).location, `${testPublicBaseUrl}/l/${format.ref}`)
      assert.strictEqual((yield* resolve(`0${GTIN}`)).location, `${testPublicBaseUrl}/l/${format.ref}`)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("malformed GTINs are invalid: wrong check digit, letters, wrong length", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* failsWith(resolve("4006381333932"), "InvalidGtin")).reason, "bad-check-digit")
      assert.strictEqual((yield* failsWith(resolve("40063813339x1"), "InvalidGtin")).reason, "not-digits")
      assert.strictEqual((yield* failsWith(resolve("12345"), "InvalidGtin")).reason, "wrong-length")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the lot picks its format; without a lot (or an unknown one) the format without a lot wins", () =>
    Effect.gen(function* () {
      const label = yield* publishedLabel({}, digitalLink)
      const lotA = yield* addFormat(label, { gtin: GTIN, lot: "A1" })
      const plain = yield* addFormat(label, { gtin: GTIN })
      const lotB = yield* addFormat(label, { gtin: GTIN, lot: "B2" })
      assert.strictEqual((yield* resolve(GTIN, "B2")).location, `${testPublicBaseUrl}/l/${lotB.ref}`)
      assert.strictEqual((yield* resolve(GTIN, "A1")).location, `${testPublicBaseUrl}/l/${lotA.ref}`)
      assert.strictEqual((yield* resolve(GTIN)).location, `${testPublicBaseUrl}/l/${plain.ref}`)
      assert.strictEqual((yield* resolve(GTIN, "ZZ9")).location, `${testPublicBaseUrl}/l/${plain.ref}`)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("when every format has a lot, a link without one goes to the first created", () =>
    Effect.gen(function* () {
      const label = yield* publishedLabel({}, digitalLink)
      const first = yield* addFormat(label, { gtin: GTIN, lot: "A1" })
      yield* addFormat(label, { gtin: GTIN, lot: "B2" })
      assert.strictEqual((yield* resolve(GTIN)).location, `${testPublicBaseUrl}/l/${first.ref}`)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the label's own GTIN resolves to the label's page when no format has it", () =>
    Effect.gen(function* () {
      const label = yield* publishedLabel({}, { ...digitalLink, gtin: GTIN })
      yield* addFormat(label, { gtin: OTHER_GTIN })
      assert.strictEqual((yield* resolve(GTIN)).location, `${testPublicBaseUrl}/l/${label.ref}`)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect(
    "labels without use_gs1_digital_link, drafts and unknown GTINs are not found; withdrawn ones are gone",
    () =>
      Effect.gen(function* () {
        yield* failsWith(resolve(GTIN), "NotFound")
        const plain = yield* publishedLabel({}, { use_gs1_digital_link: false })
        yield* addFormat(plain, { gtin: GTIN })
        yield* failsWith(resolve(GTIN), "NotFound")

        const { workspace, brandId } = yield* seedWorkspace()
        const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        yield* (yield* Labels).patch(users.editor, draft.id, digitalLink)
        yield* addFormat(draft, { gtin: OTHER_GTIN })
        yield* failsWith(resolve(OTHER_GTIN), "NotFound")

        const withdrawn = yield* publishedLabel({}, digitalLink)
        yield* addFormat(withdrawn, { gtin: "4012345678901" })
        assert.strictEqual((yield* resolve("4012345678901")).location.startsWith(`${testPublicBaseUrl}/l/`), true)
        yield* (yield* Labels).unpublish(users.editor, withdrawn.id)
        yield* failsWith(resolve("4012345678901"), "Gone")
        yield* failsWith(resolve("4012345678901", "L-unknown"), "Gone")
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect.prop(
    "the QR code of a Digital Link format opens that format's page, whatever text its lot and variant hold",
    { lot: Arbitrary.schema(Schema.String), cpv: Arbitrary.schema(Schema.NullOr(Schema.String)) },
    ({ lot, cpv }) =>
      Effect.gen(function* () {
        const label = yield* publishedLabel({ gtin: GTIN }, digitalLink)
        const format = yield* addFormat(label, { gtin: GTIN, lot, consumer_product_variant: cpv })
        const own = `${testPublicBaseUrl}/l/${format.ref}`
        const uri = yield* (yield* QrTargets).format(users.viewer, format.id)
        // A Digital Link another format would answer is no code for this one: it carries its short link.
        if (!uri.startsWith(`${testPublicBaseUrl}/01/`)) return assert.strictEqual(uri, own)
        const parsed = Gs1Resolver.parseDigitalLinkRequest(new URL(uri).pathname)
        if (parsed._tag === "Failure") return assert.fail(`${uri}: ${parsed.failure.reason}`)
        const { gtin } = parsed.success
        const qualifiers = {
          cpv: Gs1Resolver.qualifierOf(parsed.success, "22"),
          lot: Gs1Resolver.qualifierOf(parsed.success, "10")
        }
        const resolution = yield* (yield* Gs1Resolutions).resolveGs1(gtin, qualifiers)
        assert.strictEqual(resolution.location, own, uri)
      }).pipe(Effect.provide(TestLayer)),
    { timeout: 60_000, arbitrary: { runs: 30 } }
  )
})
