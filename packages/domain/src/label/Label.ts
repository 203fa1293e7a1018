/**
 * Label: the product data, nutrition and analysis values, operators, display
 * switches and links of one wine, with its formats and translations embedded.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { Gtin } from "../shared/Gs1.ts"
import { BrandId, LabelId, Ref, Uuid, WorkspaceId } from "../shared/ids.ts"
import { Locale } from "../shared/Locale.ts"
import {
  Amount,
  fieldsOf,
  HttpUrl,
  MAX_ITEMS,
  Name,
  Percentage,
  Quantity,
  ResourceVersion,
  Text
} from "../shared/primitives.ts"
import { Format } from "./Format.ts"
import { Translation } from "./Translation.ts"

/** Free-text label fields a PATCH may set: string or null, at most 2000 characters. */
export const labelTextKeys = [
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
  "notes"
] as const

/** Label links: absolute http(s) URLs or null (see `HttpUrl`). */
export const labelUrlKeys = [
  "marketing_link_href",
  "outside_eu_forward_href",
  "scan_with_service_href",
  "scan_with_service_forward_href"
] as const

/** Display switches and flags: boolean or null. */
export const labelFlagKeys = [
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
] as const

/** Analysis (g/l) and nutrition values (g per 100 ml, kJ, kcal; units in Energy.ts): non-negative numbers or null. */
export const labelAmountKeys = [
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
] as const

/** Alcohol values in % vol: 0 to 100 or null. */
export const labelAlcoholKeys = ["alcohol", "alcohol_label"] as const

/** References to other records: uuid or null. */
export const labelRefKeys = [
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
] as const

/** Output-only string fields, set by the service. */
const outputTextKeys = ["ref", "published_at", "short_url", "short_url_marketing", "created_at", "updated_at"] as const

const scalarFields = {
  id: LabelId,
  workspace_id: WorkspaceId,
  brand_id: Schema.NullOr(BrandId),
  name: Name,
  is_non_vintage: Schema.Boolean,
  is_published: Schema.Boolean,
  is_archived: Schema.Boolean,
  version: ResourceVersion,
  locale: Schema.NullOr(Text),
  ...fieldsOf(outputTextKeys, Schema.NullOr(Text)),
  ...fieldsOf(labelTextKeys, Schema.NullOr(Text)),
  ...fieldsOf(labelUrlKeys, Schema.NullOr(Text)),
  ...fieldsOf(labelFlagKeys, Schema.NullOr(Schema.Boolean)),
  quantity: Schema.NullOr(Schema.Finite),
  ...fieldsOf(labelAlcoholKeys, Schema.NullOr(Schema.Finite)),
  ...fieldsOf(labelAmountKeys, Schema.NullOr(Schema.Finite)),
  ...fieldsOf(labelRefKeys, Schema.NullOr(Uuid))
}

/** A label without its embedded lists: what a label row holds. */
export const LabelRecord = Schema.Struct(described(scalarFields)).annotate({ identifier: "LabelRecord" })
export type LabelRecord = typeof LabelRecord.Type

/** The Label resource of the spec: every field, formats and translations embedded. */
export const Label = Schema.Struct(
  described({
    ...scalarFields,
    formats: Schema.Array(Format).check(Schema.isMaxLength(MAX_ITEMS)),
    translations: Schema.Array(Translation).check(Schema.isMaxLength(MAX_ITEMS))
  })
).annotate({ identifier: "Label" })
export type Label = typeof Label.Type

/** Body of `PATCH /v1/labels/{id}`: omitted untouched, null clears, publish state untouchable. */
export const LabelPatch = Schema.Struct(
  described({
    name: Schema.optionalKey(Name),
    is_non_vintage: Schema.optionalKey(Schema.Boolean),
    is_archived: Schema.optionalKey(Schema.Boolean),
    locale: Schema.optionalKey(Schema.NullOr(Locale)),
    ...fieldsOf(labelTextKeys, Schema.optionalKey(Schema.NullOr(Text))),
    gtin: Schema.optionalKey(Schema.NullOr(Gtin)),
    ...fieldsOf(labelUrlKeys, Schema.optionalKey(Schema.NullOr(HttpUrl))),
    ...fieldsOf(labelFlagKeys, Schema.optionalKey(Schema.NullOr(Schema.Boolean))),
    quantity: Schema.optionalKey(Schema.NullOr(Quantity)),
    ...fieldsOf(labelAlcoholKeys, Schema.optionalKey(Schema.NullOr(Percentage))),
    ...fieldsOf(labelAmountKeys, Schema.optionalKey(Schema.NullOr(Amount))),
    brand_id: Schema.optionalKey(Schema.NullOr(BrandId)),
    ...fieldsOf(labelRefKeys, Schema.optionalKey(Schema.NullOr(Uuid)))
  })
).annotate({ identifier: "LabelPatch" })
export type LabelPatch = typeof LabelPatch.Type

