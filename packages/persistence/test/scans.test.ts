/**
 * Scan counts and the short-link lookup on every adapter (memory, embedded
 * PGlite, PostgreSQL when DATABASE_URL is set), and link change events.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import {
  LinkChangeNotifier,
  MarketingQrCode,
  MarketingQrCodeRepository,
  type QrCodeId,
  ScanRepository,
  type StoragePorts,
  WorkspaceRepository
} from "@elabel/domain"
import { LinkChangeNotifierLocal, layerMemory } from "@elabel/persistence"
import { Effect, Exit, type Layer, Option, Scope } from "effect"
import { BASE_URL, backends, catalogSeed, draftCode, newWorkspaceId, T1, T2, workspaceRecord } from "./sqlSupport.ts"

const storages: ReadonlyArray<readonly [string, Layer.Layer<StoragePorts, unknown>]> = [
  ["memory", layerMemory({ catalog: catalogSeed })],
  ...backends
]

/** A published code in a fresh workspace. */
const publishedCode = Effect.gen(function* () {
  const workspace = newWorkspaceId()
  yield* (yield* WorkspaceRepository).insert(workspaceRecord(workspace), T1)
  const codes = yield* MarketingQrCodeRepository
  const code = draftCode(workspace)
  yield* codes.insert(code)
  const published = MarketingQrCode.publish(code, T2, BASE_URL)
  yield* codes.publishWithinQuota(published, null)
  return published
})

const geoCountOf = (id: QrCodeId) =>
  Effect.map(
    MarketingQrCodeRepository.use((codes) => codes.findById(id)),
    (code) => Option.getOrThrow(code).geo_count
  )

for (const [backend, storage] of storages) {
  layer(storage, { excludeTestServices: true, timeout: "180 seconds" })(`scans on ${backend}`, (it) => {
    it.effect("findByRef finds a code by its public ref, drafts included, and nothing for an unknown ref", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const code = yield* publishedCode
        const found = yield* codes.findByRef(code.ref)
        assert.deepStrictEqual(
          Option.map(found, (c) => [c.id, c.is_published]),
          Option.some([code.id, true])
        )
        assert.isTrue(Option.isNone(yield* codes.findByRef("nosuchref0")))
      })
    )

    it.effect("batches add up, countries count once each, and geo_count is the number of distinct countries", () =>
      Effect.gen(function* () {
        const scans = yield* ScanRepository
        const a = yield* publishedCode
        const b = yield* publishedCode
        const tally = (code: MarketingQrCode.MarketingQrCodeRecord, count: number, countries: Array<string>) => ({
          code_id: code.id,
          workspace_id: code.workspace_id,
          count,
          countries
        })
        yield* scans.record([tally(a, 3, ["DE", "AT"]), tally(b, 1, [])])
        yield* scans.record([tally(a, 2, ["DE", "FR"]), tally(b, 4, [])])
        assert.deepStrictEqual(yield* scans.totals(a.id), { scans: 5, countries: ["AT", "DE", "FR"] })
        assert.deepStrictEqual(yield* scans.totals(b.id), { scans: 5, countries: [] })
        assert.strictEqual(yield* geoCountOf(a.id), 3)
        // No country ever seen: geo_count stays unknown rather than claiming zero countries.
        assert.strictEqual(yield* geoCountOf(b.id), null)
      })
    )

    it.effect("tallies of a code deleted meanwhile are dropped without failing the rest of the batch", () =>
      Effect.gen(function* () {
        const scans = yield* ScanRepository
        const codes = yield* MarketingQrCodeRepository
        const kept = yield* publishedCode
        const gone = yield* publishedCode
        yield* codes.delete(gone.id)
        yield* scans.record([
          { code_id: gone.id, workspace_id: gone.workspace_id, count: 2, countries: ["IT"] },
          { code_id: kept.id, workspace_id: kept.workspace_id, count: 1, countries: ["IT"] }
        ])
        assert.deepStrictEqual(yield* scans.totals(gone.id), { scans: 0, countries: [] })
        assert.deepStrictEqual(yield* scans.totals(kept.id), { scans: 1, countries: ["IT"] })
      })
    )
  })
}

describe("in-process link changes", () => {
  it.effect("changed reaches every listener before it returns; a closed scope stops its listener", () =>
    Effect.gen(function* () {
      const notifier = yield* LinkChangeNotifier
      const heard: Array<string> = []
      const scope = yield* Scope.make()
      yield* notifier
        .listen({ changed: (ref) => Effect.sync(() => heard.push(`a:${ref}`)), lost: Effect.void })
        .pipe(Scope.provide(scope))
      yield* notifier.listen({ changed: (ref) => Effect.sync(() => heard.push(`b:${ref}`)), lost: Effect.void })
      yield* notifier.changed("ref1")
      assert.deepStrictEqual(heard, ["a:ref1", "b:ref1"])
      yield* Scope.close(scope, Exit.void)
      yield* notifier.changed("ref2")
      assert.deepStrictEqual(heard, ["a:ref1", "b:ref1", "b:ref2"])
    }).pipe(Effect.scoped, Effect.provide(LinkChangeNotifierLocal))
  )
})
