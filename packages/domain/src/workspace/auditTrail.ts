/**
 * Appends the audit event of a write, in the caller's transaction: the
 * actor resolved (an API key's principal to its id and name), the request's
 * id and idempotency key, and for changes the fields before and after.
 */
import { Clock, Effect, Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { isKeyPrincipal, keyIdOf } from "./ApiKey.ts"
import { ApiKeyRepository } from "./ApiKeyRepository.ts"
import { type AuditActor, type AuditEvent, AuditRequest, fieldChanges } from "./AuditEvent.ts"
import { AuditLog } from "./AuditLog.ts"

/** The operator (the CLI), who acts without a token. */
export const OPERATOR: AuditActor = { type: "operator", id: "cli", name: null }

/** The webhook worker, which disables an endpoint that keeps failing. */
export const WEBHOOK_WORKER: AuditActor = { type: "system", id: "webhook-worker", name: null }

/** One write to record. `before`/`after` are compared field by field when both are given. */
export interface AuditEntry {
  readonly actor: UserId | AuditActor
  readonly workspace: WorkspaceId
  readonly action: string
  readonly resource_type: string
  readonly resource_id: string
  readonly before?: object
  readonly after?: object
}

/** The recorder of the services that write. */
export const makeAuditTrail = Effect.gen(function* () {
  const log = yield* AuditLog
  const keys = yield* ApiKeyRepository
  const ids = yield* IdGenerator

  const actorOf = (actor: UserId | AuditActor): Effect.Effect<AuditActor, never> => {
    if (typeof actor !== "string") return Effect.succeed(actor)
    if (!isKeyPrincipal(actor)) return Effect.succeed({ type: "user", id: actor, name: null })
    const id = keyIdOf(actor)
    return keys.findById(id).pipe(
      Effect.map(
        (found): AuditActor => ({ type: "api_key", id, name: Option.getOrNull(Option.map(found, (k) => k.name)) })
      ),
      Effect.orElseSucceed((): AuditActor => ({ type: "api_key", id, name: null }))
    )
  }

  /** The event of `entry`, ready to append (or to hand to a write that appends it in its own statement). */
  const prepare = (entry: AuditEntry): Effect.Effect<AuditEvent> =>
    Effect.gen(function* () {
      const request = yield* AuditRequest
      const now = yield* Clock.currentTimeMillis
      const changes =
        entry.before !== undefined && entry.after !== undefined ? yield* fieldChanges(entry.before, entry.after) : null
      return {
        id: yield* ids.uuid,
        workspace_id: entry.workspace,
        at: new Date(now).toISOString(),
        actor: yield* actorOf(entry.actor),
        action: entry.action,
        resource_type: entry.resource_type,
        resource_id: entry.resource_id,
        changes,
        request_id: request.requestId ?? null,
        idempotency_key: request.idempotencyKey ?? null
      }
    })

  const record = (entry: AuditEntry): Effect.Effect<void, PersistenceUnavailable> =>
    Effect.flatMap(prepare(entry), log.append)

  return { prepare, record } as const
})
