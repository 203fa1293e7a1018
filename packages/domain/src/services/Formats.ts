import { Context, type Effect } from "effect"
import type { Conflict, NotFound, NotWritable, PersistenceUnavailable } from "../errors.ts"
import type { Format, FormatCreate, FormatPatch } from "../Format.ts"
import type { FormatId, LabelId, UserId } from "../ids.ts"

type Write<A> = Effect.Effect<A, NotFound | NotWritable | Conflict | PersistenceUnavailable>

/** The formats of a label. A caller-chosen ref must be free service-wide (`Conflict`). */
export class Formats extends Context.Service<
  Formats,
  {
    readonly add: (actor: UserId, label: LabelId, input: FormatCreate) => Write<Format>
    readonly get: (actor: UserId, id: FormatId) => Effect.Effect<Format, NotFound | PersistenceUnavailable>
    readonly patch: (actor: UserId, id: FormatId, patch: FormatPatch) => Write<Format>
    /** Deleting the label's default format clears `default_format_id`. */
    readonly delete: (actor: UserId, id: FormatId) => Write<void>
  }
>()("@elabel/domain/services/Formats") {}
