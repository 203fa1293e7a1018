/**
 * Operational routes: liveness and readiness, without a token. `/openapi.json`
 * and `/docs` are served by the server from the same Api.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { InternalProblem, UpstreamUnavailableProblem } from "./Problems.ts"

/** The body of a healthy answer. */
export const Health = Schema.Struct({ status: Schema.Literal("ok") }).annotate({ identifier: "Health" })

/**
 * The body of a ready answer: also the id of the process that answered, so
 * an operator running several (`ELABEL_WORKERS`, several servers) sees the spread.
 */
export const Readiness = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]).annotate({
    description:
      "`ok`: the database answered in time. `degraded`: the primary database did not, but a streaming replica (`DATABASE_REPLICA_URL`) answers the e-label pages and short links; everything else answers 503 until the primary is back."
  }),
  pid: Schema.Int.annotate({
    description:
      "Operating-system id of the process that answered: with `ELABEL_WORKERS` one of the workers, so repeated requests on new connections show the spread."
  })
}).annotate({ identifier: "Readiness" })

/** `GET /health/live` (the process runs) and `GET /health/ready` (the database answers, or a replica the public path). */
export class SystemApi extends HttpApiGroup.make("system")
  .add(
    HttpApiEndpoint.get("live", "/health/live", {
      success: Health,
      error: InternalProblem
    }).annotate(OpenApi.Summary, "The process is up"),
    HttpApiEndpoint.get("ready", "/health/ready", {
      success: Readiness,
      error: [UpstreamUnavailableProblem, InternalProblem]
    }).annotate(OpenApi.Summary, "The database answers (or, degraded, a replica the public pages): ready to serve")
  )
  .annotateMerge(OpenApi.annotations({ title: "System", description: "Health checks; no token needed." })) {}
