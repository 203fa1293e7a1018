import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { BrandPatch } from "../src/label/Brand.ts"
import { LabelCreate, LabelPatch } from "../src/label/Label.ts"
import { IngredientsPut, PackagingsPut } from "../src/label/LabelChildren.ts"
import { TranslationPut } from "../src/label/Translation.ts"
import { QrCodeCreate } from "../src/marketing/MarketingQrCode.ts"
import { strictParseOptions } from "../src/shared/primitives.ts"

const decode = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown) =>
  Schema.decodeUnknownResult(schema)(input, strictParseOptions)

const accepts = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown) =>
  assert.isTrue(Result.isSuccess(decode(schema, input)), JSON.stringify(input).slice(0, 200))
const refuses = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown) =>
  assert.isTrue(Result.isFailure(decode(schema, input)), JSON.stringify(input).slice(0, 200))

const uuid = "7c0d9a4e-2f7b-4a53-9b84-0f8d6f0a1b2c"

describe("input schemas", () => {
  it("label PATCH: omitted and null are different, non-nullable fields refuse null", () => {
    const omitted = decode(LabelPatch, {})
    const cleared = decode(LabelPatch, { vintage: null })
    assert.isTrue(Result.isSuccess(omitted) && !("vintage" in omitted.success))
    assert.isTrue(Result.isSuccess(cleared) && cleared.success.vintage === null)
    for (const key of ["name", "is_non_vintage", "is_archived"]) refuses(LabelPatch, { [key]: null })
  })

  it("refuses unknown and output-only keys, even with values their type would take", () => {
    const outputOnly = {
      is_published: true,
      published_at: "2026-11-21T10:00:00.000Z",
      short_url: "https://elabel.example/l/abc",
      ref: "abc",
      id: uuid,
      workspace_id: uuid,
      created_at: "2026-11-21T10:00:00.000Z",
      version: 7,
      x: "v"
    }
    for (const [key, value] of Object.entries(outputOnly)) refuses(LabelPatch, { [key]: value })
    // The same body without the output-only key is fine: the key alone is what is refused.
    accepts(LabelPatch, { name: "Riesling" })
    refuses(BrandPatch, { slug: "s" })
    refuses(TranslationPut, { locale: "de" })
  })

  it("counts string bounds in code points: 2000 accepted, 2001 refused", () => {
    accepts(LabelPatch, { notes: "a".repeat(2000) })
    refuses(LabelPatch, { notes: "a".repeat(2001) })
    accepts(LabelPatch, { notes: "🍷".repeat(2000) })
    refuses(LabelPatch, { notes: "🍷".repeat(2001) })
    refuses(LabelPatch, { name: "" })
  })

  it("accepts only absolute http(s) URLs", () => {
    accepts(QrCodeCreate, { workspace_id: uuid, url: "https://example.com/wine?x=1" })
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "/relative", "ftp://example.com", ""]) {
      refuses(QrCodeCreate, { workspace_id: uuid, url })
    }
  })

  it("quantity is a positive integer of millilitres up to 100000", () => {
    const base = { workspace_id: uuid, brand_id: uuid, name: "Riesling" }
    accepts(LabelCreate, { ...base, quantity: 750 })
    accepts(LabelCreate, { ...base, quantity: 100000 })
    for (const quantity of [0, -1, 0.5, 100001, "750"]) refuses(LabelCreate, { ...base, quantity })
  })

  it("numbers must be finite; alcohol is a percentage", () => {
    accepts(LabelPatch, { alcohol: 12.5, sugar: 0 })
    refuses(LabelPatch, { alcohol: 101 })
    refuses(LabelPatch, { sugar: -1 })
    refuses(LabelPatch, { sugar: Number.POSITIVE_INFINITY })
  })

  it("child lists hold at most 200 rows", () => {
    const row = { ingredient_id: uuid }
    accepts(
      IngredientsPut,
      Array.from({ length: 200 }, () => row)
    )
    refuses(
      IngredientsPut,
      Array.from({ length: 201 }, () => row)
    )
    refuses(
      PackagingsPut,
      Array.from({ length: 201 }, () => ({}))
    )
    refuses(IngredientsPut, [{}])
  })

  it("a caller-chosen ref is 1 to 64 characters of [A-Za-z0-9_-]", () => {
    const base = { workspace_id: uuid, brand_id: uuid, name: "Riesling" }
    accepts(LabelCreate, { ...base, ref: "riesling-2024_A" })
    accepts(LabelCreate, { ...base, ref: "a".repeat(64) })
    for (const ref of ["", "a".repeat(65), "has space", "ü"]) refuses(LabelCreate, { ...base, ref })
  })

  it("label locale must be supported", () => {
    accepts(LabelPatch, { locale: "de" })
    refuses(LabelPatch, { locale: "xx" })
  })
})

describe("storable values", () => {
  it("refuses NUL characters and unpaired surrogates in text", () => {
    refuses(LabelPatch, { notes: "a\u0000b" })
    refuses(LabelPatch, { notes: "\ud800" })
    accepts(LabelPatch, { notes: "Spätburgunder 🍷" })
  })

  it("canonicalises UUIDs to lower case", () => {
    const result = decode(LabelPatch, { brand_id: uuid.toUpperCase() })
    assert.isTrue(Result.isSuccess(result) && result.success.brand_id === uuid)
  })
})
