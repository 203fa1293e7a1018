import { Context, Effect, Layer } from "effect"

/** Source of new UUIDs (v4). Swappable for deterministic ids in tests. */
export class IdGenerator extends Context.Service<IdGenerator, { readonly next: Effect.Effect<string> }>()(
  "@elabel/domain/ports/IdGenerator"
) {
  /** Random UUIDs from the platform's cryptographic source (Web Crypto). */
  static readonly layer = Layer.succeed(IdGenerator, IdGenerator.of({ next: Effect.sync(() => crypto.randomUUID()) }))
}
