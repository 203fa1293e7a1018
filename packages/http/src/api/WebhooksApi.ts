/**
 * Webhook endpoints of a workspace and their deliveries (issue 14). Any
 * member reads them; writes need a writing role and the workspace's
 * `feature_events`. An endpoint of another workspace, or under another
 * workspace's path, answers 404 like an unknown id.
 */
import { DeliveryId, Paging, Webhook, WebhookDelivery, WebhookId, WorkspaceId } from "@elabel/domain"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Idempotency, withIdempotencyKey } from "./Idempotency.ts"
import {
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  InvalidQueryProblem,
  NotFoundProblem,
  NotWritableProblem,
  PlanLimitProblem,
  PreconditionFailedProblem
} from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"
import { DELIVERY_RULES, eventDocs } from "./WebhookEvents.ts"

const workspace = { id: WorkspaceId }
const endpoint = { id: WorkspaceId, webhook_id: WebhookId }
const writes = [NotFoundProblem, NotWritableProblem, PlanLimitProblem, ...alwaysProblems] as const
/** A change of the endpoint itself: also a stale `If-Match`. */
const changes = [PreconditionFailedProblem, ...writes] as const

const eventList = Object.entries(eventDocs)
  .map(([type, doc]) => `- \`${type}\`: ${doc.when}.`)
  .join("\n")

/** Endpoint CRUD, secret rotation, the delivery log and redelivery. */
export class WebhooksApi extends HttpApiGroup.make("webhooks")
  .add(
    HttpApiEndpoint.get("list", "/v1/workspaces/:id/webhooks", {
      params: workspace,
      query: resourcePage,
      success: Paging.Paged(Webhook.Webhook),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "List the workspace's webhook endpoints")
      .annotate(OpenApi.Description, "Any member of the workspace; never shows the signing secrets."),
    HttpApiEndpoint.post("create", "/v1/workspaces/:id/webhooks", {
      params: workspace,
      payload: Webhook.WebhookCreate,
      success: Webhook.WebhookWithSecret.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, ...writes]
    })
      .annotate(OpenApi.Summary, "Add a webhook endpoint; the answer shows its signing secret, this once")
      .annotate(
        OpenApi.Description,
        "Needs a writing role and `feature_events`. The URL must be https and resolve to public addresses only."
      )
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("get", "/v1/workspaces/:id/webhooks/:webhook_id", {
      params: endpoint,
      success: Webhook.Webhook,
      error: [NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Get a webhook endpoint (without its secret)")
      .annotate(OpenApi.Description, "Any member of the workspace; another workspace's endpoint answers 404."),
    HttpApiEndpoint.patch("patch", "/v1/workspaces/:id/webhooks/:webhook_id", {
      params: endpoint,
      payload: Webhook.WebhookPatch,
      success: Webhook.Webhook,
      error: [...bodyProblems, ...changes]
    })
      .annotate(OpenApi.Summary, "Change a webhook endpoint: omitted keys untouched; `enabled: true` re-enables it")
      .annotate(
        OpenApi.Description,
        "Needs a writing role and `feature_events`; a new URL is checked as on create. `If-Match` with the " +
          'endpoint\'s `ETag` (`"v<version>"`) makes it conditional: 412 when someone changed it since.'
      ),
    HttpApiEndpoint.delete("delete", "/v1/workspaces/:id/webhooks/:webhook_id", {
      params: endpoint,
      success: HttpApiSchema.NoContent,
      error: [NotFoundProblem, NotWritableProblem, PreconditionFailedProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Delete a webhook endpoint and its delivery log")
      .annotate(
        OpenApi.Description,
        "Needs a writing role (not the plan: a downgraded workspace can clean up). Takes `If-Match` like PATCH."
      ),
    HttpApiEndpoint.post("rotateSecret", "/v1/workspaces/:id/webhooks/:webhook_id/rotate-secret", {
      params: endpoint,
      success: Webhook.WebhookWithSecret,
      error: changes
    })
      .annotate(
        OpenApi.Summary,
        "Replace the signing secret; the answer shows the new one, this once, and the old one stops at once"
      )
      .annotate(
        OpenApi.Description,
        "Needs a writing role and `feature_events`; deliveries from now on use the new secret. Takes `If-Match` " +
          "like PATCH."
      ),
    HttpApiEndpoint.get("deliveries", "/v1/workspaces/:id/webhooks/:webhook_id/deliveries", {
      params: endpoint,
      query: resourcePage,
      success: Paging.Paged(WebhookDelivery.Delivery),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "The endpoint's deliveries, newest first: status, last answer, next retry")
      .annotate(OpenApi.Description, "Any member of the workspace. One delivery per event; its last attempt is shown."),
    HttpApiEndpoint.post("redeliver", "/v1/workspaces/:id/webhooks/:webhook_id/deliveries/:delivery_id/redeliver", {
      params: { ...endpoint, delivery_id: DeliveryId },
      success: WebhookDelivery.Delivery,
      error: [ConflictProblem, ...writes]
    })
      .annotate(OpenApi.Summary, "Send a delivery again now, starting over (same webhook-id)")
      .annotate(
        OpenApi.Description,
        "Needs a writing role and `feature_events`. The delivery starts over: `attempts` back to 0, the retry " +
          "schedule anew, the worker sends it within a second. 409 `conflict` while an attempt of it is in flight " +
          '(redeliver once it has ended) or while the endpoint is disabled (enable it with PATCH `{"enabled": true}`).'
      )
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Webhooks",
      description: `Signed outbound events. Event types:\n${eventList}\n\n${DELIVERY_RULES}`
    })
  ) {}
