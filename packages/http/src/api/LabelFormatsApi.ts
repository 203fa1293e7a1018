/**
 * Formats addressed by their own id. A format is created through its label
 * (`POST /v1/labels/{id}/formats`); PATCH and DELETE are decisions beyond the
 * spec (api-decisions: "Creating brands, editing formats", "Lists and deletes").
 */
import { Format, FormatId } from "@elabel/domain"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import {
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  NotFoundProblem,
  PreconditionFailedProblem,
  writeProblems
} from "./Problems.ts"

const params = { id: FormatId }

/** Format get, update and delete. */
export class LabelFormatsApi extends HttpApiGroup.make("labelFormats")
  .add(
    HttpApiEndpoint.get("get", "/v1/label-formats/:id", {
      params,
      success: Format.Format,
      error: [NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Get a format"),
    HttpApiEndpoint.patch("patch", "/v1/label-formats/:id", {
      params,
      payload: Format.FormatPatch,
      success: Format.Format,
      error: [...bodyProblems, ConflictProblem, PreconditionFailedProblem, ...writeProblems]
    }).annotate(OpenApi.Summary, "Update a format: omitted keys untouched, null clears"),
    HttpApiEndpoint.delete("delete", "/v1/label-formats/:id", {
      params,
      success: HttpApiSchema.NoContent,
      error: writeProblems
    }).annotate(OpenApi.Summary, "Delete a format")
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Label formats", description: "Sellable variants of a label." })) {}
