import { Context, type Effect, type Option } from "effect"
import type { Conflict, PersistenceUnavailable } from "../errors.ts"
import type { QrCodeId, WorkspaceId } from "../ids.ts"
import type { MarketingQrCodeRecord } from "../MarketingQrCode.ts"
import type { PageRequest } from "../Paging.ts"

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
     * Stores `published` (a draft turned published) only if the workspace has
     * fewer than `quota` published codes (null: unlimited), atomically, so
     * concurrent publishes never exceed the quota. Answers whether it stored.
     */
    readonly publishWithinQuota: (published: MarketingQrCodeRecord, quota: number | null) => Fx<boolean>
    readonly delete: (id: QrCodeId) => Fx<void>
  }
>()("@elabel/domain/ports/MarketingQrCodeRepository") {}
