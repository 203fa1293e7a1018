/**
 * Format: a sellable variant of a label (fill volume, GTIN, lot, …) with its
 * own public short-link ref.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { Gtin } from "../shared/Gs1.ts"
import { FormatId, LabelId, Ref, Uuid } from "../shared/ids.ts"
import { HttpUrl, IsoDate, MAX_ITEMS, Quantity, ResourceVersion, Text } from "../shared/primitives.ts"

/** The Format resource of the spec, field for field. */
export const Format = Schema.Struct(
  described({
    id: FormatId,
    label_id: LabelId,
    ref: Schema.NullOr(Text),
    gtin: Schema.NullOr(Text),
    consumer_product_variant: Schema.NullOr(Text),
    lot: Schema.NullOr(Text),
    internal_reference: Schema.NullOr(Text),
    shop_url: Schema.NullOr(Text),
    short_url: Schema.NullOr(Text),
    available_from: Schema.NullOr(Text),
    created_at: Schema.NullOr(Text),
    updated_at: Schema.NullOr(Text),
    quantity: Schema.NullOr(Schema.Finite),
    image_id: Schema.NullOr(Uuid),
    version: ResourceVersion
  })
).annotate({ identifier: "Format" })
export type Format = typeof Format.Type

const editableFields = {
  quantity: Schema.optionalKey(Schema.NullOr(Quantity)),
  gtin: Schema.optionalKey(Schema.NullOr(Gtin)),
  consumer_product_variant: Schema.optionalKey(Schema.NullOr(Text)),
  lot: Schema.optionalKey(Schema.NullOr(Text)),
  internal_reference: Schema.optionalKey(Schema.NullOr(Text)),
  shop_url: Schema.optionalKey(Schema.NullOr(HttpUrl)),
  available_from: Schema.optionalKey(Schema.NullOr(IsoDate)),
  image_id: Schema.optionalKey(Schema.NullOr(Uuid))
}

/** Body of `POST /v1/labels/{id}/formats`; a ref is generated when omitted. */
export const FormatCreate = Schema.Struct(described({ ref: Schema.optionalKey(Ref), ...editableFields })).annotate({
  identifier: "FormatCreate"
})
export type FormatCreate = typeof FormatCreate.Type

/**
 * Body of `PATCH /v1/label-formats/{id}`: the fields of the create but
 * `ref`, PATCH semantics. A ref is output-only once given (as everywhere):
 * it is printed on bottles, and changing it would break their QR codes.
 */
export const FormatPatch = Schema.Struct(described(editableFields)).annotate({ identifier: "FormatPatch" })
export type FormatPatch = typeof FormatPatch.Type

/** Whether a label with `count` formats is over the limit (the Label resource embeds at most `MAX_ITEMS`). */
export const tooManyFormats = (count: number): boolean => count > MAX_ITEMS

/** The reason of the `Conflict` a write over the format limit fails with. */
export const FORMAT_LIMIT_REASON = `a label has at most ${MAX_ITEMS} formats`

/** The short link of a format: `{public_base_url}/l/{format_ref}`. */
export const formatShortUrl = (baseUrl: string, ref: string): string => `${baseUrl}/l/${ref}`

/**
 * A new format with every field the input omits set to null. Its `short_url`
 * is null until its label is first published (`labelPublished`), like the
 * label's own: before, the link answers 404.
 */
export const newFormat = (
  fields: {
    readonly id: FormatId
    readonly label_id: LabelId
    readonly ref: string
    readonly now: string
    /** Whether the label was ever published; omitted: not yet. */
    readonly labelPublished?: boolean
  },
  baseUrl: string,
  input: Omit<FormatCreate, "ref">
): Format => ({
  id: fields.id,
  label_id: fields.label_id,
  ref: fields.ref,
  gtin: input.gtin ?? null,
  consumer_product_variant: input.consumer_product_variant ?? null,
  lot: input.lot ?? null,
  internal_reference: input.internal_reference ?? null,
  shop_url: input.shop_url ?? null,
  short_url: fields.labelPublished === true ? formatShortUrl(baseUrl, fields.ref) : null,
  available_from: input.available_from ?? null,
  created_at: fields.now,
  updated_at: fields.now,
  quantity: input.quantity ?? null,
  image_id: input.image_id ?? null,
  version: 1
})