/** Body of `POST /v1/labels`. quantity/gtin/consumer_product_variant/lot also make the default format. */
export const LabelCreate = Schema.Struct(
  described({
    workspace_id: WorkspaceId,
    brand_id: BrandId,
    name: Name,
    ref: Schema.optionalKey(Ref),
    internal_name: Schema.optionalKey(Schema.NullOr(Text)),
    name_line_2: Schema.optionalKey(Schema.NullOr(Text)),
    name_line_3: Schema.optionalKey(Schema.NullOr(Text)),
    vintage: Schema.optionalKey(Schema.NullOr(Text)),
    is_non_vintage: Schema.optionalKey(Schema.Boolean),
    locale: Schema.optionalKey(Schema.NullOr(Locale)),
    label_design: Schema.optionalKey(Schema.NullOr(Text)),
    quantity: Schema.optionalKey(Schema.NullOr(Quantity)),
    gtin: Schema.optionalKey(Schema.NullOr(Gtin)),
    consumer_product_variant: Schema.optionalKey(Schema.NullOr(Text)),
    lot: Schema.optionalKey(Schema.NullOr(Text)),
    internal_reference: Schema.optionalKey(Schema.NullOr(Text))
  })
).annotate({ identifier: "LabelCreate" })
export type LabelCreate = typeof LabelCreate.Type

/** A format in a duplicate body: quantity required. */
export const DuplicateFormat = Schema.Struct(
  described({
    quantity: Quantity,
    image_id: Schema.optionalKey(Schema.NullOr(Uuid)),
    internal_reference: Schema.optionalKey(Schema.NullOr(Text)),
    gtin: Schema.optionalKey(Schema.NullOr(Gtin)),
    consumer_product_variant: Schema.optionalKey(Schema.NullOr(Text)),
    lot: Schema.optionalKey(Schema.NullOr(Text))
  })
)
export type DuplicateFormat = typeof DuplicateFormat.Type

/** Body of `POST /v1/labels/{id}/duplicate`: omitted fields take the original's values. */
export const LabelDuplicate = Schema.Struct(
  described({
    name: Schema.optionalKey(Name),
    name_line_2: Schema.optionalKey(Schema.NullOr(Text)),
    name_line_3: Schema.optionalKey(Schema.NullOr(Text)),
    vintage: Schema.optionalKey(Schema.NullOr(Text)),
    brand_id: Schema.optionalKey(BrandId),
    quantity: Schema.optionalKey(Schema.NullOr(Quantity)),
    use_gs1_digital_link: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
    gtin: Schema.optionalKey(Schema.NullOr(Gtin)),
    consumer_product_variant: Schema.optionalKey(Schema.NullOr(Text)),
    formats: Schema.optionalKey(Schema.Array(DuplicateFormat).check(Schema.isMaxLength(MAX_ITEMS)))
  })
).annotate({ identifier: "LabelDuplicate" })
export type LabelDuplicate = typeof LabelDuplicate.Type

/** The answer of a duplicate: the new label's id. */
export const DuplicateResult = Schema.Struct(described({ id: LabelId }))
export type DuplicateResult = typeof DuplicateResult.Type

/** The short link of a label: `{public_base_url}/l/{ref}`. */
export const labelShortUrl = (baseUrl: string, ref: string): string => `${baseUrl}/l/${ref}`

/** Whether a create body asks for a default format. */
export const wantsDefaultFormat = (input: LabelCreate): boolean =>
  input.quantity != null || input.gtin != null || input.consumer_product_variant != null || input.lot != null

const allNullKeys = [
  ...labelTextKeys,
  ...labelUrlKeys,
  ...labelFlagKeys,
  ...labelAlcoholKeys,
  ...labelAmountKeys,
  ...labelRefKeys,
  "published_at",
  "short_url",
  "short_url_marketing",
  "quantity",
  "locale"
] as const

/** The label fields a create may set beyond its body's: a PATCH's, but name, brand, default format and archiving. */
export type LabelFields = Omit<LabelPatch, "name" | "brand_id" | "default_format_id" | "is_archived">

/** A new label row: the create body (and any further fields) over a record whose optional fields are null. */
export const newLabelRecord = (fields: {
  readonly id: LabelId
  readonly ref: string
  readonly now: string
  readonly input: LabelCreate & LabelFields
}): LabelRecord => {
  const { workspace_id, brand_id, name, ref: _ref, ...rest } = fields.input
  return {
    ...(Object.fromEntries(allNullKeys.map((key) => [key, null])) as Pick<LabelRecord, (typeof allNullKeys)[number]>),
    ...rest,
    id: fields.id,
    workspace_id,
    brand_id,
    name,
    ref: fields.ref,
    is_non_vintage: rest.is_non_vintage ?? false,
    is_published: false,
    is_archived: false,
    version: 1,
    created_at: fields.now,
    updated_at: fields.now
  }
}
