/** Marketing QR codes: drafts, publishing under the plan's feature and quota, unpublishing, patching, deleting. */
import { assert, describe, it } from "@effect/vitest"
import { GENERATED_REF_PATTERN, MarketingQrCodes, type QrCodeId, WorkspaceAdmin, Workspaces } from "@elabel/domain"
import {
  createQrCode,
  seedWorkspace,
  TEST_EPOCH,
  TestLayer,
  testPublicBaseUrl,
  users,
  validQrCodeCreate
} from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, tick } from "./support.ts"

const page = { limit: 50, offset: 0 }

/** What members read as the workspace's free slots. */
const available = (workspace: Parameters<Workspaces["Service"]["get"]>[1]) =>
  Effect.map(
    Workspaces.use((workspaces) => workspaces.get(users.viewer, workspace)),
    (w) => w.available_marketing_qr_codes
  )

describe("MarketingQrCodes.create", () => {
  it.effect("creates a draft with the body's fields, no link yet and no internal ref exposed", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const code = yield* createQrCode(users.editor, workspace.id, {
        utm_source: "flyer",
        expires_at: "2027-01-01T00:00:00Z"
      })
      assert.deepStrictEqual(
        [code.workspace_id, code.url, code.name, code.utm_source, code.expires_at],
        [workspace.id, "https://example.com/wine", "Spring campaign", "flyer", "2027-01-01T00:00:00Z"]
      )
      assert.deepStrictEqual(
        [code.is_published, code.short_url, code.published_at, code.ios_url, code.geo_count],
        [false, null, null, null, null]
      )
      assert.strictEqual(code.created_at, TEST_EPOCH)
      assert.isFalse("ref" in code)
      assert.deepStrictEqual(yield* (yield* MarketingQrCodes).get(users.viewer, code.id), code)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a stranger is not a member and a viewer may not create", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      yield* failsWith(codes.create(users.stranger, validQrCodeCreate(workspace.id)), "NotAMember")
      yield* failsWith(codes.create(users.viewer, validQrCodeCreate(workspace.id)), "NotWritable")
      assert.deepStrictEqual((yield* codes.list(users.viewer, {}, page)).items, [])
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("publishing", () => {
  it.effect("without feature_marketing publishing is a PlanLimit and the code stays a draft", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "standard" })
      const code = yield* createQrCode(users.editor, workspace.id)
      yield* failsWith(codes.publish(users.editor, code.id), "PlanLimit")
      assert.deepStrictEqual(yield* codes.get(users.editor, code.id), code)
      // Turning the feature off again refuses publishing even with slots left.
      const pro = yield* seedWorkspace({ name: "Pro", plan: "pro" })
      yield* (yield* WorkspaceAdmin).set(pro.workspace.id, { feature_marketing: false })
      const other = yield* createQrCode(users.editor, pro.workspace.id)
      yield* failsWith(codes.publish(users.editor, other.id), "PlanLimit")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("publishing assigns the /q/ link and published_at once; publishing again changes nothing", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const code = yield* createQrCode(users.editor, workspace.id)
      const at = yield* tick
      const published = yield* codes.publish(users.editor, code.id)
      assert.isTrue(published.is_published)
      assert.strictEqual(published.published_at, at)
      const ref = published.short_url?.slice(`${testPublicBaseUrl}/q/`.length) ?? ""
      assert.strictEqual(published.short_url, `${testPublicBaseUrl}/q/${ref}`)
      assert.match(ref, GENERATED_REF_PATTERN)
      assert.strictEqual(yield* available(workspace.id), 9)
      yield* tick
      assert.deepStrictEqual(yield* codes.publish(users.editor, code.id), published)
      assert.strictEqual(yield* available(workspace.id), 9)
      yield* failsWith(codes.publish(users.viewer, code.id), "NotWritable")
      yield* failsWith(codes.publish(users.stranger, code.id), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a full quota is a PlanLimit; unpublishing frees the slot", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      yield* (yield* WorkspaceAdmin).set(workspace.id, { included_marketing_qr_codes: 1 })
      const first = yield* createQrCode(users.editor, workspace.id)
      const second = yield* createQrCode(users.editor, workspace.id)
      yield* codes.publish(users.editor, first.id)
      assert.strictEqual(yield* available(workspace.id), 0)
      yield* failsWith(codes.publish(users.editor, second.id), "PlanLimit")
      assert.isFalse((yield* codes.get(users.editor, second.id)).is_published)

      const draft = yield* codes.unpublish(users.editor, first.id)
      assert.isFalse(draft.is_published)
      assert.strictEqual(yield* available(workspace.id), 1)
      assert.isTrue((yield* codes.publish(users.editor, second.id)).is_published)
      assert.strictEqual(yield* available(workspace.id), 0)
      // Unpublishing a draft is a no-op.
      assert.deepStrictEqual(yield* codes.unpublish(users.editor, first.id), draft)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("available never goes below zero when the quota shrinks; null means unlimited", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const admin = yield* WorkspaceAdmin
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      yield* admin.set(workspace.id, { included_marketing_qr_codes: null })
      const ids: Array<QrCodeId> = []
      for (let i = 0; i < 12; i++) ids.push((yield* createQrCode(users.editor, workspace.id)).id)
      for (const id of ids) yield* codes.publish(users.editor, id)
      assert.isNull(yield* available(workspace.id))
      yield* admin.set(workspace.id, { included_marketing_qr_codes: 3 })
      assert.strictEqual(yield* available(workspace.id), 0)
      const extra = yield* createQrCode(users.editor, workspace.id)
      yield* failsWith(codes.publish(users.editor, extra.id), "PlanLimit")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("concurrent publishes never take more slots than the quota", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      yield* (yield* WorkspaceAdmin).set(workspace.id, { included_marketing_qr_codes: 2 })
      const ids: Array<QrCodeId> = []
      for (let i = 0; i < 6; i++) ids.push((yield* createQrCode(users.editor, workspace.id)).id)
      const results = yield* Effect.all(
        ids.map((id) => Effect.result(codes.publish(users.editor, id))),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.filter((result) => result._tag === "Success").length, 2)
      for (const result of results) if (result._tag === "Failure") assert.strictEqual(result.failure._tag, "PlanLimit")
      assert.strictEqual(yield* available(workspace.id), 0)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("patch, delete and list", () => {
  it.effect("a patch keeps omitted fields, clears nulls, sets values and leaves the publish state", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const code = yield* createQrCode(users.editor, workspace.id, { notes: "old" })
      const published = yield* codes.publish(users.editor, code.id)
      const now = yield* tick
      const patched = yield* codes.patch(users.editor, code.id, { url: "https://wine.example/new", notes: null })
      assert.deepStrictEqual(patched, {
        ...published,
        url: "https://wine.example/new",
        notes: null,
        updated_at: now,
        version: published.version + 1
      })
      yield* failsWith(codes.patch(users.viewer, code.id, { notes: "x" }), "NotWritable")
      yield* failsWith(codes.patch(users.stranger, code.id, { notes: "x" }), "NotFound")
      assert.deepStrictEqual(yield* codes.get(users.viewer, code.id), patched)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("only drafts can be deleted; a deleted code is gone", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const code = yield* createQrCode(users.editor, workspace.id)
      yield* codes.publish(users.editor, code.id)
      yield* failsWith(codes.delete(users.editor, code.id), "Conflict")
      yield* failsWith(codes.delete(users.viewer, code.id), "NotWritable")
      yield* codes.unpublish(users.editor, code.id)
      yield* codes.delete(users.editor, code.id)
      yield* failsWith(codes.get(users.editor, code.id), "NotFound")
      assert.deepStrictEqual((yield* codes.list(users.editor, { workspace_id: workspace.id }, page)).items, [])
      yield* failsWith(codes.delete(users.editor, code.id), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("lists the caller's codes in creation order, paged with has_more", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const other = yield* seedWorkspace({ name: "Not mine", owner: users.stranger, members: [] })
      yield* createQrCode(users.stranger, other.workspace.id)
      const ids: Array<QrCodeId> = []
      for (let i = 0; i < 3; i++) ids.push((yield* createQrCode(users.editor, workspace.id)).id)
      const first = yield* codes.list(users.viewer, {}, { limit: 2, offset: 0 })
      assert.deepStrictEqual([first.items.map((c) => c.id), first.has_more], [ids.slice(0, 2), true])
      const rest = yield* codes.list(users.viewer, { workspace_id: workspace.id }, { limit: 2, offset: 2 })
      assert.deepStrictEqual([rest.items.map((c) => c.id), rest.has_more], [ids.slice(2), false])
      assert.isTrue(first.items.every((c) => !("ref" in c)))
      yield* failsWith(codes.list(users.viewer, { workspace_id: other.workspace.id }, page), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )
})
