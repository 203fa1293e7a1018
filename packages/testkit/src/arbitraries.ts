/**
 * Arbitraries of valid inputs, derived from the domain Schemas with
 * `effect/Arbitrary`. Fields the derivation cannot serve are swapped for
 * narrower Schemas whose values the original accepts:
 *
 * - URLs and date-times are checked by custom filters (`Schema.makeFilter`),
 *   which derivation can only apply by discarding samples, and random strings
 *   almost never pass them; they come from patterns of valid values instead.
 * - GTINs are checked by a check-digit filter: they come from a few valid
 *   GTIN-8, -12, -13 and -14.
 * - Catalogue ids come from the fixture catalogue, so writes are valid.
 * - Ids that must match other test state (`brand_id`, `default_format_id`,
 *   `workspace_id`) are left out; tests add them.
 *
 * Other fields are the Schemas' own: short strings of any code points
 * (`""`, NUL and lone surrogates included where the Schema allows them),
 * UUIDs of any case, any finite numbers in range.
 */
import {
  BusinessOperator,
  Gs1,
  LABEL_MEDIA_FIELDS,
  Label,
  LabelChildren,
  MarketingQrCode,
  Primitives,
  Translation
} from "@elabel/domain"
import { Arbitrary, Schema, Struct } from "effect"
import { catalogFixture, catalogIds } from "./catalogFixture.ts"

/** Absolute http(s) URLs on example hosts: a subset of `HttpUrl`. */
const TestUrl = Schema.String.check(
  Schema.isPattern(/^https?:\/\/(example\.com|wine\.example|shop\.example\.org)\/[a-z0-9-]{0,12}$/)
)

/** Existing date-times with an offset: a subset of `IsoDateTime`. */
const TestDateTime = Schema.String.check(
  Schema.isPattern(
    /^20[2-9][0-9]-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{3})?(Z|[+-]0[0-9]:(00|30))$/
  )
)

/** Valid GTINs of each accepted length: a subset of `Gtin`. */
const TestGtin = Schema.Literals(["96385074", "036000291452", "4006381333931", "09506000134352"])

const optionalNullable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))

/** One of the given ids (the fixture catalogue's). */
const oneOf = <const A extends string>(ids: Readonly<Record<string, A>>) => Schema.Literals(Object.values(ids))

/**
 * A struct's arbitrary that can fill many optional keys at once: derivation
 * gives an object at most `size` optional keys, so wide bodies (80 keys for a
 * label patch) are generated in parts of 8 fields and merged, keeping
 * strings as short as `size` makes them.
 */
const wide = <S extends Schema.Struct<Schema.Struct.Fields>>(schema: S): Arbitrary.Arbitrary<S["Type"]> => {
  const entries = Object.entries(schema.fields)
  const parts: Array<Arbitrary.Arbitrary<object>> = []
  for (let i = 0; i < entries.length; i += 8) {
    parts.push(Arbitrary.schema(Schema.Struct(Object.fromEntries(entries.slice(i, i + 8)))))
  }
  return Arbitrary.map(Arbitrary.all(parts), (values) => Object.assign({}, ...values))
}

const LabelPatchGen = Label.LabelPatch.mapFields(Struct.omit(["brand_id", "default_format_id"])).mapFields(
  Struct.assign({
    ...Primitives.fieldsOf(Label.labelUrlKeys, optionalNullable(TestUrl)),
    gtin: optionalNullable(TestGtin),
    country_of_origin_id: optionalNullable(oneOf(catalogIds.countries)),
    production_method_id: optionalNullable(oneOf(catalogIds.productionMethods)),
    // Media and operator ids must name records of the workspace (their own tests make them): a law's patch clears
    // them or leaves them.
    ...Object.fromEntries(
      [...Object.keys(LABEL_MEDIA_FIELDS), ...Object.keys(BusinessOperator.LABEL_OPERATOR_FIELDS)].map((key) => [
        key,
        Schema.optionalKey(Schema.Null)
      ])
    )
  })
)

/**
 * Bodies of `PATCH /v1/labels/{id}` without `brand_id` and
 * `default_format_id`; country and production method from the fixture; media ids only cleared.
 */
export const labelPatch: Arbitrary.Arbitrary<Label.LabelPatch> = wide(LabelPatchGen)

/** Bodies of `PUT /v1/labels/{id}/translations/{locale}`. */
export const translationPut: Arbitrary.Arbitrary<Translation.TranslationPut> = wide(Translation.TranslationPut)

const rows = <A>(row: Arbitrary.Arbitrary<A>): Arbitrary.Arbitrary<Array<A>> =>
  Arbitrary.array(row, { maxLength: Primitives.MAX_ITEMS })

const percentage = LabelChildren.GrapeVarietyInput.fields.percentage

/** Per fixture variety: the variety with none or one of its own synonyms. */
const varietyRows = catalogFixture.grapeVarieties.map((variety) =>
  Schema.Struct({
    grape_variety_id: Schema.Literal(variety.id),
    grape_variety_synonym_id:
      variety.synonyms.length > 0
        ? optionalNullable(Schema.Literals(variety.synonyms.map((synonym) => synonym.id)))
        : Schema.optionalKey(Schema.Null),
    percentage
  })
)

/** Rows of `PUT …/grape-varieties`: fixture varieties with matching synonyms, or no variety at all. */
export const grapeVarietiesPut: Arbitrary.Arbitrary<Array<LabelChildren.GrapeVarietyInput>> = rows(
  Arbitrary.schema(
    Schema.Union([...varietyRows, Schema.Struct({ grape_variety_id: Schema.optionalKey(Schema.Null), percentage })])
  )
)

