/**
 * The read-only reference catalogues whose ids label child lists use. Names
 * come in the requested locale, else the base name.
 */
import { Catalog, Paging } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { alwaysProblems, InvalidQueryProblem } from "./Problems.ts"
import { catalogPage, searchParam } from "./QueryParams.ts"

/** Preferred locale of the name fields; any string (unknown locales fall back to the base name). */
const locale = Schema.optionalKey(searchParam)

const errors = [InvalidQueryProblem, ...alwaysProblems] as const

/** `GET /v1/catalog/ingredients`, `/closure-types`, `/grape-varieties`. */
export class CatalogApi extends HttpApiGroup.make("catalog")
  .add(
    HttpApiEndpoint.get("ingredients", "/v1/catalog/ingredients", {
      query: { locale, ...catalogPage },
      success: Paging.Paged(Catalog.IngredientEntry),
      error: errors
    }).annotate(OpenApi.Summary, "List ingredients"),
    HttpApiEndpoint.get("closureTypes", "/v1/catalog/closure-types", {
      query: { locale, ...catalogPage },
      success: Paging.Paged(Catalog.ClosureTypeEntry),
      error: errors
    }).annotate(OpenApi.Summary, "List closure types"),
    HttpApiEndpoint.get("grapeVarieties", "/v1/catalog/grape-varieties", {
      query: { locale, q: Schema.optionalKey(searchParam), ...catalogPage },
      success: Paging.Paged(Catalog.GrapeVarietyEntry),
      error: errors
    }).annotate(OpenApi.Summary, "List grape varieties, optionally searched by name or synonym")
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Catalogues", description: "Read-only reference data." })) {}
