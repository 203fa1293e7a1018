import { Context, Effect, Layer, Option } from "effect"
import {
  Conflict,
  type NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  type PreconditionFailed
} from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { FormatId, LabelId, UserId } from "../shared/ids.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, decidedOnRead } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { guarded } from "../workspace/guarded.ts"
import {
  FORMAT_LIMIT_REASON,
  type Format,
  type FormatCreate,
  type FormatPatch,
  newFormat,
  tooManyFormats
} from "./Format.ts"
import { FormatRepository } from "./FormatRepository.ts"
import { LabelRepository } from "./LabelRepository.ts"
import { makeLabelLookup } from "./labelRecords.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"

type Write<A> = Effect.Effect<A, NotFound | NotWritable | Conflict | PreconditionFailed | PersistenceUnavailable>

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
   * The use cases over the format and label ports and `Access`. A format is
   * part of its label: writes need the label writable and bump its
   * `updated_at`, each in one transaction.
   */
  static readonly layer = Layer.effect(
    Formats,
    Effect.gen(function* () {
      const formats = yield* FormatRepository
      const labels = yield* LabelRepository
      const access = yield* Access
      const ids = yield* IdGenerator
      const baseUrl = yield* PublicBaseUrl
      const refs = yield* makePublicRefs
      const lookup = yield* makeLabelLookup
      const versioning = yield* makeLabelVersioning

      const guard = guarded(access, "format", formats.findById)
      const writable = (actor: UserId, id: FormatId) => Effect.map(guard.writable(actor, id), (stored) => stored.format)

      // Adding a format changes the label: it is guarded by the label's version (its `If-Match`), and decided on
      // the label as read (its number of formats), so a concurrent write to the label makes it decide again.
      const add = Effect.fn("Formats.add")(function* (actor: UserId, label: LabelId, input: FormatCreate) {
        return yield* decidedOnRead("label", label, (decideOn) =>
          Effect.gen(function* () {
            const owner = yield* lookup.writable(actor, label)
            yield* decideOn(owner.version)
            // The Label resource embeds at most MAX_ITEMS formats: one more would make the label unreadable.
            if (tooManyFormats(owner.formats.length + 1)) return yield* new Conflict({ reason: FORMAT_LIMIT_REASON })
            const { ref: wanted, ...fields } = input
            const ref = wanted !== undefined ? yield* refs.claim(wanted) : yield* refs.generate()
            const now = yield* currentTimestamp
            // The label first: its conditional write is what a concurrent change makes this attempt lose.
            yield* lookup.touch(label, now)
            const format = newFormat(
              {
                id: yield* ids.next("FormatId"),
                label_id: label,
                ref,
                now,
                labelPublished: owner.published_at !== null
              },
              baseUrl,
              fields
            )
            yield* formats.insert(owner.workspace_id, format)
            yield* versioning.record(actor, label)
            return format
          })
        )
      }, versioning.transaction)

      const get = Effect.fn("Formats.get")(function* (actor: UserId, id: FormatId) {
        return (yield* guard.visible(actor, id)).format
      })

      const patch = Effect.fn("Formats.patch")(function* (actor: UserId, id: FormatId, body: FormatPatch) {
        const format = yield* writable(actor, id)
        const now = yield* currentTimestamp
        const updated = yield* conditionalUpdate("format", id, (expected) =>
          formats.update(id, { ...body, updated_at: now }, expected)
        )
        yield* lookup.bump(format.label_id, now)
        yield* versioning.record(actor, format.label_id)
        return updated
      }, versioning.transaction)

      const remove = Effect.fn("Formats.delete")(function* (actor: UserId, id: FormatId) {
        const format = yield* writable(actor, id)
        const now = yield* currentTimestamp
        // A conditional delete checks (and locks) the format's version first.
        yield* conditionalUpdate("format", id, (expected) =>
          // No ref changes here, so the ref namespace cannot refuse it.
          Effect.catchTag(formats.update(id, { updated_at: now }, expected), "Conflict", Effect.die)
        )
        const owner = yield* labels.findById(format.label_id)
        const wasDefault = Option.isSome(owner) && owner.value.default_format_id === id
        // The label lets go of its default first, so storage never holds a pointer to a deleted format.
        yield* lookup.bump(format.label_id, now, wasDefault ? { default_format_id: null } : {})
        yield* formats.delete(id)
        yield* versioning.record(actor, format.label_id)
      }, versioning.transaction)

      return Formats.of({ add, get, patch, delete: remove })
    })
  )
}
