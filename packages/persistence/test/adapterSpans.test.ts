/**
 * ADR 0023: every method of an SQL adapter runs in a span named
 * `<Adapter>Sql.<method>`, what a trace shows of storage. Checked here for
 * the adapters of webhooks and statistics: each method called once on
 * embedded PGlite (on an empty database, where most find nothing), the
 * spans recorded by a tracer, and every method of the port accounted for.
 */
import { assert, layer } from "@effect/vitest"
import {
  DeliveryId,
  EventOutbox,
  LabelId,
  PageViewRepository,
  type Webhook,
  WebhookId,
  WebhookRepository,
  WorkspaceId
} from "@elabel/domain"
import { layerEmbedded } from "@elabel/persistence"
import { testUuid } from "@elabel/testkit"
import { Effect, Tracer } from "effect"

const at = "2026-11-25T10:00:00.000Z"
const workspace = WorkspaceId.make(testUuid(1))
const webhook = WebhookId.make(testUuid(2))
const delivery = DeliveryId.make(testUuid(3))
const page = { limit: 10, offset: 0 }

/** Runs `calls` under a tracer; answers the names of the spans they started. */
const spansOf = <E, R>(calls: Effect.Effect<unknown, E, R>) =>
  Effect.gen(function* () {
    const names: Array<string> = []
    const tracer = Tracer.make({
      span(options) {
        names.push(options.name)
        return new Tracer.NativeSpan(options)
      }
    })
    yield* calls.pipe(Effect.withTracer(tracer))
    return names
  })

/** The span names every method of a port's adapter must start. */
const expected = (adapter: string, port: object) => Object.keys(port).map((method) => `${adapter}.${method}`)

layer(layerEmbedded(), { excludeTestServices: true, timeout: "180 seconds" })("spans of the SQL adapters", (it) => {
  it.effect("EventOutboxSql: one span per method", () =>
    Effect.gen(function* () {
      const outbox = yield* EventOutbox
      const event: Webhook.OutboxEvent = {
        id: "msg_1",
        workspace_id: workspace,
        type: "label.published",
        body: "{}",
        created_at: at
      }
      const names = yield* spansOf(
        Effect.all([
          outbox.append(event),
          outbox.claimDue(at, at, 10),
          outbox.recordAttempt(delivery, {
            status: "delivered",
            response_code: 200,
            duration_ms: 5,
            error: null,
            last_attempt_at: at,
            next_attempt_at: null
          }),
          outbox.findById(delivery),
          outbox.list(webhook, page),
          outbox.redeliver(delivery, at),
          outbox.claimExpired(at),
          outbox.oldestPending
        ])
      )
      for (const name of expected("EventOutboxSql", outbox)) assert.include(names, name)
    })
  )

  it.effect("WebhookRepositorySql: one span per method", () =>
    Effect.gen(function* () {
      const webhooks = yield* WebhookRepository
      const names = yield* spansOf(
        Effect.all([
          // No such workspace: refused by its foreign key, inside the span.
          Effect.exit(
            webhooks.insert({
              id: webhook,
              workspace_id: workspace,
              url: "https://hooks.example/elabel",
              events: ["label.published"],
              description: null,
              enabled: true,
              disabled_reason: null,
              consecutive_failures: 0,
              created_at: at,
              updated_at: at,
              version: 1,
              secret: "whsec_test"
            })
          ),
          webhooks.findById(webhook),
          webhooks.list(workspace, page),
          webhooks.update(webhook, { enabled: false }),
          webhooks.countFailedDelivery(webhook, 3, "failing"),
          webhooks.resetFailures(webhook),
          webhooks.delete(webhook)
        ])
      )
      for (const name of expected("WebhookRepositorySql", webhooks)) assert.include(names, name)
    })
  )

  it.effect("PageViewRepositorySql: one span per method", () =>
    Effect.gen(function* () {
      const views = yield* PageViewRepository
      const label = LabelId.make(testUuid(4))
      const tally = { label_id: label, workspace_id: workspace, day: "2026-11-25", language: "en", format_id: null }
      const names = yield* spansOf(
        Effect.all([
          views.record([{ ...tally, count: 1 }]),
          views.daily(label, { from: "2026-11-01", to: "2026-11-30" })
        ])
      )
      for (const name of expected("PageViewRepositorySql", views)) assert.include(names, name)
    })
  )
})
