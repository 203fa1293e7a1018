import { Context, Effect, Layer } from "effect"
import {
  type Conflict,
  type InvalidInput,
  NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  type PreconditionFailed
} from "../shared/errors.ts"
import type { FormatId, LabelId, UserId } from "../shared/ids.ts"
import { requireVersion } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { guarded } from "../workspace/guarded.ts"
import type { Format, FormatCreate, FormatPatch } from "./Format.ts"
import { FormatRepository } from "./FormatRepository.ts"
import type { LabelWrite } from "./LabelWrite.ts"
import { impossible, LabelWrites } from "./LabelWrites.ts"
import { makeLabelDecisions } from "./labelDecisions.ts"

type Write<A> = Effect.Effect<
  A,
  NotFound | NotWritable | Conflict | InvalidInput | PreconditionFailed | PersistenceUnavailable
>

/** The formats of a label. A caller-chosen ref must be free service-wide (`Conflict`). */
export class Formats extends Context.Service<
  Formats,
  {
    /** `Conflict` when the label already has `MAX_ITEMS` formats (the Label resource embeds at most that many). */
    readonly add: (actor: UserId, label: LabelId, input: FormatCreate) => Write<Format>
    readonly get: (actor: UserId, id: FormatId) => Effect.Effect<Format, NotFound | PersistenceUnavailable>
    readonly patch: (actor: UserId, id: FormatId, patch: FormatPatch) => Write<Format>
    /** Deleting the label's default format clears `default_format_id`. */
    readonly delete: (
      actor: UserId,
      id: FormatId
    ) => Effect.Effect<void, NotFound | NotWritable | PreconditionFailed | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Formats") {
  /**
   * The use cases over the format port, `Access` and the label's write unit: a format is part of its
   * label, so each write is a write of the label (its `updated_at`, its version, its page).
   */
  static readonly layer = Layer.effect(
    Formats,
    Effect.gen(function* () {
      const formats = yield* FormatRepository
      const access = yield* Access
      const writes = yield* LabelWrites
      const decide = yield* makeLabelDecisions

      const guard = guarded(access, "format", formats.findById)

      /** The format of the unit's label, or `NotFound` (it was deleted meanwhile). */
      const formatOf = (unit: LabelWrite, id: FormatId) => {
        const format = unit.label.formats.find((candidate) => candidate.id === id)
        return format === undefined ? Effect.fail(new NotFound({ resource: "format", id })) : Effect.succeed(format)
      }

      // Adding a format changes the label: it is guarded by the label's version (its `If-Match`), and decided on
      // the label as read (its number of formats).
      const add = Effect.fn("Formats.add")(function* (actor: UserId, label: LabelId, input: FormatCreate) {
        return yield* writes
          .write(actor, label, (unit) =>
            Effect.map(
              decide.addFormat(unit, input),
              (format) => (written: LabelWrite) => written.label.formats.find((f) => f.id === format.id) ?? format
            )
          )
          .pipe(impossible("LabelIncomplete"))
      })

      const get = Effect.fn("Formats.get")(function* (actor: UserId, id: FormatId) {
        return (yield* guard.visible(actor, id)).format
      })

      // A format's writes are guarded by its own version (its `If-Match`); the caller is authorised through it.
      const patch = Effect.fn("Formats.patch")(function* (actor: UserId, id: FormatId, body: FormatPatch) {
        const { format } = yield* guard.writable(actor, id)
        return yield* writes
          .write(
            actor,
            format.label_id,
            (unit) =>
              Effect.flatMap(formatOf(unit, id), (format) => {
                const answer = (written: LabelWrite) => Effect.runSync(formatOf(written, id))
                return Effect.flatMap(decide.patchFormat(unit, id, body, true), (changed) =>
                  // Nothing to change: the format as it is, if it is the version the request names.
                  changed ? Effect.succeed(answer) : Effect.as(requireVersion("format", id, format.version), answer)
                )
              }),
            { guard: "none", authorised: true }
          )
          .pipe(impossible("LabelIncomplete"))
      })

      const remove = Effect.fn("Formats.delete")(function* (actor: UserId, id: FormatId) {
        const { format } = yield* guard.writable(actor, id)
        yield* writes
          .write(
            actor,
            format.label_id,
            (unit) =>
              Effect.map(formatOf(unit, id), () => {
                // The label lets go of its default first, so storage never holds a pointer to a deleted format.
                if (unit.label.default_format_id === id) unit.set({ default_format_id: null })
                // A conditional write of the format checks its version (its `If-Match`) before the delete.
                unit.updateFormat(id, {}, true)
                unit.deleteFormat(id)
                return () => undefined
              }),
            { guard: "none", authorised: true }
          )
          .pipe(impossible("LabelIncomplete", "Conflict"))
      })

      return Formats.of({ add, get, patch, delete: remove })
    })
  )
}
