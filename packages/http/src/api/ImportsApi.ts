/**
 * Bulk work on a workspace's labels (api-decisions, "Added after the spec"):
 * import from CSV or JSON with a dry run, the CSV template, and export.
 * Tenancy as every workspace route: another workspace's id answers 404.
 */
import { LabelDocument, LabelImport, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Idempotency, withIdempotencyKey } from "./Idempotency.ts"
import {
  alwaysProblems,
  bodyProblems,
  ImportRejectedProblem,
  InvalidQueryProblem,
  NotFoundProblem,
  NotWritableProblem
} from "./Problems.ts"
import { booleanParam } from "./QueryParams.ts"

/** A CSV import body or the CSV template. */
export const CsvText = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/csv" }))

/**
 * A JSON import body: label documents. Each is checked on its own, so one
 * bad document answers in its row of the result rather than failing the
 * request.
 */
export const ImportDocuments = Schema.Array(Schema.Unknown).annotate({
  description:
    "An array of label documents (see the LabelDocument schema): a label as `GET /v1/labels/{id}` answers it, " +
    "plus `brand` and the child lists `grape_varieties`, `ingredients`, `packagings`, `certifications`; " +
    "output-only keys (ids, refs, versions, timestamps, short links) are ignored. What export writes."
})

const IMPORT_DESCRIPTION =
  "Takes `text/csv` (one row per label and format; columns in the README and the template) or " +
  "`application/json` (an array of label documents, what export writes), at most " +
  `${LabelDocument.MAX_IMPORT_ROWS} rows or documents (413 above) and 32 MiB. A row matches a label of the ` +
  "workspace by `internal_reference`, else by `gtin`, and updates it; otherwise it creates one. Every row runs " +
  "through the same rules as the single-label endpoints, in one transaction: all rows apply, or (one row failing) " +
  "none, answered 422 `import-rejected` with every row. `dry_run=true` checks everything the same way and " +
  "changes nothing (200, `applied` false). `Idempotency-Key` makes a retry safe (a 422 `import-rejected` is not " +
  "kept: it depends on the state the rows meet)."

/** The import, template and export endpoints. */
export class ImportsApi extends HttpApiGroup.make("imports")
  .add(
    HttpApiEndpoint.post("import", "/v1/workspaces/:id/imports", {
      params: { id: WorkspaceId },
      query: { dry_run: Schema.optionalKey(booleanParam) },
      payload: [ImportDocuments, CsvText],
      success: LabelImport.ImportResult,
      error: [
        ImportRejectedProblem,
        InvalidQueryProblem,
        NotFoundProblem,
        NotWritableProblem,
        ...bodyProblems,
        ...alwaysProblems
      ]
    })
      .annotate(OpenApi.Summary, "Import labels from CSV or JSON, all or nothing, or check them with a dry run")
      .annotate(OpenApi.Description, IMPORT_DESCRIPTION)
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("template", "/v1/imports/template.csv", {
      success: CsvText,
      error: alwaysProblems
    }).annotate(OpenApi.Summary, "The CSV import template: every column and an example label with two formats"),
    HttpApiEndpoint.get("export", "/v1/workspaces/:id/export", {
      params: { id: WorkspaceId },
      success: Schema.Array(LabelDocument.ExportedLabel),
      error: [NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Export every label of the workspace as label documents (streamed JSON array)")
      .annotate(
        OpenApi.Description,
        "Every label with its formats, translations, child lists and brand name, in creation order: the shape " +
          "import takes. Streamed page by page, so memory stays bounded however many labels there are."
      )
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Imports and export",
      description: "Moving a whole catalogue in and out: import with a dry run, the CSV template, export."
    })
  ) {}
