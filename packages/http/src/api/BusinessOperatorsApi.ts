/**
 * Business operators: the bottlers, distributors, importers and manufacturers
 * a workspace's labels name (`bottler_id`, `distributor_id`,
 * `ppwr_importer_id`, `ppwr_manufacturer_id`), with what the e-label page
 * prints for each (ADR 0064; the spec leaves the records "not shown").
 */
import { BusinessOperator, BusinessOperatorId, Paging, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Idempotency, withIdempotencyKey } from "./Idempotency.ts"
import {
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  InvalidQueryProblem,
  NotAMemberProblem,
  NotFoundProblem,
  NotWritableProblem,
  PreconditionFailedProblem,
  writeProblems
} from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

const params = { id: BusinessOperatorId }

/** Business operator list, create, get, update and delete. */
export class BusinessOperatorsApi extends HttpApiGroup.make("businessOperators")
  .add(
    HttpApiEndpoint.get("list", "/v1/business-operators", {
      query: { workspace_id: Schema.optionalKey(WorkspaceId), ...resourcePage },
      success: Paging.Paged(BusinessOperator.BusinessOperator),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "List business operators of one or all of the caller's workspaces"),
    HttpApiEndpoint.post("create", "/v1/business-operators", {
      payload: BusinessOperator.BusinessOperatorCreate,
      success: BusinessOperator.BusinessOperator.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, NotAMemberProblem, NotWritableProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Create a business operator (a bottler, distributor, importer or manufacturer)")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("get", "/v1/business-operators/:id", {
      params,
      success: BusinessOperator.BusinessOperator,
      error: [NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Get a business operator"),
    HttpApiEndpoint.patch("patch", "/v1/business-operators/:id", {
      params,
      payload: BusinessOperator.BusinessOperatorPatch,
      success: BusinessOperator.BusinessOperator,
      error: [...bodyProblems, PreconditionFailedProblem, ...writeProblems]
    }).annotate(OpenApi.Summary, "Update a business operator: omitted keys untouched, null clears"),
    HttpApiEndpoint.delete("delete", "/v1/business-operators/:id", {
      params,
      success: HttpApiSchema.NoContent,
      error: [ConflictProblem, PreconditionFailedProblem, NotFoundProblem, NotWritableProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Delete a business operator no label names")
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Business operators",
      description: "Bottlers, distributors, importers and manufacturers a workspace's labels name."
    })
  ) {}
