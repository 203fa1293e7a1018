/**
 * Webhook records and outbox helpers of the contract: an enabled endpoint
 * with every field set, an event of a workspace, and a claim of everything
 * due far in the future, kept to the given endpoints (tests share one store).
 */
import { type ClaimScope, EventOutbox, Webhook, WebhookId, type WorkspaceId, WorkspaceRepository } from "@elabel/domain"
import { Effect } from "effect"
import { at, uuid, workspaceRecord } from "./records.ts"

/** A stored workspace whose plan includes events (`feature_events`: the outbox keeps only those's events). */
export const workspaceWithEvents = (featureEvents = true) =>
  Effect.gen(function* () {
    const record = workspaceRecord({ feature_events: featureEvents })
    yield* (yield* WorkspaceRepository).insert(record, at(0))
    return record.id
  })

/** An enabled endpoint of `workspace` for `events`. */
export const webhookRecord = (
  workspace: WorkspaceId,
  events: ReadonlyArray<Webhook.EventType> = ["label.published"],
  overrides: Partial<Webhook.WebhookRecord> = {}
): Webhook.WebhookRecord => ({
  id: WebhookId.make(uuid()),
  workspace_id: workspace,
  url: "https://hooks.example/elabel",
  events,
  description: "ERP sync ü",
  enabled: true,
  disabled_reason: null,
  consecutive_failures: 0,
  created_at: at(0),
  updated_at: at(0),
  version: 1,
  secret: Webhook.newSecret(),
  ...overrides
})

/** An event of `workspace` that happened `minute` minutes after the records' base time. */
export const event = (workspace: WorkspaceId, type: Webhook.EventType = "label.published", minute = 0) =>
  Webhook.makeEvent(uuid(), type, at(minute), { id: uuid(), workspace_id: workspace, expires_at: null })

/** A time every delivery of the tests is due by, and the lease of a claim then. */
export const FAR = "2100-01-01T00:00:00.000Z"
export const LEASE = "2100-01-01T00:01:00.000Z"

/** Claims everything due at `now` (within `scope`), keeping only the deliveries of `webhooks`. */
export const claimOf = (webhooks: ReadonlyArray<string>, now = FAR, lease = LEASE, scope?: ClaimScope) =>
  Effect.map(
    EventOutbox.use((outbox) => outbox.claimDue(now, lease, 1000, scope)),
    (rows) => rows.filter((row) => webhooks.includes(row.webhook_id))
  )
