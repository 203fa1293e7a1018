/**
 * Workspaces. A caller sees only the workspaces it is a member of; operators
 * manage plans and members with the CLI; owners and admins change the
 * workspace's own settings (`publish_approval`) with PATCH.
 */
import { Paging, Workspace, WorkspaceId } from "@elabel/domain"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { AdminOnlyProblem, alwaysProblems, bodyProblems, InvalidQueryProblem, NotFoundProblem } from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

/** `GET /v1/workspaces`, `GET` and `PATCH /v1/workspaces/{id}`. */
export class WorkspacesApi extends HttpApiGroup.make("workspaces")
  .add(
    HttpApiEndpoint.get("list", "/v1/workspaces", {
      query: resourcePage,
      success: Paging.Paged(Workspace.Workspace),
      error: [InvalidQueryProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "List the caller's workspaces"),
    HttpApiEndpoint.get("get", "/v1/workspaces/:id", {
      params: { id: WorkspaceId },
      success: Workspace.Workspace,
      error: [NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Get a workspace with its plan and feature flags"),
    HttpApiEndpoint.patch("patch", "/v1/workspaces/:id", {
      params: { id: WorkspaceId },
      payload: Workspace.WorkspacePatch,
      success: Workspace.Workspace,
      error: [...bodyProblems, NotFoundProblem, AdminOnlyProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Change the workspace's own settings (`publish_approval`)")
      .annotate(
        OpenApi.Description,
        "Owners and admins of the workspace; other members and every API key get 403 `admin-only`, anyone else " +
          "404. Plans and features stay the operator's (CLI `workspace set`); any other key is 400 `invalid-body`."
      )
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Workspaces", description: "Workspaces the caller is a member of." })) {}
