/**
 * Which writes put which webhook events in the outbox: label versions
 * (published, updated, unpublished; nothing for an invisible change),
 * marketing codes (published, unpublished, expired once), nothing when the
 * workspace lost `feature_events`, and nothing for a write that fails.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  EventOutbox,
  Labels,
  MarketingQrCodes,
  WebhookDeliveries,
  type WebhookId,
  Webhooks,
  WorkspaceAdmin,
  type WorkspaceId
} from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"

/** A premium workspace with one endpoint subscribed to every event. */
const subscribed = Effect.gen(function* () {
  const seeded = yield* seedWorkspace({ plan: "premium" })
  const endpoint = yield* (yield* Webhooks).create(users.editor, seeded.workspace.id, {
    url: "https://erp.example.com/hook",
    events: [
      "label.published",
      "label.unpublished",
      "label.updated",
      "marketing_qr_code.published",
      "marketing_qr_code.unpublished",
      "marketing_qr_code.expired"
    ]
  })
  return { ...seeded, endpoint: endpoint.id }
})

/** The events delivered to the endpoint, oldest first: type and data. */
const eventsOf = (endpoint: WebhookId) =>
  Effect.map(
    EventOutbox.use((outbox) => outbox.list(endpoint, { limit: 100, offset: 0 })),
    (rows) => rows.map((row) => JSON.parse(row.body) as { type: string; data: Record<string, unknown> }).reverse()
  )

const plan = (workspace: WorkspaceId, feature_events: boolean) =>
  WorkspaceAdmin.use((admin) => admin.set(workspace, { feature_events }))

describe("webhook events", () => {
  it.effect("a label's versions: published, updated on a visible change only, unpublished", () =>
    Effect.gen(function* () {
      const { workspace, brandId, endpoint } = yield* subscribed
      const labels = yield* Labels
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      yield* labels.patch(users.editor, label.id, { name: "Before publishing" })
      yield* labels.publish(users.editor, label.id)
      yield* TestClock.adjust("1 second")
      yield* labels.patch(users.editor, label.id, { notes: "internal" })
      yield* TestClock.adjust("1 second")
      yield* labels.patch(users.editor, label.id, { name: "Riesling Kabinett" })
      yield* TestClock.adjust("1 second")
      yield* labels.unpublish(users.editor, label.id)
      const events = yield* eventsOf(endpoint)
      assert.deepStrictEqual(
        events.map((event) => [event.type, event.data.version]),
        [
          ["label.published", 1],
          ["label.updated", 2],
          ["label.unpublished", 3]
        ]
      )
      assert.deepInclude(events[0]?.data, { id: label.id, workspace_id: workspace.id })
      assert.match(String(events[0]?.data.content_hash), /^[0-9a-f]{64}$/)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("marketing codes: published, unpublished, and expired once when its expiry passes", () =>
    Effect.gen(function* () {
      const { workspace, endpoint } = yield* subscribed
      const codes = yield* MarketingQrCodes
      const code = yield* createQrCode(users.editor, workspace.id, { expires_at: "1970-01-01T01:00:00.000Z" })
      // A second apart each: the log lists by time.
      const step = TestClock.adjust("1 second")
      yield* codes.publish(users.editor, code.id)
      yield* codes.publish(users.editor, code.id)
      yield* step
      yield* codes.unpublish(users.editor, code.id)
      yield* step
      yield* codes.publish(users.editor, code.id)
      const deliveries = yield* WebhookDeliveries
      assert.strictEqual(yield* deliveries.announceExpired, 0)
      yield* TestClock.adjust("1 hour")
      assert.strictEqual(yield* deliveries.announceExpired, 1)
      assert.strictEqual(yield* deliveries.announceExpired, 0)
      const events = yield* eventsOf(endpoint)
      assert.deepStrictEqual(
        events.map((event) => event.type),
        [
          "marketing_qr_code.published",
          "marketing_qr_code.unpublished",
          "marketing_qr_code.published",
          "marketing_qr_code.expired"
        ]
      )
      assert.deepStrictEqual(events[3]?.data, {
        id: code.id,
        workspace_id: workspace.id,
        expires_at: "1970-01-01T01:00:00.000Z"
      })
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("no event without feature_events, and none for a write that fails", () =>
    Effect.gen(function* () {
      const { workspace, brandId, endpoint } = yield* subscribed
      const labels = yield* Labels
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      yield* plan(workspace.id, false)
      yield* labels.publish(users.editor, label.id)
      yield* plan(workspace.id, true)
      // A viewer may not unpublish: the write fails and leaves nothing behind.
      yield* Effect.flip(labels.unpublish(users.viewer, label.id))
      yield* Effect.flip(labels.publish(users.stranger, label.id))
      assert.deepStrictEqual(yield* eventsOf(endpoint), [])
    }).pipe(Effect.provide(TestLayer))
  )
})