/** Rows of `PUT …/ingredients`, naming fixture ingredients. */
export const ingredientsPut: Arbitrary.Arbitrary<Array<LabelChildren.IngredientInput>> = rows(
  Arbitrary.schema(
    LabelChildren.IngredientInput.mapFields(Struct.assign({ ingredient_id: oneOf(catalogIds.ingredients) }))
  )
)

/** Rows of `PUT …/packagings`, naming fixture materials. */
export const packagingsPut: Arbitrary.Arbitrary<Array<LabelChildren.PackagingInput>> = rows(
  Arbitrary.schema(
    LabelChildren.PackagingInput.mapFields(
      Struct.assign({ material_id: optionalNullable(oneOf(catalogIds.materials)) })
    )
  )
)

/** Rows of `PUT …/certifications`, naming fixture certifications. */
export const certificationsPut: Arbitrary.Arbitrary<Array<LabelChildren.CertificationInput>> = rows(
  Arbitrary.schema(Schema.Struct({ certification_id: oneOf(catalogIds.certifications) }))
)

/** Bodies of `POST /v1/labels/{id}/duplicate` without `brand_id` (it must be a brand of the workspace). */
export const labelDuplicate: Arbitrary.Arbitrary<Label.LabelDuplicate> = Arbitrary.schema(
  Label.LabelDuplicate.mapFields(Struct.omit(["brand_id"])).mapFields(
    Struct.assign({
      gtin: optionalNullable(TestGtin),
      formats: Schema.optionalKey(
        Schema.Array(
          Label.DuplicateFormat.mapFields(
            Struct.assign({ gtin: optionalNullable(TestGtin), image_id: Schema.optionalKey(Schema.Null) })
          )
        ).check(Schema.isMaxLength(Primitives.MAX_ITEMS))
      )
    })
  )
)

const qrCodeFields = {
  expires_at: optionalNullable(TestDateTime),
  expired_url: optionalNullable(TestUrl),
  ios_url: optionalNullable(TestUrl),
  android_url: optionalNullable(TestUrl)
}

/** Bodies of `POST /v1/marketing-qr-codes` without `workspace_id`: spread the workspace in. */
export const qrCodeCreate: Arbitrary.Arbitrary<Omit<MarketingQrCode.QrCodeCreate, "workspace_id">> = wide(
  MarketingQrCode.QrCodeCreate.mapFields(Struct.omit(["workspace_id"])).mapFields(
    Struct.assign({ url: TestUrl, ...qrCodeFields })
  )
)

/** Bodies of `PATCH /v1/marketing-qr-codes/{id}`. */
export const qrCodePatch: Arbitrary.Arbitrary<MarketingQrCode.QrCodePatch> = wide(
  MarketingQrCode.QrCodePatch.mapFields(Struct.assign({ url: Schema.optionalKey(TestUrl), ...qrCodeFields }))
)

/** A step of a label's life for tenancy and state-machine tests. */
export type LabelOperation =
  | { readonly _tag: "publish" }
  | { readonly _tag: "unpublish" }
  | { readonly _tag: "patch"; readonly patch: Label.LabelPatch }

/** Label operations: publish, unpublish, or a patch from `labelPatch`. */
export const operation: Arbitrary.Arbitrary<LabelOperation> = Arbitrary.flatMap(
  Arbitrary.schema(Schema.Literals(["publish", "unpublish", "patch"])),
  (tag): Arbitrary.Arbitrary<LabelOperation> =>
    tag === "patch" ? Arbitrary.map(labelPatch, (patch) => ({ _tag: tag, patch })) : Arbitrary.Constant({ _tag: tag })
)

/** Sequences of label operations, up to 20 long. */
export const operations: Arbitrary.Arbitrary<Array<LabelOperation>> = Arbitrary.array(operation, { maxLength: 20 })

/** Valid GTIN-14s: 13 random data digits and their check digit. */
export const gtin14: Arbitrary.Arbitrary<Gs1.Gtin14> = Arbitrary.map(
  Arbitrary.schema(Schema.String.check(Schema.isPattern(/^[0-9]{13}$/))),
  (data) => `${data}${Gs1.checkDigit(data)}` as Gs1.Gtin14
)

/** Values of AI (10), (21) or (22): 1 to 20 characters of GS1 character set 82. */
export const gs1QualifierValue: Arbitrary.Arbitrary<string> = Arbitrary.schema(
  Schema.String.check(Schema.isPattern(/^[!"%-?A-Z_a-z]{1,20}$/))
)

/** The key qualifiers a GS1 Digital Link for a GTIN may carry, each present or not. */
export interface GtinQualifiers {
  readonly cpv: string | null
  readonly lot: string | null
  readonly serial: string | null
}

/** Combinations of CPV, lot and serial, each present or absent. */
export const gtinQualifiers: Arbitrary.Arbitrary<GtinQualifiers> = Arbitrary.all({
  cpv: Arbitrary.schema(Schema.Boolean),
  lot: Arbitrary.schema(Schema.Boolean),
  serial: Arbitrary.schema(Schema.Boolean),
  values: Arbitrary.all([gs1QualifierValue, gs1QualifierValue, gs1QualifierValue])
}).pipe(
  Arbitrary.map(({ cpv, lot, serial, values: [a, b, c] }) => ({
    cpv: cpv ? a : null,
    lot: lot ? b : null,
    serial: serial ? c : null
  }))
)
