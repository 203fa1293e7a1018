/** Import, template and export on the `LabelTransfer` use cases. */
import { LabelDocument, type LabelImport, LabelTransfer } from "@elabel/domain"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { ImportRejectedProblem, InvalidBodyProblem, PayloadTooLargeProblem } from "../api/Problems.ts"
import { exportStream } from "../imports/ExportStream.ts"
import { CsvRefused, csvEntries, csvRowCount, csvTemplate } from "../imports/LabelCsv.ts"
import { asCaller } from "./handlerSupport.ts"

const tooManyRows = (rows: number) =>
  new PayloadTooLargeProblem({
    detail: `The import has ${rows} rows; at most ${LabelDocument.MAX_IMPORT_ROWS} are taken at once. Split the file.`
  })

/** The entries of a body: CSV text or an array of documents (each its own row, counted from 1). */
const entriesOf = (payload: string | ReadonlyArray<unknown>) =>
  Effect.gen(function* () {
    if (typeof payload !== "string") {
      if (payload.length > LabelDocument.MAX_IMPORT_ROWS) return yield* tooManyRows(payload.length)
      return payload.map((document, i): LabelImport.ImportEntry => ({ rows: [i + 1], document }))
    }
    const entries = yield* Effect.try({
      try: () => {
        const rows = csvRowCount(payload)
        return rows > LabelDocument.MAX_IMPORT_ROWS ? rows : csvEntries(payload)
      },
      catch: (error) =>
        error instanceof CsvRefused
          ? new InvalidBodyProblem({ detail: "The CSV file cannot be imported.", errors: error.issues })
          : new InvalidBodyProblem({ detail: "The CSV file cannot be read.", errors: [] })
    })
    return typeof entries === "number" ? yield* tooManyRows(entries) : entries
  })

/** The `imports` group. */
export const ImportsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "imports",
  Effect.fn(function* (handlers) {
    const transfer = yield* LabelTransfer
    return handlers.handleAll({
      import: ({ params, query, payload }) =>
        Effect.gen(function* () {
          const entries = yield* entriesOf(payload)
          const dryRun = query.dry_run ?? false
          const result = yield* asCaller((actor) => transfer.import(actor, params.id, entries, { dryRun }))
          if (dryRun || result.applied) return result
          return yield* new ImportRejectedProblem({
            detail: `${result.summary.error} of ${result.rows.length} rows failed; nothing was imported.`,
            summary: result.summary,
            rows: result.rows
          })
        }),
      template: () => Effect.succeed(csvTemplate()),
      export: ({ params }) =>
        asCaller((actor) => exportStream(transfer, actor, params.id)).pipe(
          Effect.map((body) =>
            HttpServerResponse.stream(body, {
              contentType: "application/json",
              headers: { "content-disposition": `attachment; filename="labels-${params.id}.json"` }
            })
          )
        )
    })
  })
)
