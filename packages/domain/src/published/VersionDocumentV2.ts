/**
 * The stored version document of format `elabel-version/2`, frozen like
 * `elabel-version/1` (ADR 0036, ADR 0049): everything format 1 holds, plus
 * `snapshot.media`, the files the pages showed, each with the SHA-256 of its
 * bytes, so a version proves which picture consumers saw and its page can be
 * shown again with the very same files. The parts of format 1 are reused as
 * they are: that file is frozen too, so this one cannot drift through it.
 */
import { Schema } from "effect"
import { SnapshotV1, VersionDocumentV1 } from "./VersionDocumentV1.ts"

/** The format tag of these documents. */
export const FORMAT_V2 = "elabel-version/2"

const text = Schema.NullOr(Schema.String)
const amount = Schema.NullOr(Schema.Number)

/** One file a version's pages show: the media as it was when the version was recorded. */
export const MediaFileV2 = Schema.Struct({
  id: Schema.String,
  sha256: Schema.String,
  content_type: Schema.String,
  kind: Schema.String,
  width: amount,
  height: amount,
  filename: text,
  /** Alt texts by locale, as they were. */
  alt: Schema.Record(Schema.String, Schema.String)
})
export type MediaFileV2 = typeof MediaFileV2.Type

/** What a version of format 2 holds: format 1's snapshot and the files its pages show. */
export const SnapshotV2 = Schema.Struct({ ...SnapshotV1.fields, media: Schema.Array(MediaFileV2) })
export type SnapshotV2 = typeof SnapshotV2.Type

/** A stored version document of format 2. Reading one of format 1 gives it no files (`media: []`). */
export const VersionDocumentV2 = Schema.Struct({
  ...VersionDocumentV1.fields,
  format: Schema.Literals([FORMAT_V2, VersionDocumentV1.fields.format.literal]),
  snapshot: SnapshotV2
})
export type VersionDocumentV2 = typeof VersionDocumentV2.Type
