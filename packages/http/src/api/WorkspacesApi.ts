/**
 * Workspaces: read-only over the API. A caller sees only the workspaces it
 * is a member of; operators manage them with the CLI.
 */
import { Paging, Workspace, WorkspaceId } from "@elabel/domain"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { alwaysProblems, InvalidQueryProblem, NotFoundProblem } from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

/** `GET /v1/workspaces`, `GET /v1/workspaces/{id}`. */
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
    }).annotate(OpenApi.Summary, "Get a workspace with its plan and feature flags")
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Workspaces", description: "Workspaces the caller is a member of." })) {}
