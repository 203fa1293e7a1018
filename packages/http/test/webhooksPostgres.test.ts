/**
 * Webhook delivery with several processes on one PostgreSQL database (each
 * "process" its own pool, as two servers are): their workers claim the same
 * due deliveries at once, and every event reaches the receiver exactly once.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes, Webhook, WebhookId, WebhookRepository } from "@elabel/domain"
import { seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer } from "effect"
import { WebhookAddressPolicy } from "../src/webhooks/WebhookAddressPolicy.ts"
import { deliverDue } from "../src/webhooks/WebhookWorker.ts"
import { processOn } from "./support/postgresProcess.ts"
import { openReceiver } from "./support/webhookReceiver.ts"

const adminUrl = process.env.DATABASE_URL
const EVENTS = 60
const permissive = Layer.succeed(WebhookAddressPolicy)({ allowPrivate: true })

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
        const now = new Date().toISOString()
        // Stored directly: the domain's guard would (rightly) refuse the loopback receiver.
        yield* WebhookRepository.use((repo) =>
          repo.insert({
            id: WebhookId.make(crypto.randomUUID()),
            workspace_id: workspace.id,
            url: receiver.url,
            events: ["marketing_qr_code.published"],
            description: null,
            enabled: true,
            disabled_reason: null,
            consecutive_failures: 0,
            created_at: now,
            updated_at: now,
            version: 1,
            secret: Webhook.newSecret()
          })
        ).pipe(Effect.provideContext(first))
        yield* Effect.forEach(
          Array.from({ length: EVENTS }, (_, i) => i),
          (i) =>
            MarketingQrCodes.use((codes) =>
              Effect.flatMap(
                codes.create(users.editor, { workspace_id: workspace.id, url: `https://wine.example/${i}` }),
                (code) => codes.publish(users.editor, code.id)
              )
            ).pipe(Effect.provideContext(i % 2 === 0 ? first : second)),
          { discard: true }
        )
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
})
