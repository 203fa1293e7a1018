/**
 * The stored version document of format `elabel-version/1`, frozen like a
 * migration (ADR 0014, ADR 0036): it names, literally, every field a
 * document of this format holds, as the service wrote them from 2026-11-23
 * (b8d2e73) on, and it never changes. It imports no Schema of the editable
 * label (`Label`, `Format`, `Brand`, the catalogue's), so a field added
 * there changes no stored page; a document that must hold more is a new
 * format with its own file and an upgrade from this one.
 *
 * The values are the JSON types as written (ids as strings, no refinement):
 * the write checked them, and a stored document is read as it was hashed.
 * Keys a document holds beyond these are dropped when it is decoded.
 */
import { Schema } from "effect"
import { fieldsOf } from "../shared/primitives.ts"

/** The format tag of these documents, part of every hashed document. */
export const FORMAT_V1 = "elabel-version/1"

const text = Schema.NullOr(Schema.String)
const flag = Schema.NullOr(Schema.Boolean)
const amount = Schema.NullOr(Schema.Number)

/** Names by locale code, e.g. `{ "de": "Sulfite" }`. */
const Names = Schema.Record(Schema.String, Schema.String)

/** The translation texts, in the spec's order (the order the page lists them in). */
export const translationTextKeysV1 = [
  "description",
  "description_full",
  "designation_of_origin",
  "origin",
  "region",
  "quality",
  "sensory_description",
  "aroma",
  "serving_temperature",
  "harvest_date",
  "age_of_the_vines",
  "soil",
  "yield_per_hectare",
  "maturation",
  "aging_potential",
  "single_vineyard",
  "allergen_text",
  "custom_ingredients",
  "message_certifications",
  "message_food_pairing",
  "message_geographical",
  "message_organic",
  "message_production_method",
  "message_recycling",
  "message_responsible_consumption",
  "message_sustainability"
] as const

const TranslationV1 = Schema.Struct({ locale: Schema.String, ...fieldsOf(translationTextKeysV1, text) })

const FormatV1 = Schema.Struct({
  id: Schema.String,
  label_id: Schema.String,
  ...fieldsOf(
    [
      "ref",
      "gtin",
      "consumer_product_variant",
      "lot",
      "internal_reference",
      "shop_url",
      "short_url",
      "available_from",
      "created_at",
      "image_id"
    ] as const,
    text
  ),
  quantity: amount
})

const LabelV1 = Schema.Struct({
  id: Schema.String,
  workspace_id: Schema.String,
  brand_id: text,
  name: Schema.String,
  is_non_vintage: Schema.Boolean,
  is_published: Schema.Boolean,
  is_archived: Schema.Boolean,
  ...fieldsOf(
    [
      "locale",
      "ref",
      "published_at",
      "short_url",
      "short_url_marketing",
      "created_at",
      "internal_name",
      "name_line_2",
      "name_line_3",
      "vintage",
      "gtin",
      "consumer_product_variant",
      "lot",
      "internal_reference",
      "label_design",
      "color",
      "product_type",
      "sweetness",
      "packaging_gas",
      "inspection_number",
      "organic_certificate_number",
      "minimum_durability_date",
      "dealcoholisation_status",
      "marketing_link_type",
      "image_orientation",
      "notes",
      "marketing_link_href",
      "outside_eu_forward_href",
      "scan_with_service_href",
      "scan_with_service_forward_href",
      "country_of_origin_id",
      "single_vineyard_id",
      "production_method_id",
      "bottler_id",
      "distributor_id",
      "ppwr_importer_id",
      "ppwr_manufacturer_id",
      "image_id",
      "original_image_id",
      "data_sheet_file_id",
      "inspection_report_id",
      "primary_brand_asset_id",
      "default_format_id"
    ] as const,
    text
  ),
  ...fieldsOf(
    [
      "name_line_2_small",
      "name_line_3_small",
      "producer_number_only",
      "bottler_number_only",
      "distributor_number_only",
      "hide_producer",
      "hide_bottler",
      "hide_distributor",
      "hide_ppwr_importer",
      "hide_ppwr_manufacturer",
      "hide_conformity_declaration",
      "fat_negligible",
      "carbohydrates_negligible",
      "protein_negligible",
      "salt_negligible",
      "calculate_manually",
      "summarize_small_amounts",
      "use_gs1_digital_link",
      "use_recycling_regulations",
      "show_allergen_text",
      "show_inspection_number",
      "show_product_type",
      "show_quantity",
      "show_sweetness",
      "dealcoholisation_applied"
    ] as const,
    flag
  ),
  ...fieldsOf(
    [
      "quantity",
      "alcohol",
      "alcohol_label",
      "residual_sugar",
      "sugar",
      "acidity",
      "glycerin",
      "energy_kcal",
      "energy_kj",
      "fat",
      "saturated_fat",
      "carbohydrates",
      "protein",
      "salt",
      "portion_size"
    ] as const,
    amount
  ),
  formats: Schema.Array(FormatV1),
  translations: Schema.Array(TranslationV1)
})

