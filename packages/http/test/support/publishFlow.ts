/**
 * The approval flow of issue 32 item 3 over the whole app, on whatever
 * domain the calling test provides (memory, PGlite, PostgreSQL): two users
 * and a change in between, the requester's own approval refused, a
 * rejection, decisions taken twice, and what the label and the audit log
 * show afterwards.
 */
import { assert } from "@effect/vitest"
import { AuditLog, LabelVersion, LabelVersionRepository, PublishRequest } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Option } from "effect"
import { openApp } from "./scanner.ts"

type App = Effect.Success<ReturnType<typeof openApp>>
type Answer = Effect.Success<ReturnType<App["send"]>>

/** A publish request as the API answers it. */
export interface RequestBody {
  readonly id: string
  readonly state: string
  readonly content_hash: string
  readonly requested_by: string
  readonly decided_by: string | null
  readonly note: string | null
}

export const json = <A>(answer: Answer): A => JSON.parse(answer.text) as A

/** Asserts the status (and the problem type, for an error), showing the body when it differs. */
export const expectAnswer = (answer: Answer, status: number, problem?: string) => {
  assert.strictEqual(answer.status, status, answer.text)
  if (problem !== undefined) {
    assert.strictEqual(answer.headers.get("content-type"), "application/problem+json")
    assert.strictEqual(json<{ readonly type: string }>(answer).type, `/problems/${problem}`)
  }
}

/** A premium workspace with `publish_approval` on (set by its owner over the API) and a complete draft label. */
export const approvalWorkspace = (app: App) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
    const patched = yield* app.send("PATCH", `/v1/workspaces/${workspace.id}`, {
      as: users.owner,
      body: { publish_approval: true }
    })
    expectAnswer(patched, 200)
    assert.isTrue(json<{ readonly publish_approval: boolean }>(patched).publish_approval)
    const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
    return { workspace, brandId, label }
  })

/** The flow; answers the workspace it ran in. */
export const approvalFlow = Effect.gen(function* () {
  const app = yield* openApp()
  const { workspace, label } = yield* approvalWorkspace(app)
  const labelPath = `/v1/labels/${label.id}`

  expectAnswer(yield* app.send("POST", `${labelPath}/publish`, { as: users.editor }), 403, "approval-required")
  const filed = yield* app.send("POST", `${labelPath}/publish-requests`, { as: users.editor })
  expectAnswer(filed, 201)
  const first = json<RequestBody>(filed)
  assert.strictEqual(filed.headers.get("location"), `/v1/publish-requests/${first.id}`)
  assert.deepInclude(first, { state: "pending", requested_by: users.editor, decided_by: null })
  assert.match(first.content_hash, /^[0-9a-f]{64}$/)
  expectAnswer(yield* app.send("POST", `${labelPath}/publish-requests`, { as: users.editor }), 409, "conflict")

  // The editor changes what the page shows after asking: the approval names the change and publishes nothing.
  const patch = { name: "Silvaner Spätlese", vintage: "2024" }
  expectAnswer(yield* app.send("PATCH", labelPath, { as: users.editor, body: patch }), 200)
  const changed = yield* app.send("POST", `/v1/publish-requests/${first.id}/approve`, { as: users.owner })
  expectAnswer(changed, 409, "label-changed")
  assert.includeMembers(
    [...json<{ readonly changes: ReadonlyArray<string> }>(changed).changes],
    ["label.name", "label.vintage"]
  )
  assert.isFalse(
    json<{ readonly is_published: boolean }>(yield* app.send("GET", labelPath, { as: users.owner })).is_published
  )

  // The requester may not approve; an editor may not decide at all; the owner rejects with a note.
  const rejection = { note: "Changed after the request: ask again." }
  const own = `/v1/publish-requests/${first.id}`
  expectAnswer(yield* app.send("POST", `${own}/reject`, { as: users.editor, body: rejection }), 403, "admin-only")
  const rejected = yield* app.send("POST", `${own}/reject`, { as: users.owner, body: rejection })
  expectAnswer(rejected, 200)
  assert.deepInclude(json<RequestBody>(rejected), { state: "rejected", decided_by: users.owner, note: rejection.note })
  expectAnswer(yield* app.send("POST", `${own}/approve`, { as: users.admin }), 409, "conflict")
  expectAnswer(yield* app.send("POST", `${own}/reject`, { as: users.admin, body: rejection }), 409, "conflict")

  // Asked again as it is now: the admin approves, and the label is published exactly as requested.
  const again = json<RequestBody>(yield* app.send("POST", `${labelPath}/publish-requests`, { as: users.admin }))
  expectAnswer(
    yield* app.send("POST", `/v1/publish-requests/${again.id}/approve`, { as: users.admin }),
    403,
    "own-publish-request"
  )
  const approved = yield* app.send("POST", `/v1/publish-requests/${again.id}/approve`, { as: users.owner })
  expectAnswer(approved, 200)
  assert.deepInclude(json<RequestBody>(approved), { state: "approved", decided_by: users.owner, note: null })
  expectAnswer(
    yield* app.send("POST", `/v1/publish-requests/${again.id}/approve`, { as: users.owner }),
    409,
    "conflict"
  )
  const published = json<{ readonly is_published: boolean; readonly name: string }>(
    yield* app.send("GET", labelPath, { as: users.viewer })
  )
  assert.deepInclude(published, { is_published: true, name: patch.name })
  // The version the approval recorded shows the content requested (less what publishing set).
  const version = yield* LabelVersionRepository.use((versions) => versions.latest(label.id)).pipe(Effect.orDie)
  if (Option.isNone(version)) return yield* Effect.die(new Error("the approval recorded no version"))
  const shown = yield* PublishRequest.requestContent(LabelVersion.documentOf(version.value).snapshot)
  assert.strictEqual(shown.hash, again.content_hash, "the version shows what was requested")

  // Both lists, newest first, filtered by state; every member reads them.
  const listed = (path: string) =>
    Effect.map(app.send("GET", path, { as: users.viewer }), (answer) =>
      json<{ readonly items: ReadonlyArray<RequestBody> }>(answer).items.map((item) => [item.id, item.state])
    )
  const all = [
    [again.id, "approved"],
    [first.id, "rejected"]
  ]
  assert.deepStrictEqual(yield* listed(`/v1/workspaces/${workspace.id}/publish-requests`), all)
  assert.deepStrictEqual(yield* listed(`${labelPath}/publish-requests`), all)
  assert.deepStrictEqual(yield* listed(`${labelPath}/publish-requests?state=rejected`), [[first.id, "rejected"]])
  assert.deepStrictEqual(yield* listed(`/v1/workspaces/${workspace.id}/publish-requests?state=pending`), [])
  expectAnswer(yield* app.send("GET", `/v1/publish-requests/${first.id}`, { as: users.viewer }), 200)

  // One audit event per write of the flow; the approval's publish is the label's own event beside it.
  const actions = (yield* AuditLog.use((log) => log.list(workspace.id, {}, { limit: 100, offset: 0 })).pipe(
    Effect.orDie
  ))
    .map((event) => event.action)
    .filter((action) => action.startsWith("label.publish") || action === "workspace.update")
  assert.sameMembers(actions, [
    "workspace.update",
    "label.publish_request",
    "label.publish_reject",
    "label.publish_request",
    "label.publish_approve",
    "label.publish"
  ])
  return workspace
})
