/**
 * What a later write of a label compares with, of one of its versions
 * (ADR 0075): its view's hash, the codes of the mandatory particulars it
 * lacked and the refs of its pages, as `labelVersioning.ts` computes them
 * when it records the version. Stored beside the version (outside its
 * hashed document), so a process that did not record the version (another
 * worker, a restart) compares with it without reading and decoding the
 * document. Storage may keep it or not: without it, the document is decoded.
 */
import { Schema } from "effect"

/**
 * The definition a comparison was made with. Bump it when `snapshotView` or `hashOfView`
 * (`SnapshotView.ts`), the codes of `complianceErrors` or `snapshotRefs` answer differently for the same
 * snapshot: a comparison of another definition is ignored, and the document decoded instead.
 */
export const COMPARISON_DEFINITION = 1

export const VersionComparison = Schema.Struct({
  definition: Schema.Int,
  view_hash: Schema.String,
  missing: Schema.Array(Schema.String),
  refs: Schema.Array(Schema.String)
})
export type VersionComparison = typeof VersionComparison.Type

/** `compared` if it was made with this code's definition. */
export const currentComparison = (compared: VersionComparison | undefined): VersionComparison | undefined =>
  compared?.definition === COMPARISON_DEFINITION ? compared : undefined