const ChildrenV1 = Schema.Struct({
  grape_varieties: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      grape_variety_id: text,
      grape_variety_synonym_id: text,
      percentage: amount
    })
  ),
  ingredients: Schema.Array(
    Schema.Struct({ id: Schema.String, ingredient_id: Schema.String, is_organic: flag, order: amount })
  ),
  packagings: Schema.Array(
    Schema.Struct({ id: Schema.String, packaging_type: text, collection: text, material_id: text })
  ),
  certifications: Schema.Array(Schema.Struct({ id: Schema.String, certification_id: Schema.String }))
})

const BrandV1 = Schema.Struct({
  id: Schema.String,
  workspace_id: Schema.String,
  name: Schema.String,
  is_primary_brand: Schema.Boolean,
  is_published: Schema.Boolean,
  ...fieldsOf(
    [
      "slug",
      "short_url",
      "city",
      "street",
      "zipcode",
      "locale",
      "email",
      "phone",
      "managing_director_under_commercial_law",
      "vat",
      "company_registration_number",
      "producer_identification_number",
      "organic_certification_number",
      "commercial_court",
      "imprint",
      "label_bg_hero_color",
      "website",
      "webshop",
      "imprint_href",
      "privacy_href",
      "facebook",
      "instagram",
      "youtube",
      "tiktok",
      "linkedin",
      "country_id",
      "logo_id",
      "primary_brand_asset_id",
      "default_bottler_id",
      "default_distributor_id",
      "ppwr_importer_id",
      "ppwr_manufacturer_id"
    ] as const,
    text
  )
})

/** A catalogue entry whose only translated field is its name. */
const named = { id: Schema.String, name: text, names: Names }

const CatalogV1 = Schema.Struct({
  ingredients: Schema.Array(
    Schema.Struct({
      ...named,
      organic_name: text,
      organic_names: Names,
      is_allergen: flag,
      order: amount,
      ingredient_category_id: text
    })
  ),
  ingredientCategories: Schema.Array(Schema.Struct({ ...named, order: amount, prints_name: Schema.Boolean })),
  materials: Schema.Array(Schema.Struct({ ...named, code: text, abbreviation: text, number: amount })),
  certifications: Schema.Array(Schema.Struct({ ...named, kind: text })),
  countries: Schema.Array(Schema.Struct({ ...named, code: text })),
  productionMethods: Schema.Array(Schema.Struct(named)),
  /** Written since 6e87f59 (2026-11-23); the documents of b8d2e73 name no grape variety. */
  grapeVarieties: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        id: Schema.String,
        name: text,
        synonyms: Schema.Array(Schema.Struct({ id: Schema.String, name: text }))
      })
    )
  )
})

/** What a version of format 1 holds: everything its pages show, catalogue names as they were. */
export const SnapshotV1 = Schema.Struct({
  label: LabelV1,
  children: ChildrenV1,
  /** The label's brand (its name, address and producer number are printed), or null. */
  brand: Schema.NullOr(BrandV1),
  catalog: CatalogV1
})
export type SnapshotV1 = typeof SnapshotV1.Type

/** A stored version document of format 1: the version's metadata, the previous version's hash and the snapshot. */
export const VersionDocumentV1 = Schema.Struct({
  format: Schema.Literal(FORMAT_V1),
  label_id: Schema.String,
  workspace_id: Schema.String,
  version: Schema.Number,
  created_at: Schema.String,
  created_by: Schema.String,
  is_published: Schema.Boolean,
  previous_hash: Schema.NullOr(Schema.String),
  /**
   * SHA-256 of the canonical JSON of what the pages show: of every rendered page until ADR 0053, of the
   * snapshot's view (`snapshotView`) since. A write compares snapshots, not this hash, so both stay valid.
   */
  view_hash: Schema.String,
  snapshot: SnapshotV1
})
export type VersionDocumentV1 = typeof VersionDocumentV1.Type
