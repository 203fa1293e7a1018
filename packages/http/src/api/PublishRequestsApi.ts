/**
 * Publish requests (issue 32 item 3, ADR 0057): in a workspace with
 * `publish_approval`, editors and API keys request a label's publication and
 * an owner or admin other than the requester approves or rejects it.
 */
import { LabelId, Paging, PublishRequest, PublishRequestId, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import {
  AdminOnlyProblem,
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  InvalidQueryProblem,
  LabelChangedProblem,
  LabelIncompleteProblem,
  NotFoundProblem,
  NotWritableProblem,
  OwnPublishRequestProblem,
  PlanLimitProblem
} from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

/** The filter of the request lists, beside the paging. */
const listQuery = {
  ...resourcePage,
  state: Schema.optionalKey(PublishRequest.PublishRequestState.annotate({ description: "only requests in this state" }))
}

const page = Paging.Paged(PublishRequest.PublishRequest)
const listed = [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems] as const
const deciders =
  "Owners and admins of the request's workspace (roles read at the decision); other members and every API key get " +
  "403 `admin-only`, anyone else 404. A request is decided once: deciding it again answers 409 `conflict`."

/** The publish request routes: file one, list them, get one, approve or reject one. */
export class PublishRequestsApi extends HttpApiGroup.make("publishRequests")
  .add(
    HttpApiEndpoint.post("create", "/v1/labels/:id/publish-requests", {
      params: { id: LabelId },
      success: PublishRequest.PublishRequest.pipe(HttpApiSchema.status(201)),
      error: [
        NotFoundProblem,
        NotWritableProblem,
        PlanLimitProblem,
        ConflictProblem,
        LabelIncompleteProblem,
        ...alwaysProblems
      ]
    })
      .annotate(OpenApi.Summary, "Request a label's publication: freezes what its page would show")
      .annotate(
        OpenApi.Description,
        "Anyone who may write the label (editors and up, editor API keys). Refused as a publish would be: 403 " +
          "`plan-limit`, 409 for an archived or published label, 422 `label-incomplete` with the compliance " +
          "report's errors. A label has at most one pending request (409 names it). `content_hash` is the hash of " +
          "what the page would show, the `view_hash` its version would record. Sends `label.publish_requested`."
      ),
    HttpApiEndpoint.get("listForLabel", "/v1/labels/:id/publish-requests", {
      params: { id: LabelId },
      query: listQuery,
      success: page,
      error: listed
    })
      .annotate(OpenApi.Summary, "List a label's publish requests, newest first (any member)")
      .annotate(
        OpenApi.Description,
        "Every request of the label, pending and decided, newest first; `state` keeps one state. Any member of the " +
          "label's workspace; anyone else 404."
      ),
    HttpApiEndpoint.get("list", "/v1/workspaces/:id/publish-requests", {
      params: { id: WorkspaceId },
      query: listQuery,
      success: page,
      error: listed
    })
      .annotate(OpenApi.Summary, "List a workspace's publish requests, newest first; `state=pending` for the queue")
      .annotate(
        OpenApi.Description,
        "Every request of the workspace's labels, newest first; `state=pending` is what waits for a decision. Any " +
          "member; anyone else 404."
      ),
    HttpApiEndpoint.get("get", "/v1/publish-requests/:id", {
      params: { id: PublishRequestId },
      success: PublishRequest.PublishRequest,
      error: [NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Get a publish request (any member)")
      .annotate(
        OpenApi.Description,
        "The request: its label, state, frozen `content_hash`, who asked and when, who decided and when, and a " +
          "rejection's note. Another workspace's request answers 404, as an unknown id does."
      ),
    HttpApiEndpoint.post("approve", "/v1/publish-requests/:id/approve", {
      params: { id: PublishRequestId },
      success: PublishRequest.PublishRequest,
      error: [
        NotFoundProblem,
        AdminOnlyProblem,
        OwnPublishRequestProblem,
        ConflictProblem,
        LabelChangedProblem,
        PlanLimitProblem,
        LabelIncompleteProblem,
        ...alwaysProblems
      ]
    })
      .annotate(OpenApi.Summary, "Approve a publish request: the label is published exactly as requested")
      .annotate(
        OpenApi.Description,
        `${deciders} Not by its requester (403 \`own-publish-request\`). The label is published (as ` +
          "`POST /v1/labels/{id}/publish` does, with its checks) only if its page would still show what the " +
          "request froze; else 409 `label-changed` names what changed and nothing is published. Sends " +
          "`label.publish_approved` (and `label.published`)."
      ),
    HttpApiEndpoint.post("reject", "/v1/publish-requests/:id/reject", {
      params: { id: PublishRequestId },
      payload: PublishRequest.PublishRequestRejection,
      success: PublishRequest.PublishRequest,
      error: [...bodyProblems, NotFoundProblem, AdminOnlyProblem, ConflictProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Reject a publish request with a note for the requester")
      .annotate(OpenApi.Description, `${deciders} Sends \`label.publish_rejected\`.`)
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Publish requests",
      description:
        "Approval before publishing: a workspace's owners and admins turn it on with `PATCH /v1/workspaces/{id}` " +
        '`{ "publish_approval": true }`; its editors and API keys then request publication and another owner or ' +
        "admin approves or rejects each request."
    })
  ) {}
