/** The `LabelRepository` contract for whole labels: round trip, partial updates, delete, and refs. */
import { assert, describe } from "@effect/vitest"
import {
  BrandId,
  FormatRepository,
  Label,
  LabelChildren,
  LabelId,
  LabelRepository,
  MarketingQrCodeRepository,
  PublicRefRepository
} from "@elabel/domain"
import { Effect, Option } from "effect"
import {
  at,
  formatRecord,
  freshWorkspace,
  ISO_MILLIS,
  labelAggregate,
  labelRecord,
  qrCodeRecord,
  translationRecord,
  uuid
} from "./records.ts"
import { asRead, assertConflict, type ContractIt } from "./support.ts"

/** Registers the label aggregate tests on `it`. */
export const labelContract = (it: ContractIt): void => {
  describe("LabelRepository", () => {
    it.effect("a whole label reads back field for field, formats and translations embedded in order", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        yield* labels.insert(aggregate)
        const found = Option.getOrThrow(yield* labels.findById(aggregate.label.id))
        assert.deepStrictEqual(found, asRead(aggregate))
        assert.deepStrictEqual(yield* labels.children(aggregate.label.id), aggregate.children)
        for (const stamp of [found.created_at, found.updated_at, found.published_at, found.formats[0]?.created_at]) {
          assert.match(stamp ?? "", ISO_MILLIS)
        }
      })
    )

    it.effect("a label with every optional field null and nothing embedded reads back the same", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const workspace = freshWorkspace()
        const sparse = (name: string) => ({
          label: {
            ...Label.newLabelRecord({
              id: LabelId.make(uuid()),
              ref: "unused",
              now: at(0),
              input: { workspace_id: workspace, brand_id: BrandId.make(uuid()), name }
            }),
            brand_id: null,
            ref: null
          },
          formats: [],
          translations: [],
          children: LabelChildren.emptyChildren
        })
        // Labels without a ref never compete for one.
        const [first, second] = [sparse("Erste"), sparse("Zweite")]
        yield* labels.insert(first)
        yield* labels.insert(second)
        assert.deepStrictEqual(yield* labels.findById(first.label.id), Option.some(asRead(first)))
        assert.deepStrictEqual(yield* labels.findById(second.label.id), Option.some(asRead(second)))
        assert.deepStrictEqual(yield* labels.children(first.label.id), LabelChildren.emptyChildren)
      })
    )

    it.effect("an unknown label is none, and writes to it change nothing", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const id = LabelId.make(uuid())
        assert.isTrue(Option.isNone(yield* labels.findById(id)))
        assert.isTrue(Option.isNone(yield* labels.update(id, { name: "Ghost" })))
        yield* labels.putTranslation(id, translationRecord("de"))
        yield* labels.replaceChildren(id, "certifications", labelAggregate(freshWorkspace()).children.certifications)
        yield* labels.delete(id)
        assert.isTrue(Option.isNone(yield* labels.findById(id)))
        assert.deepStrictEqual(yield* labels.children(id), LabelChildren.emptyChildren)
      })
    )

    it.effect("an update writes only the given keys and answers the new state, lists embedded", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        const changes: Partial<Label.LabelRecord> = {
          name: "Grauburgunder",
          notes: null,
          alcohol: 0,
          quantity: 375,
          hide_producer: false,
          is_archived: true,
          updated_at: at(30)
        }
        const expected = { ...asRead(aggregate), ...changes, version: 2 }
        assert.deepStrictEqual(yield* labels.update(id, changes), Option.some(expected))
        assert.deepStrictEqual(yield* labels.findById(id), Option.some(expected))
        assert.deepStrictEqual(yield* labels.update(id, {}), Option.some({ ...expected, version: 3 }))
      })
    )

    it.effect("a conditional update writes only while the version is an expected one", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        assert.isTrue(Option.isNone(yield* labels.update(id, { name: "Stale" }, [2, 3])))
        assert.isTrue(Option.isNone(yield* labels.update(id, { name: "Never" }, [])))
        assert.deepStrictEqual(yield* labels.findById(id), Option.some(asRead(aggregate)))
        const updated = yield* labels.update(id, { name: "Fresh" }, [1])
        assert.deepStrictEqual(
          Option.map(updated, (label) => [label.name, label.version]),
          Option.some(["Fresh", 2])
        )
        assert.isTrue(Option.isNone(yield* labels.update(id, { name: "Again" }, [1])))
      })
    )

    it.effect("concurrent updates of different fields all land", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        yield* Effect.all(
          [
            labels.update(id, { name: "Renamed" }),
            labels.update(id, { notes: "Noted" }),
            labels.update(id, { fat: null })
          ],
          { concurrency: "unbounded" }
        )
        const label = Option.getOrThrow(yield* labels.findById(id))
        assert.deepStrictEqual(
          [label.name, label.notes, label.fat, label.vintage],
          ["Renamed", "Noted", null, aggregate.label.vintage]
        )
      })
    )

    it.effect("deleting a label takes its formats, translations and child lists, and frees its refs", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const formats = yield* FormatRepository
        const refs = yield* PublicRefRepository
        const workspace = freshWorkspace()
        const doomed = labelAggregate(workspace)
        const kept = labelAggregate(workspace)
        yield* labels.insert(doomed)
        yield* labels.insert(kept)
        const taken = [doomed.label.ref!, ...doomed.formats.map((format) => format.ref!)]
        assert.deepStrictEqual(yield* refs.taken([...taken, "NeverUsed0"]), new Set(taken))

        yield* labels.delete(doomed.label.id)
        assert.isTrue(Option.isNone(yield* labels.findById(doomed.label.id)))
        for (const format of doomed.formats) assert.isTrue(Option.isNone(yield* formats.findById(format.id)))
        assert.deepStrictEqual(yield* labels.children(doomed.label.id), LabelChildren.emptyChildren)
        for (const ref of taken) assert.isFalse(yield* refs.isTaken(ref))
        assert.deepStrictEqual(yield* refs.taken(taken), new Set())
        assert.deepStrictEqual(yield* labels.findById(kept.label.id), Option.some(asRead(kept)))
        assert.deepStrictEqual(yield* labels.children(kept.label.id), kept.children)

        // The freed refs are usable again, and a new label under the old id starts empty.
        const reused = {
          label: labelRecord(workspace, { id: doomed.label.id, ref: taken[0]! }),
          formats: [formatRecord(doomed.label.id, { ref: taken[1]! })],
          translations: [],
          children: LabelChildren.emptyChildren
        }
        yield* labels.insert(reused)
        assert.deepStrictEqual(yield* labels.findById(doomed.label.id), Option.some(asRead(reused)))
        assert.deepStrictEqual(yield* labels.children(doomed.label.id), LabelChildren.emptyChildren)
      })
    )

    it.effect("a ref taken by a label, a format or a QR code refuses the whole label", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const codes = yield* MarketingQrCodeRepository
        const refs = yield* PublicRefRepository
        const workspace = freshWorkspace()
        const existing = labelAggregate(workspace)
        const code = qrCodeRecord(workspace)
        yield* labels.insert(existing)
        yield* codes.insert(code)

        const refused = [
          labelAggregate(workspace, { ref: existing.label.ref }),
          labelAggregate(freshWorkspace(), { ref: existing.formats[0]!.ref }),
          labelAggregate(workspace, { ref: code.ref }),
          ((fresh) => ({ ...fresh, formats: [formatRecord(fresh.label.id, { ref: existing.label.ref })] }))(
            labelAggregate(workspace)
          ),
          // A label repeating its own ref on one of its formats.
          ((fresh) => ({ ...fresh, formats: [formatRecord(fresh.label.id, { ref: fresh.label.ref })] }))(
            labelAggregate(workspace)
          )
        ]
        for (const aggregate of refused) {
          yield* assertConflict(labels.insert(aggregate))
          assert.isTrue(Option.isNone(yield* labels.findById(aggregate.label.id)))
        }
        // Nothing of the refused labels holds a ref; the holders keep theirs.
        assert.isFalse(yield* refs.isTaken(refused[0]!.formats[0]!.ref!))
        assert.isFalse(yield* refs.isTaken(refused[3]!.label.ref!))
        assert.isFalse(yield* refs.isTaken(refused[4]!.label.ref!))
        assert.deepStrictEqual(yield* labels.findById(existing.label.id), Option.some(asRead(existing)))
        assert.isTrue(yield* refs.isTaken(code.ref))
      })
    )
  })
}
