/**
 * Health checks. Readiness asks storage for one workspace row through a use
 * case: the cheapest read that proves the database answers. When it does
 * not but a streaming replica answers the public pages and short links
 * (`ReplicaHealth`), the server still serves those: `degraded`, not 503, so
 * a load balancer keeps it (ADR 0020).
 */
import { WorkspaceAdmin } from "@elabel/domain"
import { ReplicaHealth } from "@elabel/persistence"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { mapDomainErrors, upstreamUnavailableProblem } from "./problemMapping.ts"

/** How long readiness waits for the database before answering 503. */
export const READY_TIMEOUT = "2 seconds"

const ok = { status: "ok" } as const

/** The `system` group: `/health/live` and `/health/ready`. */
export const SystemHandlers = HttpApiBuilder.group(
  ElabelApi,
  "system",
  Effect.fn(function* (handlers) {
    const admin = yield* WorkspaceAdmin
    const replicas = yield* ReplicaHealth
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
      ready: () => ready
    })
  })
)
