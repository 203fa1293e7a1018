import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "./errors.ts"

/** The service-wide namespace of public refs (labels, formats and marketing codes share it). */
export class PublicRefRepository extends Context.Service<
  PublicRefRepository,
  {
    readonly isTaken: (ref: string) => Effect.Effect<boolean, PersistenceUnavailable>
    /** Those of `refs` that are in use, in one lookup. */
    readonly taken: (refs: ReadonlyArray<string>) => Effect.Effect<ReadonlySet<string>, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/PublicRefRepository") {}
