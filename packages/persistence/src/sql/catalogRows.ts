/**
 * The row Schemas of the catalogue tables: each catalogue's entry Schema
 * plus its `names` (`jsonb`, arriving parsed). A closure type's material and
 * a variety's synonyms come as `jsonb` built by the query.
 */
import { Catalog } from "@elabel/domain"
import { Schema, SchemaGetter } from "effect"
import { rowDecoder } from "./rowSchemas.ts"

const Names = Schema.Record(Schema.String, Schema.String)
const isKind = Schema.is(Catalog.CertificationKind)

/** A certification's `kind` column: a kind the domain does not know reads as null. */
const Kind = Schema.NullOr(Schema.String).pipe(
  Schema.decodeTo(Schema.NullOr(Catalog.CertificationKind), {
    decode: SchemaGetter.transform((kind: string | null) => (kind !== null && isKind(kind) ? kind : null)),
    encode: SchemaGetter.transform((kind: Catalog.CertificationKind | null): string | null => kind)
  })
)

/** A `catalog_ingredients` row. */
export const decodeIngredient = rowDecoder(
  Schema.Struct({ ...Catalog.IngredientEntry.fields, names: Names, organic_names: Names })
)

/** A `catalog_closure_types` row with `material` (id and name) and `material_names` of its material. */
export const decodeClosureType = rowDecoder(
  Schema.Struct({ ...Catalog.ClosureTypeEntry.fields, names: Names, material_names: Names })
)

/** A `catalog_grape_varieties` row with its `synonyms` (id and name, in order). */
export const decodeGrapeVariety = rowDecoder(Catalog.GrapeVarietyEntry)

/** A `catalog_ingredient_categories` row. */
export const decodeIngredientCategory = rowDecoder(
  Schema.Struct({ ...Catalog.IngredientCategoryEntry.fields, names: Names })
)

/** A `catalog_materials` row. */
export const decodeMaterial = rowDecoder(Schema.Struct({ ...Catalog.MaterialEntry.fields, names: Names }))

/** A `catalog_countries` row. */
export const decodeCountry = rowDecoder(Schema.Struct({ ...Catalog.CountryEntry.fields, names: Names }))

/** A `catalog_certifications` row. */
export const decodeCertification = rowDecoder(
  Schema.Struct({ ...Catalog.CertificationEntry.fields, kind: Kind, names: Names })
)

/** A `catalog_production_methods` row. */
export const decodeProductionMethod = rowDecoder(
  Schema.Struct({ ...Catalog.ProductionMethodEntry.fields, names: Names })
)
