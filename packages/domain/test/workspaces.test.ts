/** Workspaces: what members read, and the operator's create, plans, settings and memberships. */
import { assert, describe, it } from "@effect/vitest"
import { Brands, Labels, UserId, WorkspaceAdmin, WorkspaceId, Workspaces } from "@elabel/domain"
import { seedWorkspace, TEST_EPOCH, TestLayer, users, validLabelCreate } from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, tick, unknownId } from "./support.ts"

const page = { limit: 50, offset: 0 }

describe("WorkspaceAdmin.create", () => {
  it.effect("creates the workspace with its primary brand and the owner's membership", () =>
    Effect.gen(function* () {
      const admin = yield* WorkspaceAdmin
      const workspace = yield* admin.create({ name: "Weingut Beispiel", owner: users.owner })
      assert.strictEqual(workspace.name, "Weingut Beispiel")
      assert.strictEqual(workspace.owned_by, users.owner)
      assert.isTrue(workspace.is_standard)
      assert.isTrue(workspace.can_publish)
      assert.deepStrictEqual(yield* (yield* Workspaces).get(users.owner, workspace.id), workspace)

      const brands = yield* (yield* Brands).list(users.owner, { workspace_id: workspace.id }, page)
      assert.strictEqual(brands.items.length, 1)
      const [primary] = brands.items
      assert.strictEqual(primary?.name, "Weingut Beispiel")
      assert.isTrue(primary?.is_primary_brand)
      // The owner may write: a label under the primary brand is accepted.
      yield* (yield* Labels).create(users.owner, validLabelCreate(workspace.id, primary!.id))
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect.each([
    { plan: "standard", included: 0, marketing: false, pro: null, premium: null },
    { plan: "pro", included: 10, marketing: true, pro: TEST_EPOCH, premium: null },
    { plan: "premium", included: 100, marketing: true, pro: null, premium: TEST_EPOCH }
  ] as const)("the $plan plan: quota, marketing and start dates", ({ plan, included, marketing, pro, premium }) =>
    Effect.gen(function* () {
      const workspace = yield* (yield* WorkspaceAdmin).create({ name: plan, plan })
      assert.strictEqual(workspace.billing_type, plan)
      assert.strictEqual(workspace.included_marketing_qr_codes, included)
      assert.strictEqual(workspace.available_marketing_qr_codes, included)
      assert.strictEqual(workspace.feature_marketing, marketing)
      assert.deepStrictEqual([workspace.pro_started_at, workspace.premium_started_at], [pro, premium])
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("without an owner the workspace has no members but still a primary brand", () =>
    Effect.gen(function* () {
      const admin = yield* WorkspaceAdmin
      const workspace = yield* admin.create({ name: "Orphan" })
      assert.isNull(workspace.owned_by)
      assert.deepStrictEqual((yield* (yield* Workspaces).list(users.owner, page)).items, [])
      yield* admin.addMember(workspace.id, users.editor, "editor")
      const brands = yield* (yield* Brands).list(users.editor, { workspace_id: workspace.id }, page)
      assert.deepStrictEqual(
        brands.items.map((brand) => [brand.name, brand.is_primary_brand]),
        [["Orphan", true]]
      )
      const ownedBy = Effect.gen(function* () {
        return (yield* (yield* Workspaces).get(users.editor, workspace.id)).owned_by
      })
      assert.isNull(yield* ownedBy)
      // The first owner added becomes `owned_by`; a second owner does not replace them.
      yield* admin.addMember(workspace.id, users.owner, "owner")
      yield* admin.addMember(workspace.id, users.admin, "owner")
      assert.strictEqual(yield* ownedBy, users.owner)
      // An owner who steps down is no longer named: the remaining owner is.
      yield* admin.addMember(workspace.id, users.owner, "admin")
      assert.strictEqual(yield* ownedBy, users.admin)
      yield* admin.addMember(workspace.id, users.owner, "owner")
      assert.strictEqual(yield* ownedBy, users.admin)
      yield* admin.removeMember(workspace.id, users.admin)
      assert.strictEqual(yield* ownedBy, users.owner)
      // The last owner leaves: nobody is named.
      yield* admin.removeMember(workspace.id, users.owner)
      assert.isNull(yield* ownedBy)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("owned_by passes to the owner of longest standing while one remains, never to nobody", () =>
    Effect.gen(function* () {
      const admin = yield* WorkspaceAdmin
      const [alice, bob, carol] = ["alice", "bob", "carol"].map((name) => UserId.make(name)) as [UserId, UserId, UserId]
      const workspace = yield* admin.create({ name: "Weingut Beispiel" })
      const ownedBy = Effect.map(admin.list(page), (all) => all.items.find((w) => w.id === workspace.id)?.owned_by)
      yield* admin.addMember(workspace.id, carol, "editor")
      yield* admin.addMember(workspace.id, alice, "owner")
      yield* admin.addMember(workspace.id, bob, "owner")
      assert.strictEqual(yield* ownedBy, "alice")
      // The issue: alice steps down while bob is an owner, and owned_by used to be null.
      yield* admin.addMember(workspace.id, alice, "editor")
      assert.strictEqual(yield* ownedBy, "bob")
      // carol joined first but became an owner after alice came back: alice has stood longer as an owner.
      yield* admin.addMember(workspace.id, alice, "owner")
      yield* admin.addMember(workspace.id, carol, "owner")
      yield* admin.removeMember(workspace.id, bob)
      assert.strictEqual(yield* ownedBy, "alice")
      yield* admin.removeMember(workspace.id, alice)
      assert.strictEqual(yield* ownedBy, "carol")
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("Workspaces (members' view)", () => {
  it.effect("lists only the caller's workspaces, in creation order, paged with has_more", () =>
    Effect.gen(function* () {
      const workspaces = yield* Workspaces
      const mine: Array<WorkspaceId> = []
      for (const name of ["A", "B", "C"]) mine.push((yield* seedWorkspace({ name })).workspace.id)
      yield* seedWorkspace({ name: "Not mine", owner: users.stranger, members: [] })
      const first = yield* workspaces.list(users.viewer, { limit: 2, offset: 0 })
      assert.deepStrictEqual(
        first.items.map((w) => w.id),
        mine.slice(0, 2)
      )
      assert.deepStrictEqual([first.limit, first.offset, first.has_more], [2, 0, true])
      const second = yield* workspaces.list(users.viewer, { limit: 2, offset: 2 })
      assert.deepStrictEqual(
        second.items.map((w) => w.id),
        mine.slice(2)
      )
      assert.isFalse(second.has_more)
      const exact = yield* workspaces.list(users.viewer, { limit: 3, offset: 0 })
      assert.isFalse(exact.has_more)
      assert.deepStrictEqual((yield* workspaces.list(UserId.make("nobody"), page)).items, [])
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a workspace the caller is not a member of is NotFound, exactly like an unknown one", () =>
    Effect.gen(function* () {
      const workspaces = yield* Workspaces
      const { workspace } = yield* seedWorkspace()
      const hidden = yield* failsWith(workspaces.get(users.stranger, workspace.id), "NotFound")
      const unknown = yield* failsWith(workspaces.get(users.owner, WorkspaceId.make(unknownId)), "NotFound")
      assert.deepStrictEqual([hidden.resource, unknown.resource], ["workspace", "workspace"])
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("WorkspaceAdmin settings and members", () => {
  it.effect("settings change what members read; a plan's start date survives switching it on again", () =>
    Effect.gen(function* () {
      const admin = yield* WorkspaceAdmin
      const { workspace } = yield* seedWorkspace()
      const pro = yield* admin.set(workspace.id, {
        is_pro: true,
        feature_marketing: true,
        included_marketing_qr_codes: 5
      })
      assert.strictEqual(pro.pro_started_at, TEST_EPOCH)
      assert.strictEqual(pro.available_marketing_qr_codes, 5)
      yield* tick
      const again = yield* admin.set(workspace.id, { is_pro: true, included_marketing_qr_codes: null })
      assert.strictEqual(again.pro_started_at, TEST_EPOCH)
      assert.isNull(again.available_marketing_qr_codes)
      assert.deepStrictEqual(yield* (yield* Workspaces).get(users.viewer, workspace.id), again)
      const unknown = WorkspaceId.make(unknownId)
      yield* failsWith(admin.set(unknown, { name: "x" }), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("adding a member again changes the role; removing takes access away", () =>
    Effect.gen(function* () {
      const admin = yield* WorkspaceAdmin
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      yield* failsWith(labels.create(users.viewer, body), "NotWritable")
      yield* admin.addMember(workspace.id, users.viewer, "editor")
      yield* labels.create(users.viewer, body)
      yield* admin.removeMember(workspace.id, users.viewer)
      yield* failsWith((yield* Workspaces).get(users.viewer, workspace.id), "NotFound")
      yield* failsWith(labels.create(users.viewer, body), "NotAMember")
      yield* failsWith(admin.removeMember(workspace.id, users.viewer), "NotFound")
      const unknown = WorkspaceId.make(unknownId)
      yield* failsWith(admin.addMember(unknown, users.viewer, "viewer"), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the operator lists every workspace, paged", () =>
    Effect.gen(function* () {
      const admin = yield* WorkspaceAdmin
      for (const name of ["A", "B", "C"]) yield* admin.create({ name })
      const first = yield* admin.list({ limit: 2, offset: 0 })
      assert.deepStrictEqual([first.items.map((w) => w.name), first.has_more], [["A", "B"], true])
      const rest = yield* admin.list({ limit: 2, offset: 2 })
      assert.deepStrictEqual([rest.items.map((w) => w.name), rest.has_more], [["C"], false])
    }).pipe(Effect.provide(TestLayer))
  )
})
