import { Context, Effect, Layer, Option } from "effect"
import { changedFields } from "../shared/changedFields.ts"
import {
  Conflict,
  type NotAMember,
  NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  PlanLimit,
  type PreconditionFailed
} from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { QrCodeId, UserId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, decidedOnRead, requireVersion } from "../shared/WriteCondition.ts"
import { makeEvents } from "../webhooks/events.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { guarded } from "../workspace/guarded.ts"
import { listScope, toPageOf } from "../workspace/lists.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import {
  type MarketingQrCode,
  type MarketingQrCodeRecord,
  newQrCode,
  publishChanges,
  type QrCodeCreate,
  type QrCodePatch,
  toQrCode,
  unpublish as unpublishCode
} from "./MarketingQrCode.ts"
import { MarketingQrCodeRepository } from "./MarketingQrCodeRepository.ts"

type Write<A, E = never> = Effect.Effect<A, E | NotFound | NotWritable | PreconditionFailed | PersistenceUnavailable>

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
>()("@elabel/domain/services/MarketingQrCodes") {
  /**
   * Needs `Access`, the QR code, workspace and public-ref repositories, the transactor, the generators and
   * the link change notifier (told after every committed change).
   */
  static readonly layer = Layer.effect(
    MarketingQrCodes,
    Effect.gen(function* () {
      const access = yield* Access
      const codes = yield* MarketingQrCodeRepository
      const workspaces = yield* WorkspaceRepository
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const publicRefs = yield* makePublicRefs
      // Read once when the layer is built, so providing it to this layer is enough.
      const baseUrl = yield* PublicBaseUrl
      const { visible, writable } = guarded(access, "marketing_qr_code", codes.findById)
      const notifier = yield* LinkChangeNotifier
      const events = yield* makeEvents
      const audit = yield* makeAuditTrail
      const recorded = (actor: UserId, action: string, code: MarketingQrCode, after?: MarketingQrCode) =>
        audit.record({
          actor,
          workspace: code.workspace_id,
          action,
          resource_type: "marketing_qr_code",
          resource_id: code.id,
          ...(after === undefined ? {} : { before: code, after })
        })
      const announce = (type: "marketing_qr_code.published" | "marketing_qr_code.unpublished", code: MarketingQrCode) =>
        events.emit(type, { id: code.id, workspace_id: code.workspace_id, expires_at: code.expires_at })

      /**
       * Runs a write as one transaction, then tells short-link caches that the code changed: only once it has
       * committed (with the transaction around it, if any), so a cache refilled at once reads the new state. The ref is read first: it never changes,
       * and a deleted code has none after.
       */
      const announcedTransaction = <A, E, R>(self: Effect.Effect<A, E, R>, _actor: UserId, id: QrCodeId) =>
        Effect.flatMap(codes.findById(id), (before) => {
          const committed = transactor.transaction(self)
          return Option.isNone(before)
            ? committed
            : Effect.tap(committed, () => transactor.afterCommit(notifier.changed(before.value.ref)))
        })

      /** Stores the changes and answers the stored code. */
      const change = Effect.fnUntraced(function* (id: QrCodeId, changes: Partial<MarketingQrCodeRecord>) {
        const updated = yield* conditionalUpdate("marketing_qr_code", id, (expected) =>
          codes.update(id, changes, expected)
        )
        return toQrCode(updated)
      })

      const create = Effect.fn("MarketingQrCodes.create")(
        function* (actor: UserId, input: QrCodeCreate) {
          yield* access.create(actor, input.workspace_id)
          const code = newQrCode({
            id: yield* ids.next("QrCodeId"),
            ref: yield* publicRefs.generate(),
            now: yield* currentTimestamp,
            input
          })
          yield* codes.insert(code)
          const created = toQrCode(code)
          yield* recorded(actor, "marketing_qr_code.create", created)
          return created
        },
        // The caller chose no ref, so a taken one is not their fault: finding no free ref, or losing a race for
        // one of 62^10 refs, is a defect (500), not a `Conflict` the contract would have to offer.
        Effect.catchTag("Conflict", (conflict) => Effect.die(conflict)),
        transactor.transaction
      )

      const get = Effect.fn("MarketingQrCodes.get")(function* (actor: UserId, id: QrCodeId) {
        return toQrCode(yield* visible(actor, id))
      })

      const list = Effect.fn("MarketingQrCodes.list")(function* (
        actor: UserId,
        filter: { readonly workspace_id?: WorkspaceId },
        page: PageRequest
      ) {
        const scope = yield* listScope(access, actor, filter)
        const rows = scope.length === 0 ? [] : yield* codes.list(scope, page)
        return toPageOf(rows, page, toQrCode)
      })

      const patch = Effect.fn("MarketingQrCodes.patch")(function* (actor: UserId, id: QrCodeId, patch: QrCodePatch) {
        const code = yield* writable(actor, id)
        const changes = changedFields<MarketingQrCodeRecord>(code, patch)
        // Nothing to change: the code as it is, if it is the version the request names.
        if (Object.keys(changes).length === 0) {
          return yield* Effect.as(requireVersion("marketing_qr_code", id, code.version), toQrCode(code))
        }
        const changed = yield* change(id, { ...changes, updated_at: yield* currentTimestamp })
        yield* recorded(actor, "marketing_qr_code.update", toQrCode(code), changed)
        return changed
      }, announcedTransaction)

      // Publish, unpublish and delete decide from the code as read, so each writes only while it is unchanged.
      const publish = Effect.fn("MarketingQrCodes.publish")(function* (actor: UserId, id: QrCodeId) {
        return yield* decidedOnRead("marketing_qr_code", id, (decideOn) =>
          Effect.gen(function* () {
            const code = yield* writable(actor, id)
            yield* decideOn(code.version)
            // Idempotent: a published code keeps its published_at and already holds its slot.
            if (code.is_published === true) return toQrCode(code)
            const workspace = yield* workspaces.findById(code.workspace_id)
            if (Option.isNone(workspace)) return yield* new NotFound({ resource: "marketing_qr_code", id })
            const { feature_marketing, included_marketing_qr_codes } = workspace.value.record
            if (!feature_marketing) {
              return yield* new PlanLimit({ reason: "marketing QR codes are not included in the workspace's plan" })
            }
            const changes = publishChanges(code, yield* currentTimestamp, baseUrl)
            // The repository checks the quota and stores in one step, so concurrent publishes cannot overshoot.
            const stored = yield* conditionalUpdate("marketing_qr_code", id, (expected) =>
              Effect.flatMap(
                codes.publishWithinQuota(code, changes, included_marketing_qr_codes, expected),
                (outcome) =>
                  outcome === "quota-used"
                    ? Effect.fail(new PlanLimit({ reason: "the workspace's marketing QR code quota is used up" }))
                    : Effect.succeed(outcome)
              )
            )
            const answer = toQrCode(stored)
            yield* announce("marketing_qr_code.published", answer)
            yield* recorded(actor, "marketing_qr_code.publish", answer)
            return answer
          })
        )
      }, announcedTransaction)

      const unpublish = Effect.fn("MarketingQrCodes.unpublish")(function* (actor: UserId, id: QrCodeId) {
        return yield* decidedOnRead("marketing_qr_code", id, (decideOn) =>
          Effect.gen(function* () {
            const code = yield* writable(actor, id)
            yield* decideOn(code.version)
            const draft = unpublishCode(code, yield* currentTimestamp)
            if (draft === code) return toQrCode(code)
            // The freed slot needs no bookkeeping: only published codes count against the quota.
            const changed = yield* change(id, { is_published: draft.is_published, updated_at: draft.updated_at })
            yield* announce("marketing_qr_code.unpublished", changed)
            yield* recorded(actor, "marketing_qr_code.unpublish", changed)
            return changed
          })
        )
      }, announcedTransaction)

      const remove = Effect.fn("MarketingQrCodes.delete")(function* (actor: UserId, id: QrCodeId) {
        yield* decidedOnRead("marketing_qr_code", id, (decideOn) =>
          Effect.gen(function* () {
            const code = yield* writable(actor, id)
            yield* decideOn(code.version)
            if (code.is_published === true) {
              return yield* new Conflict({ reason: "published codes cannot be deleted; unpublish first" })
            }
            // The conditional write checks (and locks) the code's version first.
            yield* change(id, { updated_at: yield* currentTimestamp })
            yield* codes.delete(id)
            yield* recorded(actor, "marketing_qr_code.delete", toQrCode(code))
          })
        )
      }, announcedTransaction)

      return MarketingQrCodes.of({ create, get, list, patch, publish, unpublish, delete: remove })
    })
  )
}
