/**
 * API keys of a workspace (issue 32): credentials for machines, made, listed
 * and revoked by the workspace's owners and admins. A key is sent like a
 * token (`Authorization: Bearer elabel_…`) and acts as a member of its one
 * workspace with its role; it never manages keys itself.
 */
import { ApiKey, ApiKeyId, Paging, WorkspaceId } from "@elabel/domain"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { AdminOnlyProblem, alwaysProblems, bodyProblems, InvalidQueryProblem, NotFoundProblem } from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

const refusals = [NotFoundProblem, AdminOnlyProblem, ...alwaysProblems] as const
const who =
  "Owners and admins of the workspace; other members (and every API key) get 403 `admin-only`, anyone else 404."

/** `GET`, `POST /v1/workspaces/{id}/api-keys`, `GET`, `DELETE /v1/workspaces/{id}/api-keys/{key_id}`. */
export class ApiKeysApi extends HttpApiGroup.make("apiKeys")
  .add(
    HttpApiEndpoint.get("list", "/v1/workspaces/:id/api-keys", {
      params: { id: WorkspaceId },
      query: resourcePage,
      success: Paging.Paged(ApiKey.ApiKey),
      error: [InvalidQueryProblem, ...refusals]
    })
      .annotate(OpenApi.Summary, "List the workspace's API keys that are not revoked (never their secrets)")
      .annotate(OpenApi.Description, `${who} Oldest first; \`last_used_at\` is written at most once a minute.`),
    HttpApiEndpoint.post("create", "/v1/workspaces/:id/api-keys", {
      params: { id: WorkspaceId },
      payload: ApiKey.ApiKeyCreate,
      success: ApiKey.ApiKeyWithSecret.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, ...refusals]
    })
      .annotate(OpenApi.Summary, "Make an API key; the answer shows its secret, this once")
      .annotate(
        OpenApi.Description,
        `${who} The key acts in this workspace only, with its role (\`editor\` or \`viewer\`), until \`expires_at\` ` +
          "(a future instant, or never) or until it is revoked. Only a hash of the secret is stored: a lost key " +
          "cannot be shown again, make a new one."
      ),
    HttpApiEndpoint.get("get", "/v1/workspaces/:id/api-keys/:key_id", {
      params: { id: WorkspaceId, key_id: ApiKeyId },
      success: ApiKey.ApiKey,
      error: refusals
    })
      .annotate(OpenApi.Summary, "Get an API key (never its secret)")
      .annotate(OpenApi.Description, `${who} A revoked key answers 404.`),
    HttpApiEndpoint.delete("revoke", "/v1/workspaces/:id/api-keys/:key_id", {
      params: { id: WorkspaceId, key_id: ApiKeyId },
      success: HttpApiSchema.NoContent,
      error: refusals
    })
      .annotate(OpenApi.Summary, "Revoke an API key: it answers 401 on every server within a second")
      .annotate(OpenApi.Description, `${who} A revoked key is gone from the list; revoking it again answers 404.`)
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "API keys",
      description:
        "Keys for machines (an ERP, a shop): `elabel_` + 44 random base62 characters + a 6-character checksum, sent " +
        "as `Authorization: Bearer <key>`. Keep them in a secret manager, never in code."
    })
  ) {}
