/**
 * The label document of bulk import and export: the Label resource of a GET
 * with its four child lists and its brand's name. Export writes it whole;
 * import reads the same shape, ignoring the output-only keys (ids, refs,
 * versions, timestamps, publish dates, short links), so an export can be
 * imported as it is.
 */
import { Schema } from "effect"
import { Format, FormatPatch } from "../label/Format.ts"
import { Label, LabelPatch } from "../label/Label.ts"
import {
  CertificationRow,
  CertificationsPut,
  GrapeVarietiesPut,
  GrapeVarietyRow,
  IngredientRow,
  IngredientsPut,
  type LabelChildren,
  PackagingRow,
  PackagingsPut
} from "../label/LabelChildren.ts"
import { TranslationPut } from "../label/Translation.ts"
import { described } from "../shared/descriptions/index.ts"
import type { FieldIssue } from "../shared/errors.ts"
import { Locale } from "../shared/Locale.ts"
import { MAX_ITEMS, Name, strictParseOptions, Text } from "../shared/primitives.ts"
import { fieldIssues } from "../shared/SchemaIssues.ts"

/** Most documents (or CSV rows) one import takes. */
export const MAX_IMPORT_ROWS = 5000

const IS_DEFAULT =
  "Whether this format is the label's default one (what the label's QR code and page name). Export writes it " +
  "on every format; on import, at most one format says true, and none saying so keeps the label's default."

/**
 * A format in a document: the writable format fields, and whether it is the
 * label's default format (the one the label's QR code and page name). At most
 * one format says `is_default: true`; none saying it leaves the default as it is.
 */
export const FormatDocument = Schema.Struct({
  ...FormatPatch.fields,
  ...described({ is_default: Schema.optionalKey(Schema.Boolean) }, { is_default: IS_DEFAULT })
}).annotate({ identifier: "FormatDocument" })
export type FormatDocument = typeof FormatDocument.Type

/** A translation in a document: its locale and texts. */
export const TranslationDocument = Schema.Struct({ locale: Locale, ...TranslationPut.fields }).annotate({
  identifier: "TranslationDocument"
})
export type TranslationDocument = typeof TranslationDocument.Type

const { default_format_id: _defaultFormat, ...labelFields } = LabelPatch.fields

/**
 * One label as import reads it. `name` is required; every other key is
 * optional, and an omitted key leaves an existing label's value as it is.
 * `brand_id` (a brand of the workspace) or else `brand` (a brand's name)
 * picks the brand; neither: an existing label keeps its own, a new one gets
 * the workspace's primary brand. `is_published`
 * true publishes, false withdraws.
 */
export const LabelDocument = Schema.Struct({
  ...labelFields,
  name: Name,
  brand: Schema.optionalKey(Schema.NullOr(Text)),
  is_published: Schema.optionalKey(Schema.Boolean),
  formats: Schema.optionalKey(Schema.Array(FormatDocument).check(Schema.isMaxLength(MAX_ITEMS))),
  translations: Schema.optionalKey(Schema.Array(TranslationDocument).check(Schema.isMaxLength(MAX_ITEMS))),
  grape_varieties: Schema.optionalKey(GrapeVarietiesPut),
  ingredients: Schema.optionalKey(IngredientsPut),
  packagings: Schema.optionalKey(PackagingsPut),
  certifications: Schema.optionalKey(CertificationsPut)
}).annotate({ identifier: "LabelDocument" })
export type LabelDocument = typeof LabelDocument.Type

/** The label keys a document sets on the label row itself. */
export type LabelDocumentFields = Omit<
  LabelDocument,
  | "brand"
  | "brand_id"
  | "is_published"
  | "formats"
  | "translations"
  | "grape_varieties"
  | "ingredients"
  | "packagings"
  | "certifications"
>

/** Keys of a label that export writes and import ignores. */
const labelOutputKeys = [
  "id",
  "workspace_id",
  "ref",
  "version",
  "created_at",
  "updated_at",
  "published_at",
  "short_url",
  "short_url_marketing",
  "default_format_id"
] as const
const formatOutputKeys = ["id", "label_id", "ref", "short_url", "created_at", "updated_at", "version"] as const
const childLists = ["grape_varieties", "ingredients", "packagings", "certifications"] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const without = (value: unknown, keys: ReadonlyArray<string>): unknown => {
  if (!isRecord(value)) return value
  const copy = { ...value }
  for (const key of keys) delete copy[key]
  return copy
}

/** An exported document without the keys import ignores; anything else is left for the Schema to judge. */
export const withoutOutputKeys = (input: unknown): unknown => {
  if (!isRecord(input)) return input
  const document = without(input, labelOutputKeys) as Record<string, unknown>
  if (Array.isArray(document.formats)) document.formats = document.formats.map((f) => without(f, formatOutputKeys))
  for (const list of childLists) {
    const rows = document[list]
    if (Array.isArray(rows)) document[list] = rows.map((row) => without(row, ["id"]))
  }
  return document
}

const decode = Schema.decodeUnknownExit(LabelDocument, strictParseOptions)

/** The document, or every issue with it (paths as `InvalidInput` spells them). */
export const decodeLabelDocument = (
  input: unknown
): { readonly document: LabelDocument } | { readonly issues: ReadonlyArray<FieldIssue> } => {
  const exit = decode(withoutOutputKeys(input))
  if (exit._tag === "Success") return { document: exit.value }
  const failure = exit.cause.reasons.find((reason) => reason._tag === "Fail")
  return failure !== undefined && Schema.isSchemaError(failure.error)
    ? { issues: fieldIssues(failure.error) }
    : { issues: [{ path: "", message: "Expected a label document" }] }
}

/** A format as export writes it: the Format resource and whether it is the label's default one. */
export const ExportedFormat = Schema.Struct({
  ...Format.fields,
  ...described({ is_default: Schema.Boolean }, { is_default: IS_DEFAULT })
}).annotate({ identifier: "ExportedFormat" })

/**
 * What export writes for one label: the Label resource, its brand's name and
 * its child lists (row ids included); each format says whether it is the
 * default one, which `default_format_id` (an id of this service) cannot carry.
 * Import takes it back as a `LabelDocument`, ignoring the output-only keys.
 */
export const ExportedLabel = Schema.Struct({
  ...Label.fields,
  formats: Schema.Array(ExportedFormat),
  ...described(
    { brand: Schema.NullOr(Text) },
    {
      brand:
        "The name of the label's brand, by which an import picks the brand when `brand_id` is not one of the workspace's."
    }
  ),
  grape_varieties: Schema.Array(GrapeVarietyRow),
  ingredients: Schema.Array(IngredientRow),
  packagings: Schema.Array(PackagingRow),
  certifications: Schema.Array(CertificationRow)
}).annotate({ identifier: "ExportedLabel" })
export type ExportedLabel = typeof ExportedLabel.Type

/** The export of one label (`ExportedLabel`). */
export const toLabelDocument = (label: Label, children: LabelChildren, brand: string | null): ExportedLabel => ({
  ...label,
  formats: label.formats.map((format) => ({ ...format, is_default: format.id === label.default_format_id })),
  brand,
  ...children
})
