import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { WebhookId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { WebhookRecord } from "./Webhook.ts"

/** What an update may change of an endpoint (its `version` moves on by itself). */
export type WebhookChanges = Partial<
  Pick<
    WebhookRecord,
    "url" | "events" | "description" | "enabled" | "disabled_reason" | "consecutive_failures" | "secret" | "updated_at"
  >
>

/** The webhook endpoints of workspaces, with their signing secrets. */
export class WebhookRepository extends Context.Service<
  WebhookRepository,
  {
    readonly insert: (webhook: WebhookRecord) => Effect.Effect<void, PersistenceUnavailable>
    readonly findById: (id: WebhookId) => Effect.Effect<Option.Option<WebhookRecord>, PersistenceUnavailable>
    /** The workspace's endpoints by `created_at`, then id: `limit + 1` rows from `offset`. */
    readonly list: (
      workspace: WorkspaceId,
      page: PageRequest
    ) => Effect.Effect<ReadonlyArray<WebhookRecord>, PersistenceUnavailable>
    /**
     * The endpoint after the change, its `version` incremented; none when it
     * is not stored, or when `expected` is given and does not hold its
     * version (checked in the write itself, like `LabelRepository.update`).
     */
    readonly update: (
      id: WebhookId,
      changes: WebhookChanges,
      expected?: ReadonlyArray<number>
    ) => Effect.Effect<Option.Option<WebhookRecord>, PersistenceUnavailable>
    /**
     * Counts one more delivery that failed every attempt, in one atomic step
     * (concurrent workers lose no count), and disables the endpoint with
     * `reason` when the count reaches `disableAt` while it is enabled.
     * Answers the endpoint after the change; none when it is not stored.
     */
    readonly countFailedDelivery: (
      id: WebhookId,
      disableAt: number,
      reason: string
    ) => Effect.Effect<Option.Option<WebhookRecord>, PersistenceUnavailable>
    /** Sets the failure count back to 0 after a success (a count already 0 is left alone, version and all). */
    readonly resetFailures: (id: WebhookId) => Effect.Effect<void, PersistenceUnavailable>
    /** Deletes the endpoint and its deliveries. */
    readonly delete: (id: WebhookId) => Effect.Effect<void, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/WebhookRepository") {}
