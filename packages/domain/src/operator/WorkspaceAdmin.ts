import { Context, Effect, Layer, Option } from "effect"
import { newBrand } from "../label/Brand.ts"
import { BrandRepository } from "../label/BrandRepository.ts"
import { changedFields } from "../shared/changedFields.ts"
import { NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { RefGenerator } from "../shared/RefGenerator.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { makeAuditTrail, OPERATOR } from "../workspace/auditTrail.ts"
import { toPageOf } from "../workspace/lists.ts"
import {
  ownedByAfter,
  type Plan,
  planSettings,
  type Role,
  toWorkspace,
  type Workspace,
  type WorkspaceRecord,
  type WorkspaceSettings
} from "../workspace/Workspace.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"

/**
 * Operator use cases (the CLI): workspaces, plans and members. No actor: the
 * operator is trusted. Creating a workspace also creates its primary brand.
 */
export class WorkspaceAdmin extends Context.Service<
  WorkspaceAdmin,
  {
    readonly create: (input: {
      readonly name: string
      readonly plan?: Plan
      readonly owner?: UserId
    }) => Effect.Effect<Workspace, PersistenceUnavailable>
    readonly set: (
      id: WorkspaceId,
      settings: WorkspaceSettings
    ) => Effect.Effect<Workspace, NotFound | PersistenceUnavailable>
    readonly list: (page: PageRequest) => Effect.Effect<Paged<Workspace>, PersistenceUnavailable>
    readonly addMember: (
      workspace: WorkspaceId,
      user: UserId,
      role: Role
    ) => Effect.Effect<void, NotFound | PersistenceUnavailable>
    /** Fails with `NotFound` when there was no such membership. */
    readonly removeMember: (
      workspace: WorkspaceId,
      user: UserId
    ) => Effect.Effect<void, NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/WorkspaceAdmin") {
  /** Needs the workspace and brand repositories, the transactor and the id and ref generators. */
  static readonly layer = Layer.effect(
    WorkspaceAdmin,
    Effect.gen(function* () {
      const workspaces = yield* WorkspaceRepository
      const brands = yield* BrandRepository
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const refs = yield* RefGenerator
      const notifier = yield* LinkChangeNotifier
      const audit = yield* makeAuditTrail
      /** Tells the membership caches of every process, once the write has committed. */
      const membershipChanged = (workspace: WorkspaceId) =>
        transactor.afterCommit(notifier.membershipChanged(workspace))

      /**
       * After a member change: `owned_by` keeps naming an owner while there
       * is one (`ownedByAfter`). The owners are read under the workspace's
       * lock, and `owned_by` after it, so concurrent changes take turns.
       */
      const membersChanged = Effect.fnUntraced(function* (workspace: WorkspaceId) {
        const owners = yield* workspaces.lockOwners(workspace)
        const stored = yield* workspaces.findById(workspace)
        if (Option.isSome(stored)) {
          const current = stored.value.record.owned_by
          const next = ownedByAfter(current, owners)
          if (next !== current) yield* workspaces.update(workspace, { owned_by: next })
        }
        yield* membershipChanged(workspace)
      })

      const create = Effect.fn("WorkspaceAdmin.create")(function* (input: {
        readonly name: string
        readonly plan?: Plan
        readonly owner?: UserId
      }) {
        const now = yield* currentTimestamp
        const id = yield* ids.next("WorkspaceId")
        const record: WorkspaceRecord = {
          ...emptyWorkspace(id, input.name),
          ref: yield* refs.next,
          owned_by: input.owner ?? null,
          ...planSettings(input.plan ?? "standard", now)
        }
        const brand = newBrand(yield* ids.next("BrandId"), { workspace_id: id, name: input.name }, { isPrimary: true })
        yield* transactor.transaction(
          Effect.gen(function* () {
            yield* workspaces.insert(record, now)
            yield* brands.insert(brand, now)
            if (input.owner !== undefined) {
              yield* workspaces.putMember({ workspace_id: id, user_id: input.owner, role: "owner" })
              yield* membershipChanged(id)
            }
            yield* audit.record({
              actor: OPERATOR,
              workspace: id,
              action: "workspace.create",
              resource_type: "workspace",
              resource_id: id
            })
          })
        )
        return toWorkspace(record, 0)
      })

      const set = Effect.fn("WorkspaceAdmin.set")(function* (id: WorkspaceId, settings: WorkspaceSettings) {
        const stored = yield* workspaces.findById(id)
        if (Option.isNone(stored)) return yield* new NotFound({ resource: "workspace", id })
        const now = yield* currentTimestamp
        const current = stored.value.record
        // A plan's start date is when it was first switched on: switching it on again keeps the date.
        const changes = changedFields<WorkspaceRecord>(current, {
          ...settings,
          ...(settings.is_pro === true && current.pro_started_at === null ? { pro_started_at: now } : {}),
          ...(settings.is_premium === true && current.premium_started_at === null ? { premium_started_at: now } : {})
        })
        // Settings it already has: the workspace as it is, no write, no event.
        if (Object.keys(changes).length === 0) return toWorkspace(current, stored.value.published_qr_codes)
        const updated = yield* workspaces.update(id, changes)
        if (Option.isNone(updated)) return yield* new NotFound({ resource: "workspace", id })
        yield* audit.record({
          actor: OPERATOR,
          workspace: id,
          action: "workspace.update",
          resource_type: "workspace",
          resource_id: id,
          before: current,
          after: updated.value.record
        })
        return toWorkspace(updated.value.record, updated.value.published_qr_codes)
      }, transactor.transaction)

      const list = Effect.fn("WorkspaceAdmin.list")(function* (page: PageRequest) {
        const rows = yield* workspaces.listAll(page)
        return toPageOf(rows, page, (row) => toWorkspace(row.record, row.published_qr_codes))
      })

      const addMember = Effect.fn("WorkspaceAdmin.addMember")(function* (
        workspace: WorkspaceId,
        user: UserId,
        role: Role
      ) {
        const stored = yield* workspaces.findById(workspace)
        if (Option.isNone(stored)) return yield* new NotFound({ resource: "workspace", id: workspace })
        // An existing member gets the new role: adding is an upsert.
        const before = yield* workspaces.roleOf(workspace, user)
        // The role it already has: nothing to write or record.
        if (Option.getOrNull(before) === role) return
        yield* workspaces.putMember({ workspace_id: workspace, user_id: user, role })
        yield* membersChanged(workspace)
        yield* audit.record({
          actor: OPERATOR,
          workspace,
          action: Option.isNone(before) ? "member.add" : "member.update",
          resource_type: "member",
          resource_id: user,
          before: { role: Option.getOrNull(before) },
          after: { role }
        })
      }, transactor.transaction)

      const removeMember = Effect.fn("WorkspaceAdmin.removeMember")(function* (workspace: WorkspaceId, user: UserId) {
        const removed = yield* workspaces.removeMember(workspace, user)
        if (!removed) return yield* new NotFound({ resource: "workspace", id: workspace })
        yield* membersChanged(workspace)
        yield* audit.record({
          actor: OPERATOR,
          workspace,
          action: "member.remove",
          resource_type: "member",
          resource_id: user
        })
      }, transactor.transaction)

      return WorkspaceAdmin.of({ create, set, list, addMember, removeMember })
    })
  )
}

/** A workspace with no plan and no settings: `planSettings` then fills in the plan. */
const emptyWorkspace = (id: WorkspaceId, name: string): WorkspaceRecord => ({
  id,
  ref: null,
  name,
  owned_by: null,
  billing_type: null,
  is_standard: false,
  is_pro: false,
  is_premium: false,
  can_publish: false,
  publish_approval: false,
  feature_labels: false,
  feature_events: false,
  feature_marketing: false,
  feature_analytics: false,
  feature_media_kit: false,
  feature_packaging_units: false,
  included_marketing_qr_codes: null,
  atlas_listing_enabled: null,
  enable_allergen_text: null,
  enable_ppwr_operator_info: null,
  report_email_opt_in: null,
  onboarding_completed: null,
  premium_started_at: null,
  pro_started_at: null,
  default_label_design: null
})
