/**
 * The audit log of a workspace (issue 32 item 2): every write, who made it
 * and what it changed, for the workspace's owners and admins.
 */
import { Audit, Paging, Primitives, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { AdminOnlyProblem, alwaysProblems, InvalidQueryProblem, NotFoundProblem } from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

/** The filters of `GET /v1/workspaces/{id}/audit`, beside the paging. */
export const AuditQuery = {
  ...resourcePage,
  resource_type: Schema.optionalKey(
    Primitives.Name.annotate({ description: "only events on this kind of resource (`label`, `webhook`, …)" })
  ),
  resource_id: Schema.optionalKey(
    Primitives.Name.annotate({ description: "only events on the resource with this id" })
  ),
  actor: Schema.optionalKey(
    Primitives.Name.annotate({ description: "only events by this user (`sub`) or API key (its id)" })
  ),
  action: Schema.optionalKey(Primitives.Name.annotate({ description: "only events of this action (`label.update`)" })),
  from: Schema.optionalKey(
    Primitives.IsoDateTime.annotate({ description: "only events at or after this instant (ISO 8601)" })
  ),
  to: Schema.optionalKey(Primitives.IsoDateTime.annotate({ description: "only events before this instant (ISO 8601)" }))
}

/** The JSON-lines export: one `AuditEvent` per line. */
export const AuditLines = Schema.String.pipe(HttpApiSchema.asText({ contentType: "application/x-ndjson" })).annotate({
  description: "one AuditEvent (as `GET …/audit` lists them) per line, newest first"
})

const { limit: _limit, offset: _offset, ...AuditFilters } = AuditQuery

/** `GET /v1/workspaces/{id}/audit`, `GET /v1/workspaces/{id}/audit/export`. */
export class AuditApi extends HttpApiGroup.make("audit")
  .add(
    HttpApiEndpoint.get("list", "/v1/workspaces/:id/audit", {
      params: { id: WorkspaceId },
      query: AuditQuery,
      success: Paging.Paged(Audit.AuditEvent),
      error: [InvalidQueryProblem, NotFoundProblem, AdminOnlyProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "The workspace's audit log, newest first")
      .annotate(
        OpenApi.Description,
        "Owners and admins of the workspace; other members (and every API key) get 403 `admin-only`, anyone else " +
          "404. Filters: `resource_type`, `resource_id`, `actor` (a user's `sub` or an API key's id), `action` " +
          "(`label.update`, `member.add`, …), `from` (inclusive) and `to` (exclusive), ISO 8601 instants."
      ),
    HttpApiEndpoint.get("export", "/v1/workspaces/:id/audit/export", {
      params: { id: WorkspaceId },
      query: AuditFilters,
      success: AuditLines,
      error: [InvalidQueryProblem, NotFoundProblem, AdminOnlyProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Export the workspace's audit log as JSON lines")
      .annotate(
        OpenApi.Description,
        "The same events and filters as `GET /v1/workspaces/{id}/audit`, all of them (no paging), one JSON " +
          "object per line (`application/x-ndjson`), newest first, streamed; it ends where it started (events " +
          "written while it runs are in the next export). Owners and admins only."
      )
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Audit log",
      description:
        "Every write leaves one event in its own transaction: who, what, which resource, the fields before and " +
        "after (secrets never). Events are never changed or deleted through the service."
    })
  ) {}
