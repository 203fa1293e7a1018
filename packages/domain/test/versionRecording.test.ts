/**
 * A write compares the label with its latest version as this process
 * recorded it, not with the stored text decoded again (~20 KB a label): a
 * producer editing many labels in turn pays for no decoding. Seen from
 * outside through a store whose latest documents read back unreadable once
 * the labels are published: a write that decoded one would fail
 * (`UnreadableVersion`), one that compares with what it recorded succeeds.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  COMPARISON_DEFINITION,
  domainServicesLayer,
  type LabelId,
  LabelRepository,
  Labels,
  LabelVersionRepository
} from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { catalogFixture, createCompleteLabel, seedWorkspace, TestIds, users } from "@elabel/testkit"
import { Context, Effect, Exit, Layer, Option } from "effect"

/** Labels whose latest version reads back from the store as a text that does not decode. */
const unreadable = new Set<string>()

/** The memory label store, the latest version's document a write reads replaced by `document(label id)`, if any. */
const latestDocumentAs = (document: (label: string) => string | undefined) =>
  Layer.effect(
    LabelRepository,
    Effect.gen(function* () {
      const stored = yield* LabelRepository
      return LabelRepository.of({
        ...stored,
        findForWrite: (id, lock, member) =>
          Effect.map(
            stored.findForWrite(id, lock, member),
            Option.map((state) => {
              const replaced = document(state.label.id)
              return state.latest === undefined || replaced === undefined
                ? state
                : { ...state, latest: { ...state.latest, document: replaced } }
            })
          )
      })
    })
  )

/** The latest version read with a label turned unreadable for `unreadable`. */
const UnreadableLatest = latestDocumentAs((label) =>
  unreadable.has(label) ? '{"format":"elabel-version/9"}' : undefined
)

const layer = domainServicesLayer.pipe(
  Layer.provideMerge(UnreadableLatest),
  Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds))
)

describe("recording a version", () => {
  it.effect(
    "compares with the version this process recorded for each of 200 labels written in turn, decoding none",
    () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const ids: Array<LabelId> = []
        for (let i = 0; i < 200; i++) {
          const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
          yield* labels.publish(users.editor, label.id)
          ids.push(label.id)
        }
        for (const id of ids) yield* labels.patch(users.editor, id, { name: `Riesling ${id}` })
        for (const id of ids) unreadable.add(id)
        for (const id of ids) {
          const renamed = yield* Effect.exit(labels.patch(users.editor, id, { name: `Riesling ${id} 2` }))
          assert.isTrue(Exit.isSuccess(renamed), `label ${id}: ${String(renamed)}`)
        }
      }).pipe(Effect.provide(layer)),
    60_000
  )
})

/** Every latest version read without its document, as `knownHash` leaves it out. */
const WithoutDocuments = latestDocumentAs(() => "")

describe("a write's read without the latest document", () => {
  it.effect(
    "reads the document on its own when this process does not hold the version (another process wrote it)",
    () =>
      Effect.gen(function* () {
        const storage = yield* Layer.build(Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds))
        // Two processes on one store: each holds what it recorded of its own versions.
        const processOf = () =>
          Layer.build(
            domainServicesLayer.pipe(Layer.provideMerge(WithoutDocuments), Layer.provide(Layer.succeedContext(storage)))
          )
        const [first, second] = [yield* processOf(), yield* processOf()]
        const { workspace, brandId } = yield* seedWorkspace().pipe(Effect.provideContext(Context.merge(storage, first)))
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId).pipe(
          Effect.provideContext(Context.merge(storage, first))
        )
        yield* Labels.use((labels) => labels.publish(users.editor, label.id)).pipe(Effect.provideContext(first))
        const renamed = yield* Labels.use((labels) =>
          labels.patch(users.editor, label.id, { name: "Riesling 2" })
        ).pipe(Effect.provideContext(second), Effect.exit)
        assert.isTrue(Exit.isSuccess(renamed), String(renamed))
      }).pipe(Effect.scoped)
  )
})

/** Every latest version read with a comparison of another definition than this code's. */
const OtherDefinition = Layer.effect(
  LabelRepository,
  Effect.gen(function* () {
    const stored = yield* LabelRepository
    const compared = { definition: COMPARISON_DEFINITION + 1, view_hash: "0".repeat(64), missing: [], refs: [] }
    return LabelRepository.of({
      ...stored,
      findForWrite: (id, lock, member, knownHash) =>
        Effect.map(
          stored.findForWrite(id, lock, member, knownHash),
          Option.map((state) => ({ ...state, compared }))
        )
    })
  })
)

describe("a stored comparison of another definition", () => {
  it.effect("is not compared with: the document is, so a write no page shows records nothing", () =>
    Effect.gen(function* () {
      const storage = yield* Layer.build(Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds))
      const first = yield* Layer.build(domainServicesLayer.pipe(Layer.provide(Layer.succeedContext(storage))))
      const second = yield* Layer.build(
        domainServicesLayer.pipe(Layer.provideMerge(OtherDefinition), Layer.provide(Layer.succeedContext(storage)))
      )
      const inFirst = Context.merge(storage, first)
      const { workspace, brandId } = yield* seedWorkspace().pipe(Effect.provideContext(inFirst))
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId).pipe(Effect.provideContext(inFirst))
      yield* Labels.use((labels) => labels.publish(users.editor, label.id)).pipe(Effect.provideContext(first))
      yield* Labels.use((labels) => labels.patch(users.editor, label.id, { internal_name: "cellar 7" })).pipe(
        Effect.provideContext(second)
      )
      const latest = yield* LabelVersionRepository.use((versions) => versions.latest(label.id)).pipe(
        Effect.provideContext(storage)
      )
      assert.strictEqual(Option.getOrThrow(latest).version, 1)
    }).pipe(Effect.scoped)
  )
})
