/**
 * Rows decoded at the boundary. A resource's row Schema is its domain Schema
 * with the columns whose driver type differs read through a column Schema
 * (`timestamptz` arrives as a `Date`, `bigint` as a `bigint`); columns the
 * Schema does not name (`workspace_id` of a format, `position`) are dropped.
 *
 * Decoders are compiled once, and check what a row is made of (every key,
 * its type, null or not) but not the domain's refinements (lengths, UUID
 * shapes), which the same Schemas enforced when the value was written: on
 * the read path of every request that halves the cost of decoding (ADR 0023).
 * A row that does not decode throws, which the effect running it turns into
 * a defect: the migrations and the domain disagree, a bug rather than an
 * outage, so it is never a `PersistenceUnavailable` (see `errors.ts`).
 */
import {
  Brand,
  BusinessOperator,
  Format,
  Label,
  LabelChildren,
  MarketingQrCode,
  type StoredFormat,
  type StoredWorkspace,
  Translation,
  Workspace,
  WorkspaceId
} from "@elabel/domain"
import { Option, Schema, SchemaGetter } from "effect"

const { transform } = SchemaGetter

/** A nullable `timestamptz` column: the driver's `Date`, as the ISO 8601 UTC string with milliseconds the domain keeps. */
export const Timestamp = Schema.NullOr(Schema.Date).pipe(
  Schema.decodeTo(Schema.NullOr(Schema.String), {
    decode: transform((date: Date | null) => (date === null ? null : date.toISOString())),
    encode: transform((text: string | null) => (text === null ? null : new Date(text)))
  })
)

/** A `timestamptz NOT NULL` column. */
export const RequiredTimestamp = Schema.Date.pipe(
  Schema.decodeTo(Schema.String, {
    decode: transform((date: Date) => date.toISOString()),
    encode: transform((text: string) => new Date(text))
  })
)

/** A `bigint NOT NULL` column (a version, a count) as a number: the domain writes safe integers only. */
export const Int8 = Schema.BigInt.pipe(
  Schema.decodeTo(Schema.Number, { decode: transform(Number), encode: transform(BigInt) })
)

/** A nullable `bigint` column as a number. */
export const NullableInt8 = Schema.NullOr(Schema.BigInt).pipe(
  Schema.decodeTo(Schema.NullOr(Schema.Number), {
    decode: transform((n: bigint | null) => (n === null ? null : Number(n))),
    encode: transform((n: number | null) => (n === null ? null : BigInt(n)))
  })
)

/** The compiled decoder of a row Schema (see the module comment for what it checks). */
export const rowDecoder = <S extends Schema.ConstraintDecoder<unknown>>(schema: S): ((row: unknown) => S["Type"]) =>
  Schema.decodeUnknownSync(schema, { disableChecks: true })

/** The decoded first row, if any. */
export const firstRow =
  <A>(decode: (row: unknown) => A) =>
  (rows: ReadonlyArray<unknown>): Option.Option<A> =>
    rows.length === 0 ? Option.none() : Option.some(decode(rows[0]))

/** A label row. */
export const decodeLabelRecord = rowDecoder(
  Schema.Struct({
    ...Label.LabelRecord.fields,
    published_at: Timestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
    version: Int8
  })
)

const FormatRow = Schema.Struct({
  ...Format.Format.fields,
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Int8
})

/** A `label_formats` row as a format. */
export const decodeFormat = rowDecoder(FormatRow)

const decodeFormatWithWorkspace = rowDecoder(Schema.Struct({ ...FormatRow.fields, workspace_id: WorkspaceId }))

/** A `label_formats` row as a format with its label's workspace (a column, not a format field). */
export const decodeStoredFormat = (row: unknown): StoredFormat => {
  const { workspace_id, ...format } = decodeFormatWithWorkspace(row)
  return { format, workspace_id }
}

/** A `label_translations` row. */
export const decodeTranslation = rowDecoder(Translation.Translation)

/** A `brands` row. */
export const decodeBrand = rowDecoder(Schema.Struct({ ...Brand.Brand.fields, version: Int8 }))

/** A `business_operators` row. */
export const decodeBusinessOperator = rowDecoder(
  Schema.Struct({ ...BusinessOperator.BusinessOperator.fields, version: Int8 })
)

/** A `marketing_qr_codes` row: the resource and its ref. */
export const decodeQrCode = rowDecoder(
  Schema.Struct({
    ...MarketingQrCode.MarketingQrCode.fields,
    ref: Schema.String,
    published_at: Timestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
    version: Int8
  })
)

const { available_marketing_qr_codes: _derived, ...workspaceFields } = Workspace.Workspace.fields

const decodeWorkspaceRow = rowDecoder(
  Schema.Struct({
    ...workspaceFields,
    premium_started_at: Timestamp,
    pro_started_at: Timestamp,
    included_marketing_qr_codes: NullableInt8,
    published_qr_codes: Int8
  })
)

/** A `workspaces` row with its count of published codes (the column `published_qr_codes`). */
export const decodeStoredWorkspace = (row: unknown): StoredWorkspace => {
  const { published_qr_codes, ...record } = decodeWorkspaceRow(row)
  return { record, published_qr_codes }
}

/** The rows of each child list of a label, in their order. */
export const decodeChildRows: {
  readonly [K in LabelChildren.ChildList]: (rows: ReadonlyArray<unknown>) => LabelChildren.LabelChildren[K]
} = {
  grape_varieties: rowDecoder(Schema.Array(LabelChildren.GrapeVarietyRow)),
  ingredients: rowDecoder(Schema.Array(Schema.Struct({ ...LabelChildren.IngredientRow.fields, order: NullableInt8 }))),
  packagings: rowDecoder(Schema.Array(LabelChildren.PackagingRow)),
  certifications: rowDecoder(Schema.Array(LabelChildren.CertificationRow))
}

const decodeCountRow = rowDecoder(Schema.Struct({ count: Int8 }))

/** The number a `SELECT count(*) AS count …` answers (0 without a row). */
export const decodeCount = (rows: ReadonlyArray<unknown>): number =>
  Option.match(firstRow(decodeCountRow)(rows), { onNone: () => 0, onSome: (row) => row.count })
