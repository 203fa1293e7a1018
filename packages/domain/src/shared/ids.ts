/**
 * Branded identifiers. Every id of the spec is a UUID string; a `Ref` is a
 * public short-link reference and never a UUID.
 */
import { Schema, SchemaGetter } from "effect"

/**
 * Any UUID string, canonicalised to lower case on decoding, so that an id a
 * client sends in upper case names the same record (and PostgreSQL's `uuid`
 * type answers the same spelling as the in-memory adapter).
 */
export const Uuid = Schema.String.pipe(
  Schema.encode({
    decode: SchemaGetter.transform((s: string) => s.toLowerCase()),
    // As it is: an answer's encoder (`schemaProjection.ts`) then writes the id without a step.
    encode: SchemaGetter.passthrough()
  })
).check(Schema.isUUID(), Schema.isLowercased())

export const WorkspaceId = Uuid.pipe(Schema.brand("WorkspaceId"))
export type WorkspaceId = typeof WorkspaceId.Type
export const BrandId = Uuid.pipe(Schema.brand("BrandId"))
export type BrandId = typeof BrandId.Type
export const LabelId = Uuid.pipe(Schema.brand("LabelId"))
export type LabelId = typeof LabelId.Type
export const FormatId = Uuid.pipe(Schema.brand("FormatId"))
export type FormatId = typeof FormatId.Type
export const QrCodeId = Uuid.pipe(Schema.brand("QrCodeId"))
export type QrCodeId = typeof QrCodeId.Type
export const WebhookId = Uuid.pipe(Schema.brand("WebhookId"))
export type WebhookId = typeof WebhookId.Type
export const ApiKeyId = Uuid.pipe(Schema.brand("ApiKeyId"))
export type ApiKeyId = typeof ApiKeyId.Type
/** Id of a request to publish a label (a workspace with `publish_approval`). */
export const PublishRequestId = Uuid.pipe(Schema.brand("PublishRequestId"))
export type PublishRequestId = typeof PublishRequestId.Type
export const DeliveryId = Uuid.pipe(Schema.brand("DeliveryId"))
export type DeliveryId = typeof DeliveryId.Type
/** Id of a business operator record (a bottler, distributor, importer or manufacturer a label names). */
export const BusinessOperatorId = Uuid.pipe(Schema.brand("BusinessOperatorId"))
export type BusinessOperatorId = typeof BusinessOperatorId.Type
/** Id of an uploaded file (a picture or a document) of a workspace. */
export const MediaId = Uuid.pipe(Schema.brand("MediaId"))
export type MediaId = typeof MediaId.Type
/** Id of a row in one of a label's child lists. */
export const ChildRowId = Uuid.pipe(Schema.brand("ChildRowId"))
export type ChildRowId = typeof ChildRowId.Type

export const IngredientId = Uuid.pipe(Schema.brand("IngredientId"))
export type IngredientId = typeof IngredientId.Type
export const IngredientCategoryId = Uuid.pipe(Schema.brand("IngredientCategoryId"))
export type IngredientCategoryId = typeof IngredientCategoryId.Type
export const GrapeVarietyId = Uuid.pipe(Schema.brand("GrapeVarietyId"))
export type GrapeVarietyId = typeof GrapeVarietyId.Type
export const GrapeVarietySynonymId = Uuid.pipe(Schema.brand("GrapeVarietySynonymId"))
export type GrapeVarietySynonymId = typeof GrapeVarietySynonymId.Type
export const ClosureTypeId = Uuid.pipe(Schema.brand("ClosureTypeId"))
export type ClosureTypeId = typeof ClosureTypeId.Type
export const MaterialId = Uuid.pipe(Schema.brand("MaterialId"))
export type MaterialId = typeof MaterialId.Type
export const CertificationId = Uuid.pipe(Schema.brand("CertificationId"))
export type CertificationId = typeof CertificationId.Type
export const CountryId = Uuid.pipe(Schema.brand("CountryId"))
export type CountryId = typeof CountryId.Type
export const ProductionMethodId = Uuid.pipe(Schema.brand("ProductionMethodId"))
export type ProductionMethodId = typeof ProductionMethodId.Type

/**
 * The user id: the `sub` claim of a verified token. Not necessarily a UUID
 * (the demo owner is `demo`), so any non-empty string of at most 255 chars
 * without control characters or unpaired surrogates: it is looked up in the
 * membership table, whose `text` column cannot even hold a NUL, and written
 * to logs.
 */
export const UserId = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(255),
  Schema.makeFilter<string>(
    (s) => (!/\p{Cc}/u.test(s) && s.isWellFormed()) || "expected no control characters or unpaired surrogates",
    { expected: "text without control characters or unpaired surrogates" }
  )
).pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type

/** Shape of every public reference, chosen or generated: 1 to 64 characters of `[A-Za-z0-9_-]`. */
export const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/u

/** A public reference chosen by a caller: 1 to 64 characters of `[A-Za-z0-9_-]`. */
export const Ref = Schema.String.check(
  Schema.isPattern(REF_PATTERN, { expected: "1 to 64 characters of A-Z, a-z, 0-9, _ and -" })
).pipe(Schema.brand("Ref"))
export type Ref = typeof Ref.Type

/**
 * Whether a string can be a public reference at all. A public route answers
 * 404 for anything else without asking storage: a NUL or a stray byte in a
 * path must never reach a query (PostgreSQL refuses NUL in `text`).
 */
export const isRef = (s: string): s is Ref => REF_PATTERN.test(s)

/** Shape of a generated ref: 10 characters of base62. */
export const GENERATED_REF_PATTERN = /^[0-9A-Za-z]{10}$/
