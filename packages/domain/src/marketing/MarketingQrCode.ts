/**
 * Marketing QR code: a redirecting short link. A draft until published;
 * publishing assigns `short_url` and `published_at` and takes a quota slot.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { QrCodeId, WorkspaceId } from "../shared/ids.ts"
import { fieldsOf, HttpUrl, IsoDateTime, ResourceVersion, Text } from "../shared/primitives.ts"

const textKeys = ["name", "notes", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const
const urlKeys = ["expired_url", "ios_url", "android_url"] as const

/** The MarketingQrCode resource of the spec, field for field. */
export const MarketingQrCode = Schema.Struct(
  described({
    id: QrCodeId,
    workspace_id: WorkspaceId,
    url: Schema.NullOr(Text),
    short_url: Schema.NullOr(Text),
    published_at: Schema.NullOr(Text),
    expires_at: Schema.NullOr(Text),
    ...fieldsOf(textKeys, Schema.NullOr(Text)),
    ...fieldsOf(urlKeys, Schema.NullOr(Text)),
    created_at: Schema.NullOr(Text),
    updated_at: Schema.NullOr(Text),
    is_published: Schema.NullOr(Schema.Boolean),
    geo_count: Schema.NullOr(Schema.Int),
    version: ResourceVersion
  })
).annotate({ identifier: "MarketingQrCode" })
export type MarketingQrCode = typeof MarketingQrCode.Type

/** What storage keeps: the resource plus its public ref (assigned at creation, kept across republish). */
export interface MarketingQrCodeRecord extends MarketingQrCode {
  readonly ref: string
}

const optionalFields = {
  expires_at: Schema.optionalKey(Schema.NullOr(IsoDateTime)),
  ...fieldsOf(textKeys, Schema.optionalKey(Schema.NullOr(Text))),
  ...fieldsOf(urlKeys, Schema.optionalKey(Schema.NullOr(HttpUrl)))
}

/** Body of `POST /v1/marketing-qr-codes`. */
export const QrCodeCreate = Schema.Struct(
  described({ workspace_id: WorkspaceId, url: HttpUrl, ...optionalFields })
).annotate({
  identifier: "QrCodeCreate"
})
export type QrCodeCreate = typeof QrCodeCreate.Type

/** Body of `PATCH /v1/marketing-qr-codes/{id}`; `url` may change but never be null. */
export const QrCodePatch = Schema.Struct(described({ url: Schema.optionalKey(HttpUrl), ...optionalFields })).annotate({
  identifier: "QrCodePatch"
})
export type QrCodePatch = typeof QrCodePatch.Type

/** The short link of a marketing code: `{public_base_url}/q/{ref}`. */
export const qrShortUrl = (baseUrl: string, ref: string): string => `${baseUrl}/q/${ref}`

/** A new draft. */
export const newQrCode = (fields: {
  readonly id: QrCodeId
  readonly ref: string
  readonly now: string
  readonly input: QrCodeCreate
}): MarketingQrCodeRecord => {
  const nulls = Object.fromEntries([...textKeys, ...urlKeys, "expires_at"].map((key) => [key, null]))
  return {
    ...(nulls as Pick<MarketingQrCode, (typeof textKeys)[number] | (typeof urlKeys)[number] | "expires_at">),
    ...fields.input,
    id: fields.id,
    ref: fields.ref,
    short_url: null,
    published_at: null,
    created_at: fields.now,
    updated_at: fields.now,
    is_published: false,
    geo_count: null,
    version: 1
  }
}

/** What publishing changes: nothing on a published code (it keeps its `published_at`), else these columns only. */
export const publishChanges = (
  code: MarketingQrCodeRecord,
  now: string,
  baseUrl: string
): Partial<MarketingQrCodeRecord> =>
  code.is_published === true
    ? {}
    : { is_published: true, published_at: now, short_url: qrShortUrl(baseUrl, code.ref), updated_at: now }

/** Publishing: idempotent (a published code keeps its `published_at`). */
export const publish = (code: MarketingQrCodeRecord, now: string, baseUrl: string): MarketingQrCodeRecord =>
  code.is_published === true ? code : { ...code, ...publishChanges(code, now, baseUrl) }

/** Back to draft: the link stops answering and the quota slot is freed. */
export const unpublish = (code: MarketingQrCodeRecord, now: string): MarketingQrCodeRecord =>
  code.is_published === true ? { ...code, is_published: false, updated_at: now } : code

/**
 * The instant (epoch milliseconds) from which a code is expired, or null
 * when it has none. Requests only store real date-times (`IsoDateTime`); a
 * value stored before that check is read as `Date.parse` reads it (an
 * impossible day rolls over), an unreadable one as no expiry. Scans and the
 * `marketing_qr_code.expired` event both read it here, so they agree.
 */
export const expiryInstant = (expiresAt: string | null): number | null => {
  const instant = expiresAt === null ? Number.NaN : Date.parse(expiresAt)
  return Number.isNaN(instant) ? null : instant
}

/** The public resource of a stored code (without its internal ref). */
export const toQrCode = ({ ref: _ref, ...code }: MarketingQrCodeRecord): MarketingQrCode => code
