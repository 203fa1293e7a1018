/**
 * Health checks. Readiness asks storage for one workspace row through a use
 * case: the cheapest read that proves the database answers; unless every
 * connection is leased and a statement answered within the last second
 * (`answering`): then the database is alive, and asking it would only queue
 * behind the leases, as behind an import's transaction on the embedded
 * database's one connection (ADR 0060). When it does
 * not but a streaming replica answers the public pages and short links
 * (`ReplicaHealth`), the server still serves those: `degraded`, not 503, so
 * a load balancer keeps it (ADR 0020).
 */
import { WorkspaceAdmin } from "@elabel/domain"
import { type PoolActivity, PoolActivityRef, ReplicaHealth } from "@elabel/persistence"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { mapDomainErrors, upstreamUnavailableProblem } from "./problemMapping.ts"

/** How long readiness waits for the database before answering 503. */
export const READY_TIMEOUT = "2 seconds"

/** How recent a statement's answer proves a fully leased database alive. */
export const ANSWERED_WITHIN_MS = 1000

const ok = { status: "ok" } as const

/** Every connection is leased and one of them answered a statement within `ANSWERED_WITHIN_MS`. */
const answering = (pool: PoolActivity | undefined): boolean =>
  pool !== undefined && pool.inUse() >= pool.max && performance.now() - pool.lastAnswerAt() < ANSWERED_WITHIN_MS

/** The `system` group: `/health/live` and `/health/ready`. */
export const SystemHandlers = HttpApiBuilder.group(
  ElabelApi,
  "system",
  Effect.fn(function* (handlers) {
    const admin = yield* WorkspaceAdmin
    const replicas = yield* ReplicaHealth
    const pool = yield* PoolActivityRef
    const ready = mapDomainErrors(admin.list({ limit: 1, offset: 0 })).pipe(
      // A database that hangs is as unready as one that refuses.
      Effect.timeoutOrElse({ duration: READY_TIMEOUT, orElse: () => Effect.fail(upstreamUnavailableProblem()) }),
      Effect.as({ ...ok, pid: process.pid }),
      Effect.catch((problem) =>
        replicas.anyUsable() ? Effect.succeed({ status: "degraded" as const, pid: process.pid }) : Effect.fail(problem)
      )
    )
    return handlers.handleAll({
      live: () => Effect.succeed(ok),
      ready: () => (answering(pool) ? Effect.succeed({ ...ok, pid: process.pid }) : ready)
    })
  })
)
