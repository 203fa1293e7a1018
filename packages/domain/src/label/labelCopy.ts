/** Duplicating a label: the copy of the row, its formats, translations and child lists. */
import { Effect } from "effect"
import { MediaRepository } from "../media/MediaRepository.ts"
import { checkMediaReferences, FORMAT_MEDIA_FIELDS, mediaReferencesOf } from "../media/mediaReferences.ts"
import { InvalidInput } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { ChildRowId, LabelId, UserId } from "../shared/ids.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { requireVersion } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { type Format, newFormat } from "./Format.ts"
import type { Label, LabelDuplicate, LabelRecord } from "./Label.ts"
import type { LabelChildren } from "./LabelChildren.ts"
import { childRowIds, type NewLabelIdentities } from "./LabelParts.ts"
import { type LabelAggregate, LabelRepository } from "./LabelRepository.ts"
import { BRAND_OUTSIDE_WORKSPACE, makeLabelLookup } from "./labelRecords.ts"

/** The fresh identities of a copy: one per format of the new set and per child row, in order. */
export type CopyIdentities = NewLabelIdentities

/** How many formats the copy gets: the body's set when given, else one per original format. */
export const copiedFormatCount = (source: Label, body: LabelDuplicate): number =>
  (body.formats ?? source.formats).length

const withIds = <A extends { readonly id: ChildRowId }>(
  rows: ReadonlyArray<A>,
  ids: ReadonlyArray<ChildRowId>
): ReadonlyArray<A> => rows.map((row, i) => ({ ...row, id: ids[i]! }))

/**
 * The aggregate of a copy: a new, unpublished, unarchived label without
 * public links, with the body's fields over the original's. Formats are the
 * original's under fresh ids and refs, or the body's set when given; the
 * default format follows its copy (or the body's first format).
 */
export const copyLabel = (
  source: Label,
  children: LabelChildren,
  body: LabelDuplicate,
  fresh: CopyIdentities,
  baseUrl: string
): LabelAggregate => {
  const { formats: originals, translations, ...row } = source
  const { formats: replacement, ...overrides } = body
  const at = (i: number) => fresh.formats[i]!
  const formats: ReadonlyArray<Format> =
    replacement !== undefined
      ? replacement.map((input, i) =>
          newFormat({ ...at(i), label_id: fresh.id, now: fresh.now, labelPublished: false }, baseUrl, input)
        )
      : originals.map((format, i) => ({
          ...format,
          ...at(i),
          label_id: fresh.id,
          // Like the copy's own: null until the copy is published.
          short_url: null,
          created_at: fresh.now,
          updated_at: fresh.now
        }))
  const defaultIndex =
    replacement !== undefined ? 0 : originals.findIndex((format) => format.id === source.default_format_id)
  const label: LabelRecord = {
    ...row,
    ...overrides,
    id: fresh.id,
    ref: fresh.ref,
    is_published: false,
    published_at: null,
    is_archived: false,
    // The original's public links point at the original; the copy gets its own when published.
    short_url: null,
    short_url_marketing: null,
    default_format_id: formats[defaultIndex]?.id ?? null,
    created_at: fresh.now,
    updated_at: fresh.now
  }
  return {
    label,
    formats,
    translations,
    children: {
      grape_varieties: withIds(children.grape_varieties, fresh.children.grape_varieties),
      ingredients: withIds(children.ingredients, fresh.children.ingredients),
      packagings: withIds(children.packagings, fresh.children.packagings),
      certifications: withIds(children.certifications, fresh.children.certifications)
    }
  }
}

/** Builds duplicate of the `Labels` service. */
export const makeLabelDuplicate = Effect.gen(function* () {
  const labels = yield* LabelRepository
  const media = yield* MediaRepository
  const access = yield* Access
  const transactor = yield* Transactor
  const ids = yield* IdGenerator
  const baseUrl = yield* PublicBaseUrl
  const refs = yield* makePublicRefs
  const lookup = yield* makeLabelLookup
  const audit = yield* makeAuditTrail

  const duplicate = Effect.fn("Labels.duplicate")(function* (actor: UserId, id: LabelId, body: LabelDuplicate) {
    const source = yield* lookup.readable(actor, id)
    yield* access.create(actor, source.workspace_id)
    // `If-Match` names the version to copy: the copy is made of that version or not at all.
    yield* requireVersion("label", id, source.version)
    if (body.brand_id !== undefined && !(yield* lookup.isBrandOf(source.workspace_id, body.brand_id))) {
      return yield* new InvalidInput({ errors: [{ path: "brand_id", message: BRAND_OUTSIDE_WORKSPACE }] })
    }
    const formatMedia = (body.formats ?? []).flatMap((format, i) =>
      mediaReferencesOf(FORMAT_MEDIA_FIELDS, format, `formats[${i}].`)
    )
    yield* checkMediaReferences(media, source.workspace_id, formatMedia)
    const children = yield* labels.children(id)
    const formatCount = copiedFormatCount(source, body)
    const [ref, ...formatRefs] = yield* refs.generateMany(1 + formatCount)
    const copyId = yield* ids.next("LabelId")
    const formatIds = yield* Effect.forEach(formatRefs, () => ids.next("FormatId"))
    const fresh: CopyIdentities = {
      id: copyId,
      ref: ref!,
      now: yield* currentTimestamp,
      formats: formatRefs.map((formatRef, i) => ({ id: formatIds[i]!, ref: formatRef })),
      children: yield* childRowIds(ids, children)
    }
    yield* labels.insert(copyLabel(source, children, body, fresh, baseUrl))
    yield* audit.record({
      actor,
      workspace: source.workspace_id,
      action: "label.duplicate",
      resource_type: "label",
      resource_id: copyId
    })
    return { id: copyId }
  }, transactor.transaction)

  return { duplicate }
})
