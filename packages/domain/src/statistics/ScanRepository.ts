import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { QrCodeId, WorkspaceId } from "../shared/ids.ts"
import type { DailyScans, DayRange } from "./DailyCounts.ts"

/** The scans of one marketing code since the last batch: how many, and the countries they came from. */
export interface ScanTally {
  readonly code_id: QrCodeId
  readonly workspace_id: WorkspaceId
  readonly count: number
  /** Upper-case ISO 3166-1 alpha-2 codes, each once. */
  readonly countries: ReadonlyArray<string>
  /** The same scans per day, platform and country: the daily counters they add to. */
  readonly days: ReadonlyArray<DailyScans>
}

/** What storage keeps of a code's scans: the total and every country seen (sorted). No IP, no time, no device. */
export interface ScanTotals {
  readonly scans: number
  readonly countries: ReadonlyArray<string>
}

/**
 * Scan counts of marketing codes. `record` adds a batch in one write: the
 * counts, the countries not seen before, and each code's `geo_count` set to
 * its number of distinct countries (left as is when the batch brings no
 * country), and the daily counters. Tallies of codes no longer stored are dropped.
 */
export class ScanRepository extends Context.Service<
  ScanRepository,
  {
    readonly record: (batch: ReadonlyArray<ScanTally>) => Effect.Effect<void, PersistenceUnavailable>
    /** Zero scans and no countries for a code never scanned (or not stored). */
    readonly totals: (code: QrCodeId) => Effect.Effect<ScanTotals, PersistenceUnavailable>
    /** The code's daily counters in the range (days included), in one read. */
    readonly daily: (
      code: QrCodeId,
      range: DayRange
    ) => Effect.Effect<ReadonlyArray<DailyScans>, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/ScanRepository") {}
