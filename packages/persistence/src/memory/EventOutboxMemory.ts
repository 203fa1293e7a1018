import {
  DeliveryId,
  EventOutbox,
  type ExpiredCode,
  MarketingQrCode,
  type Redelivery,
  type Webhook,
  type WebhookDelivery,
  WorkspaceId
} from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { type MemoryState, MemoryStore } from "./MemoryStore.ts"
import { compareKeys, pageBy } from "./queries.ts"

const expiryKey = (code: string, expiresAt: string) => `${code}\u0000${expiresAt}`

/**
 * `state` with `event` fanned out to the workspace's enabled endpoints that subscribe to it (none unless
 * its plan includes events), and how many deliveries that made: the outbox's append, also run by a
 * version's append that carries its event (ADR 0061).
 */
export const withDeliveries = (state: MemoryState, event: Webhook.OutboxEvent): [number, MemoryState] => {
  let deliveries = state.deliveries
  let count = 0
  const workspace = HashMap.get(state.workspaces, WorkspaceId.make(event.workspace_id))
  if (Option.isNone(workspace) || !workspace.value.record.feature_events) return [0, state]
  for (const webhook of HashMap.values(state.webhooks)) {
    if (webhook.workspace_id !== event.workspace_id || !webhook.enabled) continue
    if (!webhook.events.includes(event.type)) continue
    const id = DeliveryId.make(crypto.randomUUID())
    deliveries = HashMap.set(deliveries, id, {
      id,
      webhook_id: webhook.id,
      workspace_id: event.workspace_id,
      event_id: event.id,
      event_type: event.type,
      body: event.body,
      status: "pending",
      attempts: 0,
      response_code: null,
      duration_ms: null,
      error: null,
      last_attempt_at: null,
      leased_until: null,
      next_attempt_at: event.created_at,
      created_at: event.created_at
    })
    count++
  }
  return [count, { ...state, deliveries }]
}

/**
 * `EventOutbox` on the memory store. A claim is one atomic `modify`, so two
 * claims never hold one delivery (the store serves one process only).
 */
export const EventOutboxMemory: Layer.Layer<EventOutbox, never, MemoryStore> = Layer.effect(
  EventOutbox,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    const setDelivery = (id: string, change: (row: WebhookDelivery.DeliveryRecord) => WebhookDelivery.DeliveryRecord) =>
      store.modify((state) => {
        const found = HashMap.get(state.deliveries, id)
        if (Option.isNone(found)) return [Option.none(), state]
        const updated = change(found.value)
        return [Option.some(updated), { ...state, deliveries: HashMap.set(state.deliveries, id, updated) }]
      })
    return EventOutbox.of({
      append: (event) => store.modify((state) => withDeliveries(state, event)),
      claimDue: (now, leaseUntil, limit, scope = {}) =>
        store.modify((state) => {
          const taken = new Map<string, number>()
          const withinScope = (row: WebhookDelivery.DeliveryRecord) => {
            const count = taken.get(row.webhook_id) ?? 0
            if (scope.skip?.includes(row.webhook_id) || count >= (scope.perEndpoint ?? limit)) return false
            taken.set(row.webhook_id, count + 1)
            return true
          }
          const due = [...HashMap.values(state.deliveries)]
            .filter((row) => row.status === "pending" && row.next_attempt_at !== null && row.next_attempt_at <= now)
            .filter((row) => Option.exists(HashMap.get(state.webhooks, row.webhook_id), (webhook) => webhook.enabled))
            .sort((a, b) => compareKeys([a.next_attempt_at, a.id], [b.next_attempt_at, b.id]))
            .filter(withinScope)
            .slice(0, limit)
          let deliveries = state.deliveries
          const claimed: Array<WebhookDelivery.ClaimedDelivery> = []
          for (const row of due) {
            const webhook = Option.getOrThrow(HashMap.get(state.webhooks, row.webhook_id))
            const attempts = row.attempts + 1
            deliveries = HashMap.set(deliveries, row.id, {
              ...row,
              attempts,
              next_attempt_at: leaseUntil,
              leased_until: leaseUntil
            })
            claimed.push({
              id: row.id,
              webhook_id: row.webhook_id,
              event_id: row.event_id,
              body: row.body,
              url: webhook.url,
              secret: webhook.secret,
              attempts
            })
          }
          return [claimed, { ...state, deliveries }]
        }),
      recordAttempt: (id, attempt) =>
        Effect.asVoid(setDelivery(id, (row) => ({ ...row, ...attempt, leased_until: null }))),
      findById: (id) => store.read((state) => HashMap.get(state.deliveries, id)),
      list: (webhook, page) =>
        store.read((state) =>
          pageBy(
            [...HashMap.values(state.deliveries)].filter((row) => row.webhook_id === webhook),
            // Newest first: the complement of each character code sorts descending.
            (row) => [descending(row.created_at), descending(row.id)],
            page
          )
        ),
      redeliver: (id, now) =>
        store.modify((state): readonly [Redelivery, typeof state] => {
          const found = HashMap.get(state.deliveries, id)
          if (Option.isNone(found)) return [{ _tag: "NotFound" }, state]
          const row = found.value
          if (row.leased_until !== null && row.leased_until > now) return [{ _tag: "InFlight" }, state]
          const delivery = { ...row, status: "pending" as const, attempts: 0, next_attempt_at: now }
          return [
            { _tag: "Redelivered", delivery },
            { ...state, deliveries: HashMap.set(state.deliveries, id, delivery) }
          ]
        }),
      oldestPending: store.modify((state) => {
        let oldest: string | undefined
        for (const row of HashMap.values(state.deliveries)) {
          const enabled = Option.exists(HashMap.get(state.webhooks, row.webhook_id), (webhook) => webhook.enabled)
          if (row.status === "pending" && enabled && (oldest === undefined || row.created_at < oldest)) {
            oldest = row.created_at
          }
        }
        return [Option.fromUndefinedOr(oldest), state]
      }),
      claimExpired: (now) =>
        store.modify((state) => {
          let expiries = state.expiries
          const found: Array<ExpiredCode> = []
          for (const code of HashMap.values(state.qrCodes)) {
            const instant = MarketingQrCode.expiryInstant(code.expires_at)
            if (code.is_published !== true || instant === null) continue
            const at = new Date(instant).toISOString()
            if (at > now || HashMap.has(expiries, expiryKey(code.id, at))) continue
            expiries = HashMap.set(expiries, expiryKey(code.id, at), true)
            found.push({ id: code.id, workspace_id: code.workspace_id, expires_at: at })
          }
          return [found, { ...state, expiries }]
        })
    })
  })
)

/** A string that sorts in the reverse order of `s` (for keys of equal length: timestamps and UUIDs). */
const descending = (s: string): string => Array.from(s, (c) => String.fromCharCode(0xffff - c.charCodeAt(0))).join("")
