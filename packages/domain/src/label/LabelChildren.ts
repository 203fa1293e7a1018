/**
 * The four child lists of a label. A PUT replaces the whole list: the list
 * afterwards equals the body, and an empty array clears it.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import {
  CertificationId,
  ChildRowId,
  GrapeVarietyId,
  GrapeVarietySynonymId,
  IngredientId,
  MaterialId
} from "../shared/ids.ts"
import { MAX_ITEMS, Percentage, Text } from "../shared/primitives.ts"

export const GrapeVarietyRow = Schema.Struct(
  described({
    id: ChildRowId,
    grape_variety_id: Schema.NullOr(GrapeVarietyId),
    grape_variety_synonym_id: Schema.NullOr(GrapeVarietySynonymId),
    percentage: Schema.NullOr(Schema.Finite)
  })
).annotate({ identifier: "LabelGrapeVariety" })
export type GrapeVarietyRow = typeof GrapeVarietyRow.Type

export const IngredientRow = Schema.Struct(
  described({
    id: ChildRowId,
    ingredient_id: IngredientId,
    is_organic: Schema.NullOr(Schema.Boolean),
    order: Schema.NullOr(Schema.Int)
  })
).annotate({ identifier: "LabelIngredient" })
export type IngredientRow = typeof IngredientRow.Type

export const PackagingRow = Schema.Struct(
  described({
    id: ChildRowId,
    packaging_type: Schema.NullOr(Text),
    collection: Schema.NullOr(Text),
    material_id: Schema.NullOr(MaterialId)
  })
).annotate({ identifier: "LabelPackaging" })
export type PackagingRow = typeof PackagingRow.Type

export const CertificationRow = Schema.Struct(
  described({
    id: ChildRowId,
    certification_id: CertificationId
  })
).annotate({ identifier: "LabelCertification" })
export type CertificationRow = typeof CertificationRow.Type

const bounded = <S extends Schema.Top>(item: S) => Schema.Array(item).check(Schema.isMaxLength(MAX_ITEMS))

export const GrapeVarietyInput = Schema.Struct(
  described({
    grape_variety_id: Schema.optionalKey(Schema.NullOr(GrapeVarietyId)),
    grape_variety_synonym_id: Schema.optionalKey(Schema.NullOr(GrapeVarietySynonymId)),
    percentage: Schema.optionalKey(Schema.NullOr(Percentage))
  })
)
export type GrapeVarietyInput = typeof GrapeVarietyInput.Type

export const IngredientInput = Schema.Struct(
  described({
    ingredient_id: IngredientId,
    is_organic: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
    order: Schema.optionalKey(Schema.NullOr(Schema.Int))
  })
)
export type IngredientInput = typeof IngredientInput.Type

export const PackagingInput = Schema.Struct(
  described({
    packaging_type: Schema.optionalKey(Schema.NullOr(Text)),
    collection: Schema.optionalKey(Schema.NullOr(Text)),
    material_id: Schema.optionalKey(Schema.NullOr(MaterialId))
  })
)
export type PackagingInput = typeof PackagingInput.Type

export const CertificationInput = Schema.Struct(described({ certification_id: CertificationId }))
export type CertificationInput = typeof CertificationInput.Type

/** Bodies of the four child-list PUTs: at most 200 rows each. */
export const GrapeVarietiesPut = bounded(GrapeVarietyInput).annotate({ identifier: "GrapeVarietiesPut" })
export const IngredientsPut = bounded(IngredientInput).annotate({ identifier: "IngredientsPut" })
export const PackagingsPut = bounded(PackagingInput).annotate({ identifier: "PackagingsPut" })
export const CertificationsPut = bounded(CertificationInput).annotate({ identifier: "CertificationsPut" })

/** The four lists by name; also the names of the PUT paths. */
export interface LabelChildren {
  readonly grape_varieties: ReadonlyArray<GrapeVarietyRow>
  readonly ingredients: ReadonlyArray<IngredientRow>
  readonly packagings: ReadonlyArray<PackagingRow>
  readonly certifications: ReadonlyArray<CertificationRow>
}
export type ChildList = keyof LabelChildren

export const emptyChildren: LabelChildren = { grape_varieties: [], ingredients: [], packagings: [], certifications: [] }

/** Turns input rows into stored rows: fresh ids, absent fields null. */
export const toRows = {
  grape_varieties: (ids: ReadonlyArray<ChildRowId>, input: ReadonlyArray<GrapeVarietyInput>) =>
    input.map(
      (row, i): GrapeVarietyRow => ({
        id: ids[i]!,
        grape_variety_id: row.grape_variety_id ?? null,
        grape_variety_synonym_id: row.grape_variety_synonym_id ?? null,
        percentage: row.percentage ?? null
      })
    ),
  ingredients: (ids: ReadonlyArray<ChildRowId>, input: ReadonlyArray<IngredientInput>) =>
    input.map(
      (row, i): IngredientRow => ({
        id: ids[i]!,
        ingredient_id: row.ingredient_id,
        is_organic: row.is_organic ?? null,
        order: row.order ?? null
      })
    ),
  packagings: (ids: ReadonlyArray<ChildRowId>, input: ReadonlyArray<PackagingInput>) =>
    input.map(
      (row, i): PackagingRow => ({
        id: ids[i]!,
        packaging_type: row.packaging_type ?? null,
        collection: row.collection ?? null,
        material_id: row.material_id ?? null
      })
    ),
  certifications: (ids: ReadonlyArray<ChildRowId>, input: ReadonlyArray<CertificationInput>) =>
    input.map((row, i): CertificationRow => ({ id: ids[i]!, certification_id: row.certification_id }))
}
