/**
 * Label versions: the immutable, hash-chained record of what a published
 * label's public pages showed. Each version's `document` is canonical JSON
 * (see `CanonicalJson.ts`) holding the version's metadata, the previous
 * version's hash and the snapshot; `content_hash` is the SHA-256 of that
 * text, so a version cannot change without breaking its own hash and every
 * later version's `previous_hash`.
 */
import { Data, Effect, Schema } from "effect"
import { canonicalJson, canonicalTextAndHash, sha256Hex } from "../shared/CanonicalJson.ts"
import { described } from "../shared/descriptions/index.ts"
import { LabelId, WorkspaceId } from "../shared/ids.ts"
import { DOCUMENT_FORMAT, decodeVersionDocument, readVersionDocument, type VersionDocument } from "./VersionDocument.ts"

export { viewHash } from "./SnapshotView.ts"
export { DOCUMENT_FORMAT, type VersionDocument } from "./VersionDocument.ts"

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

/**
 * A version as stored: the columns plus the exact document text that was
 * hashed. The storage adapters decode their rows with it.
 */
export const StoredLabelVersion = Schema.Struct({
  label_id: LabelId,
  workspace_id: WorkspaceId,
  version: Schema.Int,
  created_at: Schema.String,
  created_by: Schema.String,
  is_published: Schema.Boolean,
  content_hash: Schema.String,
  previous_hash: Schema.NullOr(Schema.String),
  /** The canonical JSON text whose SHA-256 is `content_hash`. */
  document: Schema.String
})
export type StoredLabelVersion = typeof StoredLabelVersion.Type

/** Builds the stored version that follows `previous` (or the first one): the document's fields but the chain's. */
export const makeVersion = (
  fields: Omit<VersionDocument, "format" | "version" | "previous_hash" | "label_id" | "workspace_id"> &
    Pick<StoredLabelVersion, "label_id" | "workspace_id"> & { readonly previous: StoredLabelVersion | undefined }
): Effect.Effect<StoredLabelVersion> => {
  const { previous, ...rest } = fields
  const document: VersionDocument = {
    format: DOCUMENT_FORMAT,
    ...rest,
    version: (previous?.version ?? 0) + 1,
    previous_hash: previous?.content_hash ?? null
  }
  return Effect.map(canonicalTextAndHash(document), ({ text, hash: content_hash }) => ({
    label_id: fields.label_id,
    workspace_id: fields.workspace_id,
    version: document.version,
    created_at: document.created_at,
    created_by: document.created_by,
    is_published: document.is_published,
    content_hash,
    previous_hash: document.previous_hash,
    document: text
  }))
}

/**
 * A stored version whose document does not decode: storage and this code
 * disagree (a bug or a tampered row), never a page with facts missing. It
 * is thrown where a document is read, so it is a defect: a 500 whose log
 * names the label and version.
 */
export class UnreadableVersion extends Data.TaggedError("UnreadableVersion")<{
  readonly label_id: string
  readonly version: number
  readonly reason: string
}> {
  override get message(): string {
    return `the document of label ${this.label_id} version ${this.version} does not decode: ${this.reason}`
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * The document of a stored version, decoded by the Schema of its format and
 * upgraded to the current one; throws `UnreadableVersion` when it does not
 * decode. Read from storage only on a page cache miss.
 */
export const documentOf = (stored: StoredLabelVersion): VersionDocument => {
  try {
    return readVersionDocument(stored.document)
  } catch (error) {
    throw new UnreadableVersion({ label_id: stored.label_id, version: stored.version, reason: reasonOf(error) })
  }
}

/** The summary of a stored version. */
export const toSummary = (stored: StoredLabelVersion): LabelVersionSummary => ({
  version: stored.version,
  created_at: stored.created_at,
  created_by: stored.created_by,
  is_published: stored.is_published,
  content_hash: stored.content_hash,
  previous_hash: stored.previous_hash
})

/**
 * The detail of a stored version. Its document is shown as it was hashed
 * (parsed, not decoded nor upgraded), so anyone can recompute `content_hash`.
 */
export const toDetail = (stored: StoredLabelVersion): LabelVersionDetail => {
  const document: unknown = JSON.parse(stored.document)
  return { label_id: stored.label_id, ...toSummary(stored), document }
}

/**
 * What is wrong with one version on its own: its hash, its document's form
 * and its agreement with its columns. `undefined` when it checks out; its
 * number and link in the chain are `historyChain.ts`'s.
 */
export const versionBreak = (stored: StoredLabelVersion): Effect.Effect<string | undefined> =>
  Effect.map(sha256Hex(stored.document), (hash) => {
    if (hash !== stored.content_hash) return "content_hash does not match the document"
    let parsed: unknown
    try {
      parsed = JSON.parse(stored.document)
    } catch {
      return "the document is not JSON"
    }
    if (canonicalJson(parsed) !== stored.document) return "the document is not in canonical form"
    let document: VersionDocument
    try {
      document = decodeVersionDocument(parsed)
    } catch (error) {
      return `the document does not decode: ${reasonOf(error)}`
    }
    const columns: ReadonlyArray<keyof StoredLabelVersion & keyof VersionDocument> = [
      "label_id",
      "workspace_id",
      "version",
      "previous_hash",
      "created_at",
      "created_by",
      "is_published"
    ]
    const differing = columns.find((column) => document[column] !== stored[column])
    return differing === undefined ? undefined : `${differing} differs from the document`
  })
