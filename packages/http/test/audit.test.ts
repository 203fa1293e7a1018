/**
 * The audit log over the wire (issue 32 item 2): writes leave one event each
 * with who, what, which resource, the changed fields (secrets never, long
 * texts cut with their hash), the request's id and idempotency key; refused
 * writes leave none; owners and admins read it newest first with filters.
 */
import { assert, describe, it } from "@effect/vitest"
import { AuditLog, WorkspaceAdmin } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { call, problemOf, WireLive } from "./support/wire.ts"

interface Event {
  readonly action: string
  readonly resource_type: string
  readonly resource_id: string
  readonly actor: { readonly type: string; readonly id: string; readonly name: string | null }
  readonly changes: Record<string, { readonly before: unknown; readonly after: unknown }> | null
  readonly request_id: string | null
  readonly idempotency_key: string | null
  readonly at: string
}

const seeded = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
  const label = yield* createLabel(users.editor, workspace.id, brandId, { name: "Riesling" })
  return { workspace, label }
})

const auditOf = (workspace: string, query = "") =>
  Effect.map(
    call("GET", `/v1/workspaces/${workspace}/audit${query}`, { as: users.owner }),
    (answer) => (answer.json as { readonly items: ReadonlyArray<Event> }).items
  )

describe("audit log", () => {
  it.effect("a label update is one event: who, the changed fields, the request id and idempotency key", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const before = (yield* auditOf(workspace.id)).length
      const patched = yield* call("PATCH", `/v1/labels/${label.id}`, {
        as: users.editor,
        body: { name: "Grauburgunder" },
        headers: { "idempotency-key": "patch-1", "x-request-id": "req-42" }
      })
      assert.strictEqual(patched.status, 200, patched.text)
      const events = yield* auditOf(workspace.id)
      assert.strictEqual(events.length, before + 1)
      const [event] = events
      assert.deepStrictEqual(
        [event?.action, event?.resource_type, event?.resource_id, event?.actor],
        ["label.update", "label", label.id, { type: "user", id: users.editor, name: null }]
      )
      assert.deepStrictEqual(event?.changes, { name: { before: "Riesling", after: "Grauburgunder" } })
      assert.deepStrictEqual([event?.request_id, event?.idempotency_key], ["req-42", "patch-1"])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("refused and invalid writes record nothing", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const before = yield* auditOf(workspace.id)
      const refused = yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.viewer, body: { name: "No" } })
      assert.strictEqual(refused.status, 403)
      const invalid = yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.editor, body: { name: 42 } })
      assert.strictEqual(invalid.status, 400)
      const stranger = yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.stranger, body: { name: "X" } })
      assert.strictEqual(stranger.status, 404)
      assert.deepStrictEqual(yield* auditOf(workspace.id), before)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("keys, webhooks and members are recorded; a key is named; a secret never appears", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const key = (yield* call("POST", `/v1/workspaces/${workspace.id}/api-keys`, {
        as: users.owner,
        body: { name: "ERP", role: "editor" }
      })).json as { readonly id: string; readonly secret: string }
      yield* call("PATCH", `/v1/labels/${label.id}`, { token: key.secret, body: { name: "By the ERP" } })
      const hook = (yield* call("POST", `/v1/workspaces/${workspace.id}/webhooks`, {
        as: users.editor,
        body: { url: "https://93.184.215.14/hook", events: ["label.published"] }
      })).json as { readonly id: string; readonly secret: string }
      const rotated = (yield* call("POST", `/v1/workspaces/${workspace.id}/webhooks/${hook.id}/rotate-secret`, {
        as: users.editor
      })).json as { readonly secret: string }
      yield* WorkspaceAdmin.use((admin) => admin.addMember(workspace.id, users.stranger, "viewer"))
      const events = yield* auditOf(workspace.id)
      const actions = events.map((e) => e.action)
      for (const action of [
        "api_key.create",
        "label.update",
        "webhook.create",
        "webhook.rotate_secret",
        "member.add"
      ]) {
        assert.include(actions, action)
      }
      const byKey = events.find((e) => e.actor.type === "api_key")
      assert.deepStrictEqual(byKey?.actor, { type: "api_key", id: key.id, name: "ERP" })
      assert.strictEqual(events.find((e) => e.action === "member.add")?.actor.type, "operator")
      const text = JSON.stringify(events)
      for (const secret of [key.secret, hook.secret, rotated.secret]) assert.notInclude(text, secret)
      // Filters: by action, by actor, by resource.
      assert.deepStrictEqual(
        (yield* auditOf(workspace.id, `?actor=${key.id}`)).map((e) => e.action),
        ["label.update"]
      )
      assert.deepStrictEqual(
        (yield* auditOf(workspace.id, "?action=webhook.rotate_secret")).map((e) => e.resource_id),
        [hook.id]
      )
      assert.isTrue((yield* auditOf(workspace.id, `?resource_id=${label.id}`)).every((e) => e.resource_id === label.id))
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("newest first, paged, within from and to; long texts cut with their hash", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      for (const name of ["One", "Two", "Three"]) {
        yield* TestClock.adjust("1 minute")
        yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.editor, body: { name } })
      }
      const updates = yield* auditOf(workspace.id, "?action=label.update")
      assert.deepStrictEqual(
        updates.map((e) => e.changes?.name?.after),
        ["Three", "Two", "One"]
      )
      const page = yield* auditOf(workspace.id, "?action=label.update&limit=1&offset=1")
      assert.deepStrictEqual(
        page.map((e) => e.changes?.name?.after),
        ["Two"]
      )
      const window = yield* auditOf(workspace.id, "?from=1970-01-01T00:02:00Z&to=1970-01-01T00:03:00Z")
      assert.deepStrictEqual(
        window.map((e) => e.changes?.name?.after),
        ["Two"]
      )
      const long = "x".repeat(1500)
      yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.editor, body: { name: long } })
      const [latest] = yield* auditOf(workspace.id, "?action=label.update&limit=1")
      const after = latest?.changes?.name?.after as { readonly truncated: string; readonly sha256: string }
      assert.strictEqual(after.truncated.length, 200)
      assert.match(after.sha256, /^[0-9a-f]{64}$/)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("the export streams a log longer than a page, every event once, newest first", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      const log = yield* AuditLog
      const count = 2345
      for (let i = 0; i < count; i++) {
        yield* Effect.orDie(
          log.append({
            id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
            workspace_id: workspace.id,
            at: new Date(i * 1000).toISOString(),
            actor: { type: "user", id: users.editor, name: null },
            action: "label.update",
            resource_type: "label",
            resource_id: `label-${i}`,
            changes: null,
            request_id: null,
            idempotency_key: null
          })
        )
      }
      // The export reads up to the instant it starts: the events are all before it.
      yield* TestClock.adjust("1 hour")
      const exported = yield* call("GET", `/v1/workspaces/${workspace.id}/audit/export?action=label.update`, {
        as: users.owner
      })
      assert.strictEqual(exported.status, 200, exported.text)
      assert.strictEqual(exported.headers.get("content-type"), "application/x-ndjson")
      const ids = exported.text
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as Event).resource_id)
      assert.strictEqual(ids.length, count)
      assert.deepStrictEqual([ids[0], ids[count - 1], new Set(ids).size], [`label-${count - 1}`, "label-0", count])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("owners and admins only: other members 403 admin-only, others the 404 of an unknown workspace", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      assert.strictEqual((yield* call("GET", `/v1/workspaces/${workspace.id}/audit`, { as: users.admin })).status, 200)
      for (const as of [users.editor, users.viewer]) {
        const answer = yield* call("GET", `/v1/workspaces/${workspace.id}/audit`, { as })
        assert.strictEqual((yield* problemOf(answer)).type, "/problems/admin-only")
      }
      const foreign = yield* call("GET", `/v1/workspaces/${workspace.id}/audit`, { as: users.stranger })
      assert.strictEqual(foreign.status, 404)
      const exported = yield* call("GET", `/v1/workspaces/${workspace.id}/audit/export?resource_type=member`, {
        as: users.admin
      })
      assert.strictEqual(exported.status, 200, exported.text)
      assert.strictEqual(exported.headers.get("content-type"), "application/x-ndjson")
      const lines = exported.text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Event)
      assert.deepStrictEqual(
        lines.map((e) => e.action),
        ["member.add", "member.add", "member.add"]
      )
      assert.strictEqual(
        (yield* call("GET", `/v1/workspaces/${workspace.id}/audit/export`, { as: users.editor })).status,
        403
      )
      const bad = yield* call("GET", `/v1/workspaces/${workspace.id}/audit?from=yesterday`, { as: users.owner })
      assert.strictEqual(bad.status, 400)
    }).pipe(Effect.provide(WireLive))
  )
})
