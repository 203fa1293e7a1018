import { assert, describe, it } from "@effect/vitest"
import {
  BrandId,
  Conflict,
  Format,
  FormatId,
  FormatRepository,
  Label,
  LabelChildren,
  LabelId,
  LabelRepository,
  MarketingQrCode,
  MarketingQrCodeRepository,
  PublicRefRepository,
  QrCodeId,
  Transactor,
  WorkspaceId
} from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { Effect, Exit, Option } from "effect"

const NOW = "2025-01-01T00:00:00.000Z"
const uuid = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`
const workspace = WorkspaceId.make(uuid(1))

const labelAggregate = (n: number, ref: string, formats: ReadonlyArray<Format.Format> = []) => ({
  label: Label.newLabelRecord({
    id: LabelId.make(uuid(100 + n)),
    ref,
    now: NOW,
    input: { workspace_id: workspace, brand_id: BrandId.make(uuid(2)), name: `Label ${n}` }
  }),
  formats,
  translations: [],
  children: LabelChildren.emptyChildren
})

const format = (n: number, ref: string, label = 1) =>
  Format.newFormat(
    { id: FormatId.make(uuid(200 + n)), label_id: LabelId.make(uuid(100 + label)), ref, now: NOW },
    "http://localhost:3000",
    {}
  )

const qrCode = (n: number, ref: string, published = false) => {
  const draft = MarketingQrCode.newQrCode({
    id: QrCodeId.make(uuid(300 + n)),
    ref,
    now: NOW,
    input: { workspace_id: workspace, url: "https://example.com" }
  })
  return published ? MarketingQrCode.publish(draft, NOW, "http://localhost:3000") : draft
}

const labelExists = (n: number) =>
  LabelRepository.use((labels) => labels.findById(LabelId.make(uuid(100 + n)))).pipe(Effect.map(Option.isSome))

describe("memory transactions", () => {
  it.effect("a transaction failing half-way leaves no trace of its writes", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const { transaction } = yield* Transactor
      yield* labels.insert(labelAggregate(1, "before"))

      const failed = yield* transaction(
        Effect.gen(function* () {
          yield* labels.insert(labelAggregate(2, "inside"))
          yield* labels.update(LabelId.make(uuid(101)), { name: "Renamed" })
          return yield* new Conflict({ reason: "boom" })
        })
      ).pipe(Effect.flip)

      assert.strictEqual(failed.reason, "boom")
      assert.isFalse(yield* labelExists(2))
      const first = yield* labels.findById(LabelId.make(uuid(101)))
      assert.strictEqual(Option.getOrThrow(first).name, "Label 1")
      assert.isFalse(yield* (yield* PublicRefRepository).isTaken("inside"))
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("a defect inside a transaction rolls it back too", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const { transaction } = yield* Transactor
      const exit = yield* transaction(Effect.andThen(labels.insert(labelAggregate(1, "dies")), Effect.die("bug"))).pipe(
        Effect.exit
      )
      assert.isTrue(Exit.isFailure(exit))
      assert.isFalse(yield* labelExists(1))
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("nested transactions join the outer one and commit with it", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const { transaction } = yield* Transactor
      yield* transaction(
        Effect.gen(function* () {
          yield* labels.insert(labelAggregate(1, "outer"))
          yield* transaction(transaction(labels.insert(labelAggregate(2, "inner"))))
          // A plain write inside the transaction must not wait for the lock the transaction holds.
          yield* labels.update(LabelId.make(uuid(102)), { name: "Inner renamed" })
        })
      )
      assert.isTrue(yield* labelExists(1))
      const inner = yield* labels.findById(LabelId.make(uuid(102)))
      assert.strictEqual(Option.getOrThrow(inner).name, "Inner renamed")
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("a failing nested transaction undoes its own writes; the outer one still commits", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const { transaction } = yield* Transactor
      yield* transaction(
        Effect.gen(function* () {
          yield* labels.insert(labelAggregate(1, "kept"))
          yield* transaction(
            Effect.andThen(labels.insert(labelAggregate(2, "undone")), Effect.fail(new Conflict({ reason: "x" })))
          ).pipe(Effect.ignore)
        })
      )
      assert.isTrue(yield* labelExists(1))
      assert.isFalse(yield* labelExists(2))
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("a failed outer transaction also undoes what its nested transactions wrote", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const { transaction } = yield* Transactor
      yield* transaction(
        Effect.andThen(transaction(labels.insert(labelAggregate(1, "nested"))), Effect.fail("outer fails"))
      ).pipe(Effect.ignore)
      assert.isFalse(yield* labelExists(1))
    }).pipe(Effect.provide(layerMemory()))
  )
})

describe("publishWithinQuota", () => {
  it.effect("concurrent publishes racing for the last slot: exactly one wins", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodeRepository
      const { transaction } = yield* Transactor
      yield* codes.insert(qrCode(1, "q1", true))
      yield* codes.insert(qrCode(2, "q2", true))
      const drafts = [3, 4, 5, 6, 7].map((n) => qrCode(n, `q${n}`))
      yield* Effect.forEach(drafts, codes.insert)

      // Each publish reads the code, yields to the others, then asks for a slot, as a use case would.
      const results = yield* Effect.all(
        drafts.map((draft) =>
          transaction(
            Effect.gen(function* () {
              const current = Option.getOrThrow(yield* codes.findById(draft.id))
              yield* Effect.yieldNow
              return yield* codes.publishWithinQuota(MarketingQrCode.publish(current, NOW, "http://x"), 3)
            })
          )
        ),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.filter((won) => won).length, 1)

      // The same race without transactions around it: the slot check is still atomic.
      const more = [8, 9, 10].map((n) => qrCode(n, `q${n}`))
      yield* Effect.forEach(more, codes.insert)
      const bare = yield* Effect.all(
        more.map((draft) => codes.publishWithinQuota(MarketingQrCode.publish(draft, NOW, "http://x"), 4)),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(bare.filter((won) => won).length, 1)

      const all = yield* codes.list([workspace], { limit: 50, offset: 0 })
      assert.strictEqual(all.filter((code) => code.is_published === true).length, 4)
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("republishing a published code does not count itself; null quota is unlimited", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodeRepository
      yield* codes.insert(qrCode(1, "q1", true))
      yield* codes.insert(qrCode(2, "q2"))
      assert.isTrue(yield* codes.publishWithinQuota(qrCode(1, "q1", true), 1))
      assert.isFalse(yield* codes.publishWithinQuota(qrCode(2, "q2", true), 1))
      assert.isTrue(yield* codes.publishWithinQuota(qrCode(2, "q2", true), null))
    }).pipe(Effect.provide(layerMemory()))
  )
})

describe("refs are unique across labels, formats and marketing codes", () => {
  it.effect("a ref used by one kind is refused to the others", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const formats = yield* FormatRepository
      const codes = yield* MarketingQrCodeRepository
      yield* labels.insert(labelAggregate(1, "label-ref", [format(1, "format-ref")]))
      yield* codes.insert(qrCode(1, "qr-ref"))

      for (const taken of ["label-ref", "format-ref", "qr-ref"]) {
        assert.strictEqual((yield* Effect.flip(labels.insert(labelAggregate(2, taken))))._tag, "Conflict")
        assert.strictEqual((yield* Effect.flip(formats.insert(workspace, format(2, taken))))._tag, "Conflict")
        assert.strictEqual((yield* Effect.flip(codes.insert(qrCode(2, taken))))._tag, "Conflict")
      }
      // A free label ref with a taken format ref stores nothing at all.
      yield* Effect.flip(labels.insert(labelAggregate(3, "free", [format(3, "qr-ref", 3)])))
      assert.isFalse(yield* labelExists(3))
      assert.isFalse(yield* (yield* PublicRefRepository).isTaken("free"))
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("a format may keep its own ref but not take another's", () =>
    Effect.gen(function* () {
      const labels = yield* LabelRepository
      const formats = yield* FormatRepository
      yield* labels.insert(labelAggregate(1, "label-ref", [format(1, "f1"), format(2, "f2")]))
      const id = FormatId.make(uuid(201))

      const kept = yield* formats.update(id, { ref: "f1", lot: "L1" })
      assert.strictEqual(Option.getOrThrow(kept).lot, "L1")
      assert.strictEqual((yield* Effect.flip(formats.update(id, { ref: "f2" })))._tag, "Conflict")
      assert.strictEqual((yield* Effect.flip(formats.update(id, { ref: "label-ref" })))._tag, "Conflict")
      const stored = yield* formats.findById(id)
      assert.strictEqual(Option.getOrThrow(stored).format.ref, "f1")
    }).pipe(Effect.provide(layerMemory()))
  )
})
