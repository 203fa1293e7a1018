/** The scan side of marketing codes: the short-link lookup by ref, and scan batches with their countries. */
import { assert, describe } from "@effect/vitest"
import {
  type MarketingQrCode,
  MarketingQrCodeRepository,
  type QrCodeId,
  ScanRepository,
  WorkspaceRepository
} from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, published, qrCodeRecord, workspaceRecord } from "./records.ts"
import { type ContractIt, publishWithin } from "./support.ts"

/** A published code, never scanned (`geo_count` unknown), in a fresh stored workspace. */
const publishedCode = Effect.gen(function* () {
  const workspace = workspaceRecord()
  yield* (yield* WorkspaceRepository).insert(workspace, at(0))
  const codes = yield* MarketingQrCodeRepository
  const draft = qrCodeRecord(workspace.id, { geo_count: null })
  yield* codes.insert(draft)
  assert.isTrue(yield* publishWithin(draft, null))
  return { ...published(draft), version: draft.version + 1 }
})

const geoCountOf = (id: QrCodeId) =>
  Effect.map(
    MarketingQrCodeRepository.use((codes) => codes.findById(id)),
    (code) => Option.getOrThrow(code).geo_count
  )

/** A batch entry: `count` scans of `code`, from `countries`. */
const tally = (code: MarketingQrCode.MarketingQrCodeRecord, count: number, countries: Array<string>) => ({
  code_id: code.id,
  workspace_id: code.workspace_id,
  count,
  countries,
  days: []
})

/** Registers the scan tests on `it`. */
export const scanContract = (it: ContractIt): void => {
  describe("scans", () => {
    it.effect("findByRef finds a code by its public ref, drafts included, and nothing for an unknown ref", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const code = yield* publishedCode
        const draft = qrCodeRecord(code.workspace_id)
        yield* codes.insert(draft)
        assert.deepStrictEqual(
          Option.map(yield* codes.findByRef(code.ref), (found) => [found.id, found.is_published]),
          Option.some([code.id, true])
        )
        assert.deepStrictEqual(yield* codes.findByRef(draft.ref), Option.some(draft))
        assert.isTrue(Option.isNone(yield* codes.findByRef("nosuchref0")))
      })
    )

    it.effect("batches add up, countries count once each, and geo_count is the number of distinct countries", () =>
      Effect.gen(function* () {
        const scans = yield* ScanRepository
        const a = yield* publishedCode
        const b = yield* publishedCode
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
        yield* scans.record([tally(gone, 2, ["IT"]), tally(kept, 1, ["IT"])])
        assert.deepStrictEqual(yield* scans.totals(gone.id), { scans: 0, countries: [] })
        assert.deepStrictEqual(yield* scans.totals(kept.id), { scans: 1, countries: ["IT"] })
      })
    )
  })
}
