/**
 * Brands: a brand belongs to a workspace and a label belongs to a brand.
 * Creating a brand and publishing it are decisions beyond the spec
 * (api-decisions: "Creating brands", "Publishing").
 */
import { Brand, BrandId, Paging, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Idempotency, withIdempotencyKey } from "./Idempotency.ts"
import {
  alwaysProblems,
  bodyProblems,
  InvalidQueryProblem,
  NotAMemberProblem,
  NotFoundProblem,
  NotWritableProblem,
  PreconditionFailedProblem,
  writeProblems
} from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

const params = { id: BrandId }

/** Brand list, create, get, update, publish and unpublish. */
export class BrandsApi extends HttpApiGroup.make("brands")
  .add(
    HttpApiEndpoint.get("list", "/v1/brands", {
      query: { workspace_id: Schema.optionalKey(WorkspaceId), ...resourcePage },
      success: Paging.Paged(Brand.Brand),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "List brands of one or all of the caller's workspaces"),
    HttpApiEndpoint.post("create", "/v1/brands", {
      payload: Brand.BrandCreate,
      success: Brand.Brand.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, NotAMemberProblem, NotWritableProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Create a brand")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("get", "/v1/brands/:id", {
      params,
      success: Brand.Brand,
      error: [NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Get a brand"),
    HttpApiEndpoint.patch("patch", "/v1/brands/:id", {
      params,
      payload: Brand.BrandPatch,
      success: Brand.Brand,
      error: [...bodyProblems, PreconditionFailedProblem, ...writeProblems]
    }).annotate(OpenApi.Summary, "Update a brand: omitted keys untouched, null clears"),
    HttpApiEndpoint.post("publish", "/v1/brands/:id/publish", {
      params,
      success: Brand.Brand,
      error: writeProblems
    })
      .annotate(OpenApi.Summary, "Publish a brand")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.post("unpublish", "/v1/brands/:id/unpublish", {
      params,
      success: Brand.Brand,
      error: writeProblems
    })
      .annotate(OpenApi.Summary, "Unpublish a brand")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey)
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Brands", description: "Brands of a workspace." })) {}
