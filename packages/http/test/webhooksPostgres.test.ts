/**
 * Webhook delivery with several processes on one PostgreSQL database (each
 * "process" its own pool, as two servers are): their workers claim the same
 * due deliveries at once, and every event reaches the receiver exactly once;
 * failures they record at once are all counted.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  MarketingQrCodes,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookRepository,
  type WorkspaceId
} from "@elabel/domain"
import { seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { webhookRecord } from "@elabel/testkit/webhook-records"
import { Effect, Option } from "effect"
import { deliverDue } from "../src/webhooks/WebhookWorker.ts"
import { processOn } from "./support/postgresProcess.ts"
import { permissive } from "./support/webhookDomain.ts"
import { openReceiver } from "./support/webhookReceiver.ts"

const adminUrl = process.env.DATABASE_URL || undefined
const EVENTS = 60

/** Stores an endpoint directly: the domain's guard would (rightly) refuse the loopback receiver. */
const insertEndpoint = (workspace: WorkspaceId, url: string) =>
  Effect.gen(function* () {
    const now = new Date().toISOString()
    const endpoint = webhookRecord(workspace, ["marketing_qr_code.published"], {
      url,
      description: null,
      created_at: now,
      updated_at: now
    })
    yield* WebhookRepository.use((repo) => repo.insert(endpoint))
    return endpoint
  })

/** One "process": its domain on its own pool. */
type Process = Effect.Success<ReturnType<typeof processOn>>

/** Publishes `count` new marketing codes of `workspace`, alternately in each process. */
const publishCodes = (workspace: WorkspaceId, count: number, processes: readonly [Process, Process]) =>
  Effect.forEach(
    Array.from({ length: count }, (_, i) => i),
    (i) =>
      MarketingQrCodes.use((codes) =>
        Effect.flatMap(
          codes.create(users.editor, { workspace_id: workspace, url: `https://wine.example/${i}` }),
          (code) => codes.publish(users.editor, code.id)
        )
      ).pipe(Effect.provideContext(processes[i % 2] ?? processes[0])),
    { discard: true }
  )

describe.skipIf(adminUrl === undefined)("webhook delivery across processes on PostgreSQL", () => {
  it.live(
    "two processes' workers claim at once: every event is delivered exactly once",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const first = yield* processOn(url)
        const second = yield* processOn(url)
        const receiver = yield* openReceiver
        const { workspace } = yield* seedWorkspace({ plan: "premium" }).pipe(Effect.provideContext(first))
        yield* insertEndpoint(workspace.id, receiver.url).pipe(Effect.provideContext(first))
        yield* publishCodes(workspace.id, EVENTS, [first, second])
        // Four workers per process, all claiming from the same due set at the same time.
        const worker = (process: typeof first) =>
          deliverDue.pipe(Effect.provide(permissive), Effect.provideContext(process), Effect.repeat({ times: 3 }))
        yield* Effect.all([first, second, first, second, first, second, first, second].map(worker), {
          concurrency: "unbounded"
        })
        const ids = receiver.received.map((request) => String(request.headers["webhook-id"]))
        assert.strictEqual(new Set(ids).size, EVENTS)
        assert.strictEqual(ids.length, EVENTS)
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )

  it.live(
    "deliveries that fail at once in two processes are all counted: the endpoint is disabled at the third",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const first = yield* processOn(url)
        const second = yield* processOn(url)
        const { workspace } = yield* seedWorkspace({ plan: "premium" }).pipe(Effect.provideContext(first))
        const endpoint = yield* insertEndpoint(workspace.id, "https://hooks.example.com/x").pipe(
          Effect.provideContext(first)
        )
        yield* publishCodes(workspace.id, 12, [first, second])
        const claimed = yield* WebhookDeliveries.use((deliveries) => deliveries.claim(20)).pipe(
          Effect.provideContext(first)
        )
        assert.strictEqual(claimed.length, 12)
        // Each delivery on its last attempt, failing: twelve exhausted deliveries, completed all at once.
        const exhausted = { response_code: 503, duration_ms: 5, error: null }
        yield* Effect.forEach(
          claimed,
          (delivery, i) =>
            WebhookDeliveries.use((deliveries) =>
              deliveries.complete({ ...delivery, attempts: WebhookDelivery.MAX_ATTEMPTS }, exhausted)
            ).pipe(Effect.provideContext(i % 2 === 0 ? first : second)),
          { concurrency: "unbounded", discard: true }
        )
        const stored = yield* WebhookRepository.use((repo) => repo.findById(endpoint.id)).pipe(
          Effect.provideContext(first)
        )
        assert.deepInclude(Option.getOrUndefined(stored), {
          consecutive_failures: 12,
          enabled: false,
          disabled_reason: "3 deliveries in a row failed every attempt"
        })
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
