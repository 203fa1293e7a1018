/**
 * A process that did not record a label's latest version (another worker,
 * or one started since) compares a write with the comparison stored beside
 * that version (ADR 0075), not with its document decoded: with two processes
 * on one database taking turns on the same labels, as a round-robin of
 * workers hands them out, no write decodes a document. Seen from outside
 * through the second process's reads, whose latest documents come back
 * unreadable: a write that decoded one would fail (`UnreadableVersion`).
 * The versions the two record are those one process would have: one per
 * change, none for a write no page shows. On every SQL storage.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  domainServicesLayer,
  IdGenerator,
  LabelRepository,
  Labels,
  LabelVersionRepository,
  RefGenerator
} from "@elabel/domain"
import { catalogFixture, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Context, Effect, Layer, Option } from "effect"
import { sqlStorages } from "./sqlSupport.ts"

/** The label store, each latest document a write's read hands back (when it sends one) turned unreadable. */
const UnreadableLatest = Layer.effect(
  LabelRepository,
  Effect.gen(function* () {
    const stored = yield* LabelRepository
    return LabelRepository.of({
      ...stored,
      findForWrite: (id, lock, member, knownHash) =>
        Effect.map(
          stored.findForWrite(id, lock, member, knownHash),
          Option.map((state) =>
            state.latest === undefined || state.latest.document === ""
              ? state
              : { ...state, latest: { ...state.latest, document: '{"format":"elabel-version/9"}' } }
          )
        )
    })
  })
)

for (const [name, storage] of sqlStorages(catalogFixture)) {
  describe(`two processes writing the same labels on ${name}`, () => {
    it.effect("compare with the stored comparisons and record the versions one process would", () =>
      Effect.gen(function* () {
        const ports = yield* Layer.build(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer))
        const given = Layer.succeedContext(ports)
        const first = yield* Layer.build(domainServicesLayer.pipe(Layer.provide(given)))
        const second = yield* Layer.build(
          domainServicesLayer.pipe(Layer.provideMerge(UnreadableLatest), Layer.provide(given))
        )
        const on =
          <P>(process: Context.Context<P>) =>
          <A, E, R>(effect: Effect.Effect<A, E, R>) =>
            Effect.provideContext(effect, Context.merge(ports, process) as Context.Context<R>)
        const { workspace, brandId } = yield* seedWorkspace().pipe(on(first))
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId).pipe(on(first))
        const patch = (changes: { readonly name?: string; readonly internal_name?: string }) =>
          Labels.use((labels) => labels.patch(users.editor, label.id, changes))
        const rename = (name: string) => patch({ name })
        yield* Labels.use((labels) => labels.publish(users.editor, label.id)).pipe(on(first))
        // Turns, as workers take them: the second never decodes what the first recorded, nor the reverse.
        yield* rename("Riesling 2").pipe(on(second))
        yield* rename("Riesling 3").pipe(on(first))
        yield* rename("Riesling 4").pipe(on(second))
        // Rows written that no page shows, in either process: no version.
        yield* patch({ internal_name: "cellar 7" }).pipe(on(first))
        yield* patch({ internal_name: "cellar 8" }).pipe(on(second))
        const versions = yield* LabelVersionRepository.use((repository) =>
          repository.list(label.id, { limit: 50, offset: 0 })
        ).pipe(on(first))
        assert.deepStrictEqual(
          versions.map((version) => version.version),
          [4, 3, 2, 1]
        )
      }).pipe(Effect.scoped)
    )
  })
}
