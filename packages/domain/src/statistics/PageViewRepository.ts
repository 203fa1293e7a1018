import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { LabelId } from "../shared/ids.ts"
import type { DailyViews, DayRange, PageViewTally } from "./DailyCounts.ts"

/** Daily counters of e-label page views: per label, day, language served and format. Nothing per visitor. */
export class PageViewRepository extends Context.Service<
  PageViewRepository,
  {
    /** Adds a batch to the counters in one write. */
    readonly record: (batch: ReadonlyArray<PageViewTally>) => Effect.Effect<void, PersistenceUnavailable>
    /** The label's counters in the range (days included), in one read. */
    readonly daily: (
      label: LabelId,
      range: DayRange
    ) => Effect.Effect<ReadonlyArray<DailyViews>, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/PageViewRepository") {}
