import { Context, type Effect, type Option } from "effect"
import type { Conflict, PersistenceUnavailable } from "../shared/errors.ts"
import type { QrCodeId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { MarketingQrCodeRecord } from "./MarketingQrCode.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Storage of marketing QR codes. Lists return up to `limit + 1` rows ordered by creation, then id. */
export class MarketingQrCodeRepository extends Context.Service<
  MarketingQrCodeRepository,
  {
    readonly findById: (id: QrCodeId) => Fx<Option.Option<MarketingQrCodeRecord>>
    /** The code whose public ref is `ref`, published or not. */
    readonly findByRef: (ref: string) => Fx<Option.Option<MarketingQrCodeRecord>>
    readonly list: (
      workspaces: ReadonlyArray<WorkspaceId>,
      page: PageRequest
    ) => Fx<ReadonlyArray<MarketingQrCodeRecord>>
    /** Fails with `Conflict` when the ref is taken. */
    readonly insert: (code: MarketingQrCodeRecord) => Effect.Effect<void, Conflict | PersistenceUnavailable>
    /** Like `LabelRepository.update`. */
    readonly update: (
      id: QrCodeId,
      changes: Partial<MarketingQrCodeRecord>,
      expected?: ReadonlyArray<number>
    ) => Fx<Option.Option<MarketingQrCodeRecord>>
    /**
     * Writes the publishing `changes` to `code` (as `update` does: those
     * columns only, and only while its version is one of `expected`) if its
     * workspace has fewer than `quota` other published codes (null:
     * unlimited), atomically, so concurrent publishes never exceed the quota.
     * Answers the stored code, `"quota-used"`, or none when the code is gone
     * or no longer has an expected version.
     */
    readonly publishWithinQuota: (
      code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId },
      changes: Partial<MarketingQrCodeRecord>,
      quota: number | null,
      expected?: ReadonlyArray<number>
    ) => Fx<Option.Option<MarketingQrCodeRecord> | "quota-used">
    readonly delete: (id: QrCodeId) => Fx<void>
  }
>()("@elabel/domain/ports/MarketingQrCodeRepository") {}
