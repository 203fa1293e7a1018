/** Import, template and export on the `LabelTransfer` use cases. */
import { type LabelImport, LabelTransfer } from "@elabel/domain"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { ImportRejectedProblem, InvalidBodyProblem, PayloadTooLargeProblem } from "../api/Problems.ts"
import { exportStream } from "../imports/ExportStream.ts"
import { releaseImportGarbage } from "../imports/ImportGarbage.ts"
import { importInput, rejectedDetail, tooManyRowsDetail } from "../imports/ImportInput.ts"
import { csvTemplate } from "../imports/LabelCsv.ts"
import { asCaller } from "./handlerSupport.ts"

/** The entries of a body, or the problem refusing it whole. */
const entriesOf = (payload: string | ReadonlyArray<unknown>) =>
  Effect.flatMap(
    importInput(payload),
    (input): Effect.Effect<ReadonlyArray<LabelImport.ImportEntry>, InvalidBodyProblem | PayloadTooLargeProblem> => {
      switch (input._tag) {
        case "Entries":
          return Effect.succeed(input.entries)
        case "TooManyRows":
          return Effect.fail(new PayloadTooLargeProblem({ detail: tooManyRowsDetail(input.rows) }))
        case "Refused":
          return Effect.fail(
            new InvalidBodyProblem({ detail: "The CSV file cannot be imported.", errors: input.issues })
          )
      }
    }
  )

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
            detail: rejectedDetail(result.summary),
            summary: result.summary,
            rows: result.rows
          })
        }).pipe(Effect.ensuring(releaseImportGarbage)),
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
