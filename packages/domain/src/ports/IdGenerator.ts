import { Context, Effect, Layer } from "effect"
import type { BrandId, ChildRowId, FormatId, LabelId, QrCodeId, WorkspaceId } from "../ids.ts"

/** Source of new UUIDs (v4). Swappable for deterministic ids in tests. */
export class IdGenerator extends Context.Service<IdGenerator, { readonly next: Effect.Effect<string> }>()(
  "@elabel/domain/ports/IdGenerator"
) {
  /** Random UUIDs from the platform's cryptographic source (Web Crypto). */
  static readonly layer = Layer.succeed(IdGenerator, IdGenerator.of({ next: Effect.sync(() => crypto.randomUUID()) }))
}

/** The ids the domain creates: each a UUID with its brand. */
export type NewId = WorkspaceId | BrandId | LabelId | FormatId | QrCodeId | ChildRowId

/**
 * A fresh id of the kind the caller names (`yield* newId<LabelId>(ids)`):
 * the one place a generated UUID takes its brand.
 */
export const newId = <Id extends NewId>(ids: IdGenerator["Service"]): Effect.Effect<Id> => ids.next as Effect.Effect<Id>
