/**
 * The read-only reference catalogues whose ids label child lists and fields
 * use. Names come in the requested locale, else the base name. Every
 * catalogue pages the same way, in a stable order, with ids that are the same
 * on every install.
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

/** `GET /v1/catalog/<name>` of a catalogue searched by nothing but paged and localized. */
const named = <const Name extends string, const Path extends string, S extends Schema.Top>(
  name: Name,
  path: Path,
  row: S,
  summary: string
) =>
  HttpApiEndpoint.get(name, `/v1/catalog/${path}`, {
    query: { locale, ...catalogPage },
    success: Paging.Paged(row),
    error: errors
  }).annotate(OpenApi.Summary, summary)

/**
 * `GET /v1/catalog/ingredients`, `/closure-types`, `/grape-varieties` of the
 * spec, and the catalogues label fields point at: `/ingredient-categories`,
 * `/materials`, `/countries`, `/certifications`, `/production-methods`.
 */
export class CatalogApi extends HttpApiGroup.make("catalog")
  .add(
    HttpApiEndpoint.get("ingredients", "/v1/catalog/ingredients", {
      query: { locale, ...catalogPage },
      success: Paging.Paged(Catalog.IngredientEntry),
      error: errors
    })
      .annotate(OpenApi.Summary, "List ingredients")
      .annotate(
        OpenApi.Description,
        "Every ingredient a wine label may list, in label order, with its name in `locale`. An ingredient used for " +
          "different purposes is listed once per purpose, under the same name and a different " +
          "`ingredient_category_id`: citric acid (E 330) is listed as a stabilising agent and as a " +
          "sequestrant. Choose the entry of what it did in this wine: the label prints it under that " +
          "category's heading (the headings: `GET /v1/catalog/ingredient-categories`)."
      ),
    HttpApiEndpoint.get("closureTypes", "/v1/catalog/closure-types", {
      query: { locale, ...catalogPage },
      success: Paging.Paged(Catalog.ClosureTypeEntry),
      error: errors
    }).annotate(OpenApi.Summary, "List closure types"),
    HttpApiEndpoint.get("grapeVarieties", "/v1/catalog/grape-varieties", {
      query: { locale, q: Schema.optionalKey(searchParam), ...catalogPage },
      success: Paging.Paged(Catalog.GrapeVarietyEntry),
      error: errors
    }).annotate(OpenApi.Summary, "List grape varieties, optionally searched by name or synonym"),
    named(
      "ingredientCategories",
      "ingredient-categories",
      Catalog.IngredientCategoryEntry,
      "List ingredient categories, in label order"
    ),
    named("materials", "materials", Catalog.MaterialEntry, "List packaging materials with their recycling codes"),
    named("countries", "countries", Catalog.CountryEntry, "List countries by ISO 3166-1 alpha-2 code"),
    named("certifications", "certifications", Catalog.CertificationEntry, "List certifications"),
    named("productionMethods", "production-methods", Catalog.ProductionMethodEntry, "List production methods")
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Catalogues", description: "Read-only reference data." })) {}
