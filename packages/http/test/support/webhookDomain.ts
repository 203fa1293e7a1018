/** The domain and address policies the webhook tests run with: their receivers listen on loopback. */
import { Webhooks, WebhookUrlGuard } from "@elabel/domain"
import { seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { WebhookAddressPolicy, webhookUrlGuard } from "../../src/webhooks/WebhookAddressPolicy.ts"

/** The test domain with the URL guard of `ELABEL_WEBHOOK_ALLOW_PRIVATE=true`. */
export const PermissiveLayer = TestLayer.pipe(Layer.provide(Layer.succeed(WebhookUrlGuard)(webhookUrlGuard(true))))

/** The delivery policy that lets a request reach a loopback receiver. */
export const permissive = Layer.succeed(WebhookAddressPolicy)({ allowPrivate: true })

/** The default delivery policy: private and loopback addresses are refused. */
export const strict = Layer.succeed(WebhookAddressPolicy)({ allowPrivate: false })

/** A premium workspace with one endpoint at `url` for published marketing codes, made by its editor. */
export const workspaceWithCodeEndpoint = (url: string) =>
  Effect.gen(function* () {
    const { workspace } = yield* seedWorkspace({ plan: "premium" })
    const endpoint = yield* (yield* Webhooks).create(users.editor, workspace.id, {
      url,
      events: ["marketing_qr_code.published"]
    })
    return { workspace, endpoint }
  })
