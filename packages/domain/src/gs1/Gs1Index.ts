import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { Gtin14 } from "../shared/Gs1.ts"
import type { LabelId } from "../shared/ids.ts"
import type { LeveledFormat } from "./Gs1Levels.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** What resolution reads of a format: its label, its ref and the qualifiers of its levels. */
export interface IndexedFormat extends LeveledFormat {
  readonly label_id: LabelId
  readonly ref: string | null
}

/** What resolution reads of a label: whether it takes part, and its ref. */
export interface IndexedLabel {
  readonly is_published: boolean
  readonly use_gs1_digital_link: boolean | null
  readonly ref: string | null
}

/**
 * The GTIN index the resolver reads: the live labels and formats, of every
 * workspace. Every write to a published label records its version in the
 * same transaction, so the live rows of a published label are its latest
 * version (ADR 0008); the links themselves are built from that version.
 * The label folder provides it from its repositories (`labelGs1Index`).
 */
export class Gs1Index extends Context.Service<
  Gs1Index,
  {
    /** The formats whose GTIN, padded to 14 digits, is `gtin14`; by creation, then id. */
    readonly formatsWithGtin: (gtin14: Gtin14) => Fx<ReadonlyArray<IndexedFormat>>
    readonly label: (id: LabelId) => Fx<Option.Option<IndexedLabel>>
    /** The labels whose own GTIN, padded to 14 digits, is `gtin14`. */
    readonly labelsWithGtin: (gtin14: Gtin14) => Fx<ReadonlyArray<IndexedLabel>>
  }
>()("@elabel/domain/gs1/Gs1Index") {}
