/**
 * Label versions: the immutable, hash-chained record of what a published
 * label's public pages showed. Each version's `document` is canonical JSON
 * (see `CanonicalJson.ts`) holding the version's metadata, the previous
 * version's hash and the snapshot; `content_hash` is the SHA-256 of that
 * text, so a version cannot change without breaking its own hash and every
 * later version's `previous_hash`.
 */
import { Effect, Schema } from "effect"
import { canonicalJson, sha256Hex } from "../shared/CanonicalJson.ts"
import { described } from "../shared/descriptions/index.ts"
import { LabelId } from "../shared/ids.ts"
import type { ELabelSnapshot } from "./ELabelSnapshot.ts"
import { snapshotView } from "./ELabelSnapshot.ts"

/** The name of the document format, part of every hashed document. */
export const DOCUMENT_FORMAT = "elabel-version/1"

/** The actor recorded for versions the service made itself (the upgrade of labels published before versions). */
export const SYSTEM_ACTOR = "system"

/** A version as listed: `GET /v1/labels/{id}/versions`. */
export const LabelVersionSummary = Schema.Struct(
  described({
    version: Schema.Int,
    created_at: Schema.String,
    created_by: Schema.String,
    is_published: Schema.Boolean,
    content_hash: Schema.String.annotate({ description: "SHA-256 (hex) of canonicalJson(document)" }),
    previous_hash: Schema.NullOr(Schema.String).annotate({
      description: "content_hash of the version before; null for 1"
    })
  })
).annotate({ identifier: "LabelVersionSummary" })
export type LabelVersionSummary = typeof LabelVersionSummary.Type

/** One version with its hashed document: `GET /v1/labels/{id}/versions/{version}`. */
export const LabelVersionDetail = Schema.Struct(
  described({
    label_id: LabelId,
    ...LabelVersionSummary.fields,
    document: Schema.Unknown.annotate({
      description: "The hashed document: format, metadata, previous_hash, view_hash and the snapshot"
    })
  })
).annotate({ identifier: "LabelVersionDetail" })
export type LabelVersionDetail = typeof LabelVersionDetail.Type

/** A version as stored: the columns plus the exact document text that was hashed. */
export interface StoredLabelVersion {
  readonly label_id: string
  readonly workspace_id: string
  readonly version: number
  readonly created_at: string
  readonly created_by: string
  readonly is_published: boolean
  readonly content_hash: string
  readonly previous_hash: string | null
  /** The canonical JSON text whose SHA-256 is `content_hash`. */
  readonly document: string
}

/** The hashed document of a version. */
export interface VersionDocument {
  readonly format: typeof DOCUMENT_FORMAT
  readonly label_id: string
  readonly workspace_id: string
  readonly version: number
  readonly created_at: string
  readonly created_by: string
  readonly is_published: boolean
  readonly previous_hash: string | null
  /** SHA-256 of the canonical JSON of what the pages show (`snapshotView`): equal views, no new version. */
  readonly view_hash: string
  readonly snapshot: ELabelSnapshot
}

/** The view hash of a snapshot. */
export const viewHash = (snapshot: ELabelSnapshot): Effect.Effect<string> =>
  sha256Hex(canonicalJson(snapshotView(snapshot)))

/** Builds the stored version that follows `previous` (or the first one). */
export const makeVersion = (fields: {
  readonly previous: StoredLabelVersion | undefined
  readonly label_id: string
  readonly workspace_id: string
  readonly created_at: string
  readonly created_by: string
  readonly is_published: boolean
  readonly view_hash: string
  readonly snapshot: ELabelSnapshot
}): Effect.Effect<StoredLabelVersion> => {
  const { previous, ...rest } = fields
  const document: VersionDocument = {
    format: DOCUMENT_FORMAT,
    ...rest,
    version: (previous?.version ?? 0) + 1,
    previous_hash: previous?.content_hash ?? null
  }
  const text = canonicalJson(document)
  return Effect.map(sha256Hex(text), (content_hash) => ({
    label_id: document.label_id,
    workspace_id: document.workspace_id,
    version: document.version,
    created_at: document.created_at,
    created_by: document.created_by,
    is_published: document.is_published,
    content_hash,
    previous_hash: document.previous_hash,
    document: text
  }))
}

/** The parsed document of a stored version. */
export const documentOf = (stored: StoredLabelVersion): VersionDocument =>
  JSON.parse(stored.document) as VersionDocument

/** The summary of a stored version. */
export const toSummary = (stored: StoredLabelVersion): LabelVersionSummary => ({
  version: stored.version,
  created_at: stored.created_at,
  created_by: stored.created_by,
  is_published: stored.is_published,
  content_hash: stored.content_hash,
  previous_hash: stored.previous_hash
})

/** The detail of a stored version. */
export const toDetail = (stored: StoredLabelVersion): LabelVersionDetail => ({
  label_id: LabelId.make(stored.label_id),
  ...toSummary(stored),
  document: documentOf(stored)
})

/**
 * What is wrong with one version, given the one before it (`undefined` for
 * the first): its hash, its document's agreement with its columns, its
 * number and its link. `undefined` when it checks out.
 */
export const versionBreak = (
  stored: StoredLabelVersion,
  previous: StoredLabelVersion | undefined
): Effect.Effect<string | undefined> =>
  Effect.map(sha256Hex(stored.document), (hash) => {
    if (hash !== stored.content_hash) return "content_hash does not match the document"
    let document: VersionDocument
    try {
      document = documentOf(stored)
    } catch {
      return "the document is not JSON"
    }
    if (canonicalJson(document) !== stored.document) return "the document is not in canonical form"
    const expectedVersion = (previous?.version ?? 0) + 1
    if (stored.version !== expectedVersion) return `version ${expectedVersion} is missing`
    const previousHash = previous?.content_hash ?? null
    if (stored.previous_hash !== previousHash || document.previous_hash !== previousHash) {
      return "previous_hash does not match the version before"
    }
    const columns: ReadonlyArray<keyof StoredLabelVersion & keyof VersionDocument> = [
      "label_id",
      "workspace_id",
      "version",
      "created_at",
      "created_by",
      "is_published"
    ]
    const differing = columns.find((column) => document[column] !== stored[column])
    return differing === undefined ? undefined : `${differing} differs from the document`
  })
