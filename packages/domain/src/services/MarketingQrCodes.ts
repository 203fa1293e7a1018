import { Context, type Effect } from "effect"
import type { Conflict, NotAMember, NotFound, NotWritable, PersistenceUnavailable, PlanLimit } from "../errors.ts"
import type { QrCodeId, UserId, WorkspaceId } from "../ids.ts"
import type { MarketingQrCode, QrCodeCreate, QrCodePatch } from "../MarketingQrCode.ts"
import type { Paged, PageRequest } from "../Paging.ts"

type Write<A, E = never> = Effect.Effect<A, E | NotFound | NotWritable | PersistenceUnavailable>

/**
 * Marketing QR codes: draft -> published -> draft. Publishing needs
 * `feature_marketing` and a free slot of `included_marketing_qr_codes`.
 */
export class MarketingQrCodes extends Context.Service<
  MarketingQrCodes,
  {
    readonly create: (
      actor: UserId,
      input: QrCodeCreate
    ) => Effect.Effect<MarketingQrCode, NotAMember | NotWritable | PersistenceUnavailable>
    readonly get: (actor: UserId, id: QrCodeId) => Effect.Effect<MarketingQrCode, NotFound | PersistenceUnavailable>
    readonly list: (
      actor: UserId,
      filter: { readonly workspace_id?: WorkspaceId },
      page: PageRequest
    ) => Effect.Effect<Paged<MarketingQrCode>, NotFound | PersistenceUnavailable>
    readonly patch: (actor: UserId, id: QrCodeId, patch: QrCodePatch) => Write<MarketingQrCode>
    /** Idempotent: publishing a published code answers it unchanged. */
    readonly publish: (actor: UserId, id: QrCodeId) => Write<MarketingQrCode, PlanLimit>
    readonly unpublish: (actor: UserId, id: QrCodeId) => Write<MarketingQrCode>
    /** Only drafts can be deleted (`Conflict` otherwise). */
    readonly delete: (actor: UserId, id: QrCodeId) => Write<void, Conflict>
  }
>()("@elabel/domain/services/MarketingQrCodes") {}
