/**
 * The daily counters of `ScanRepository` and `PageViewRepository`: batches
 * add up per day and bucket, a range reads only its days (both ends
 * included), and counts of a code or label deleted meanwhile vanish.
 */
import { assert, describe } from "@effect/vitest"
import {
  LabelId,
  LabelRepository,
  MarketingQrCodeRepository,
  PageViewRepository,
  ScanRepository,
  type Stats
} from "@elabel/domain"
import { Effect } from "effect"
import { freshWorkspace, labelAggregate, published, qrCodeRecord } from "./records.ts"
import type { ContractIt } from "./support.ts"

const byKey = <A>(rows: ReadonlyArray<A>) => [...rows].map((row) => JSON.stringify(row)).sort()

/** Registers the statistics tests on `it`. */
export const statisticsContract = (it: ContractIt): void => {
  describe("daily statistics counters", () => {
    it.effect("scans add up per day, platform and country; a range reads its days only", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const scans = yield* ScanRepository
        const code = published(qrCodeRecord(freshWorkspace()))
        const gone = published(qrCodeRecord(freshWorkspace()))
        yield* codes.insert(code)
        yield* codes.insert(gone)
        yield* codes.delete(gone.id)
        const tally = (days: ReadonlyArray<Stats.DailyScans>) => ({
          code_id: code.id,
          workspace_id: code.workspace_id,
          count: days.reduce((n, day) => n + day.count, 0),
          countries: [],
          days
        })
        yield* scans.record([
          tally([
            { day: "2026-03-01", platform: "ios", country: "DE", count: 2 },
            { day: "2026-03-01", platform: "other", country: null, count: 1 },
            { day: "2026-03-02", platform: "android", country: null, count: 4 }
          ]),
          { ...tally([{ day: "2026-03-01", platform: "ios", country: "DE", count: 9 }]), code_id: gone.id }
        ])
        yield* scans.record([tally([{ day: "2026-03-01", platform: "ios", country: "DE", count: 3 }])])
        assert.deepStrictEqual(
          byKey(yield* scans.daily(code.id, { from: "2026-03-01", to: "2026-03-02" })),
          byKey([
            { day: "2026-03-01", platform: "ios", country: "DE", count: 5 },
            { day: "2026-03-01", platform: "other", country: null, count: 1 },
            { day: "2026-03-02", platform: "android", country: null, count: 4 }
          ])
        )
        assert.deepStrictEqual(
          (yield* scans.daily(code.id, { from: "2026-03-02", to: "2026-12-31" })).map((row) => row.day),
          ["2026-03-02"]
        )
        assert.deepStrictEqual(yield* scans.daily(gone.id, { from: "2026-01-01", to: "2026-12-31" }), [])
      })
    )

    it.effect("page views add up per day, language and format; a range reads its days only", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const views = yield* PageViewRepository
        const aggregate = labelAggregate(freshWorkspace())
        yield* labels.insert(aggregate)
        const label = aggregate.label
        const format = aggregate.formats[0]?.id ?? null
        const view = (day: string, language: string, format_id: string | null, count: number) => ({
          label_id: label.id,
          workspace_id: label.workspace_id,
          day,
          language,
          format_id,
          count
        })
        yield* views.record([view("2026-05-01", "de", null, 2), view("2026-05-01", "en", format, 1)])
        yield* views.record([
          view("2026-05-01", "de", null, 3),
          view("2026-05-03", "de", null, 1),
          { ...view("2026-05-01", "de", null, 7), label_id: LabelId.make(crypto.randomUUID()) }
        ])
        assert.deepStrictEqual(
          byKey(yield* views.daily(label.id, { from: "2026-05-01", to: "2026-05-02" })),
          byKey([
            { day: "2026-05-01", language: "de", format_id: null, count: 5 },
            { day: "2026-05-01", language: "en", format_id: format, count: 1 }
          ])
        )
      })
    )
  })
}
