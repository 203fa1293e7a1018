import { Clock, Context, Effect, Layer, Option } from "effect"
import { LabelRepository } from "../label/LabelRepository.ts"
import { MarketingQrCodeRepository } from "../marketing/MarketingQrCodeRepository.ts"
import { InvalidInput, NotFound, type PersistenceUnavailable, PlanLimit } from "../shared/errors.ts"
import type { LabelId, QrCodeId, UserId, WorkspaceId } from "../shared/ids.ts"
import { Access } from "../workspace/Access.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import {
  type LabelStats,
  labelStats,
  type PageViewTally,
  type QrCodeStats,
  qrCodeStats,
  rangeOf
} from "./DailyCounts.ts"
import { PageViewRepository } from "./PageViewRepository.ts"
import { ScanRepository, type ScanTally } from "./ScanRepository.ts"

type Query = { readonly from?: string; readonly to?: string }
type Read<A> = Effect.Effect<A, NotFound | PlanLimit | InvalidInput | PersistenceUnavailable>

/**
 * Scan and page-view statistics (daily aggregates, see `Statistics.ts`).
 * Any member of the workspace reads them when its plan has
 * `feature_analytics`; counting itself happens whatever the plan.
 */
export class Statistics extends Context.Service<
  Statistics,
  {
    readonly qrCode: (actor: UserId, id: QrCodeId, query: Query) => Read<QrCodeStats>
    readonly label: (actor: UserId, id: LabelId, query: Query) => Read<LabelStats>
    /** Adds a batch of counted scans of marketing codes (see `ScanRepository.record`). */
    readonly recordScans: (batch: ReadonlyArray<ScanTally>) => Effect.Effect<void, PersistenceUnavailable>
    /** Adds a batch of counted page views. */
    readonly recordViews: (batch: ReadonlyArray<PageViewTally>) => Effect.Effect<void, PersistenceUnavailable>
  }
>()("@elabel/domain/services/Statistics") {
  /** Needs `Access`, the label, code, workspace, scan and page-view repositories. */
  static readonly layer = Layer.effect(
    Statistics,
    Effect.gen(function* () {
      const access = yield* Access
      const labels = yield* LabelRepository
      const codes = yield* MarketingQrCodeRepository
      const workspaces = yield* WorkspaceRepository
      const scans = yield* ScanRepository
      const views = yield* PageViewRepository

      /** The range asked for, once the actor may read the workspace's statistics. */
      const allowed = Effect.fnUntraced(function* (
        actor: UserId,
        workspace: WorkspaceId,
        resource: "label" | "marketing_qr_code",
        id: string,
        query: Query
      ) {
        yield* access.read(actor, workspace, resource, id)
        const found = yield* workspaces.findById(workspace)
        if (Option.isNone(found) || !found.value.record.feature_analytics) {
          return yield* new PlanLimit({ reason: "statistics are not included in the workspace's plan" })
        }
        const range = rangeOf(query, yield* Clock.currentTimeMillis)
        if (range instanceof InvalidInput) return yield* range
        return range
      })

      const qrCode = Effect.fn("Statistics.qrCode")(function* (actor: UserId, id: QrCodeId, query: Query) {
        const code = yield* codes.findById(id)
        if (Option.isNone(code)) return yield* new NotFound({ resource: "marketing_qr_code", id })
        const range = yield* allowed(actor, code.value.workspace_id, "marketing_qr_code", id, query)
        return qrCodeStats(id, range, yield* scans.daily(id, range))
      })

      const label = Effect.fn("Statistics.label")(function* (actor: UserId, id: LabelId, query: Query) {
        const found = yield* labels.findById(id)
        if (Option.isNone(found)) return yield* new NotFound({ resource: "label", id })
        const range = yield* allowed(actor, found.value.workspace_id, "label", id, query)
        return labelStats(id, range, yield* views.daily(id, range))
      })

      const recordScans = Effect.fn("Statistics.recordScans")(function* (batch: ReadonlyArray<ScanTally>) {
        if (batch.length > 0) yield* scans.record(batch)
      })

      const recordViews = Effect.fn("Statistics.recordViews")(function* (batch: ReadonlyArray<PageViewTally>) {
        if (batch.length > 0) yield* views.record(batch)
      })

      return Statistics.of({ qrCode, label, recordScans, recordViews })
    })
  )
}
