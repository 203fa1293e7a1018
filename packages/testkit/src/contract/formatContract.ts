/** The `FormatRepository` contract: round trip, order inside the label, partial updates, refs, delete. */
import { assert, describe } from "@effect/vitest"
import {
  type Format,
  FormatId,
  FormatRepository,
  LabelRepository,
  MarketingQrCodeRepository,
  PublicRefRepository
} from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, formatRecord, freshWorkspace, labelAggregate, qrCodeRecord, uuid } from "./records.ts"
import { assertConflict, byCreation, type ContractIt } from "./support.ts"

/** A stored label with no formats yet, in a fresh workspace (formats need their label). */
const storedLabel = Effect.gen(function* () {
  const aggregate = labelAggregate(freshWorkspace(), {}, { formats: [] })
  yield* (yield* LabelRepository).insert(aggregate)
  return aggregate.label
})

/** Registers the format tests on `it`. */
export const formatContract = (it: ContractIt): void => {
  describe("FormatRepository", () => {
    it.effect("a format reads back with its label's workspace, and embedded in its label by creation then id", () =>
      Effect.gen(function* () {
        const formats = yield* FormatRepository
        const labels = yield* LabelRepository
        const label = yield* storedLabel
        const added = [
          formatRecord(label.id, { created_at: at(8) }),
          formatRecord(label.id, { created_at: at(2) }),
          formatRecord(label.id, { created_at: at(2), gtin: null, image_id: null, quantity: null }),
          formatRecord(label.id, { created_at: at(5), ref: null, short_url: null })
        ]
        for (const format of added) yield* formats.insert(label.workspace_id, format)
        for (const format of added) {
          assert.deepStrictEqual(
            yield* formats.findById(format.id),
            Option.some({ format, workspace_id: label.workspace_id })
          )
        }
        const embedded = Option.getOrThrow(yield* labels.findById(label.id)).formats
        assert.deepStrictEqual(
          embedded,
          byCreation(added, (format) => [format.created_at ?? "", format.id])
        )
      })
    )

    it.effect("an unknown format is none, and updating or deleting it changes nothing", () =>
      Effect.gen(function* () {
        const formats = yield* FormatRepository
        const id = FormatId.make(uuid())
        assert.isTrue(Option.isNone(yield* formats.findById(id)))
        assert.isTrue(Option.isNone(yield* formats.update(id, { lot: "L-1" })))
        yield* formats.delete(id)
        assert.isTrue(Option.isNone(yield* formats.findById(id)))
      })
    )

    it.effect("an update writes only the given keys and answers the new state; its own ref is no conflict", () =>
      Effect.gen(function* () {
        const formats = yield* FormatRepository
        const label = yield* storedLabel
        const format = formatRecord(label.id)
        yield* formats.insert(label.workspace_id, format)
        const changes: Partial<Format.Format> = {
          ref: format.ref,
          lot: null,
          quantity: 3000,
          available_from: "2027-01-15",
          updated_at: at(40)
        }
        const expected = { ...format, ...changes, version: 2 }
        assert.deepStrictEqual(yield* formats.update(format.id, changes), Option.some(expected))
        assert.deepStrictEqual(
          yield* formats.findById(format.id),
          Option.some({ format: expected, workspace_id: label.workspace_id })
        )
        assert.deepStrictEqual(yield* formats.update(format.id, {}), Option.some({ ...expected, version: 3 }))
      })
    )

    it.effect("a taken ref refuses an insert or a ref change; a free ref moves and frees the old one", () =>
      Effect.gen(function* () {
        const formats = yield* FormatRepository
        const codes = yield* MarketingQrCodeRepository
        const refs = yield* PublicRefRepository
        const label = yield* storedLabel
        const other = yield* storedLabel
        const code = qrCodeRecord(label.workspace_id)
        const format = formatRecord(label.id)
        const neighbour = formatRecord(other.id)
        yield* codes.insert(code)
        yield* formats.insert(label.workspace_id, format)
        yield* formats.insert(other.workspace_id, neighbour)

        for (const taken of [label.ref, other.ref, neighbour.ref, code.ref]) {
          const refused = formatRecord(label.id, { ref: taken })
          yield* assertConflict(formats.insert(label.workspace_id, refused))
          assert.isTrue(Option.isNone(yield* formats.findById(refused.id)))
          yield* assertConflict(formats.update(format.id, { ref: taken, lot: "changed" }))
        }
        const unchanged = Option.some({ format, workspace_id: label.workspace_id })
        assert.deepStrictEqual(yield* formats.findById(format.id), unchanged)

        const moved = `${format.ref}x`
        yield* formats.update(format.id, { ref: moved })
        assert.isFalse(yield* refs.isTaken(format.ref!))
        assert.isTrue(yield* refs.isTaken(moved))
        // The old ref is free for anyone again; dropping the ref frees the new one.
        yield* formats.insert(other.workspace_id, formatRecord(other.id, { ref: format.ref }))
        yield* formats.update(format.id, { ref: null })
        assert.isFalse(yield* refs.isTaken(moved))
      })
    )

    it.effect("deleting a format frees its ref and leaves the label's other formats", () =>
      Effect.gen(function* () {
        const formats = yield* FormatRepository
        const labels = yield* LabelRepository
        const refs = yield* PublicRefRepository
        const label = yield* storedLabel
        const [doomed, kept] = [formatRecord(label.id), formatRecord(label.id)]
        yield* formats.insert(label.workspace_id, doomed)
        yield* formats.insert(label.workspace_id, kept)
        yield* formats.delete(doomed.id)
        assert.isTrue(Option.isNone(yield* formats.findById(doomed.id)))
        assert.isFalse(yield* refs.isTaken(doomed.ref!))
        assert.deepStrictEqual(Option.getOrThrow(yield* labels.findById(label.id)).formats, [kept])
        yield* formats.insert(label.workspace_id, formatRecord(label.id, { ref: doomed.ref }))
      })
    )
  })
}
