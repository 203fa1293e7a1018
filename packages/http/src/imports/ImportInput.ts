/**
 * An import body, CSV text or an array of label documents, as the entries
 * `LabelTransfer.import` takes: what the HTTP endpoint and the CLI share.
 */
import { LabelDocument, type LabelImport } from "@elabel/domain"
import { Effect } from "effect"
import { csvRecords } from "./CsvRecords.ts"
import { csvEntries } from "./LabelCsv.ts"

/** The entries, or why the whole body is refused before any row runs. */
export type ImportInput =
  | { readonly _tag: "Entries"; readonly entries: ReadonlyArray<LabelImport.ImportEntry> }
  | { readonly _tag: "TooManyRows"; readonly rows: number }
  | {
      readonly _tag: "Refused"
      readonly issues: ReadonlyArray<{ readonly path: string; readonly message: string }>
    }

/**
 * CSV text, or JSON documents (each its own row, counted from 1). CSV is
 * parsed a slice at a time, yielding to other requests between slices.
 */
export const importInput = (body: string | ReadonlyArray<unknown>): Effect.Effect<ImportInput> => {
  if (typeof body !== "string") {
    if (body.length > LabelDocument.MAX_IMPORT_ROWS) return Effect.succeed({ _tag: "TooManyRows", rows: body.length })
    return Effect.succeed({ _tag: "Entries", entries: body.map((document, i) => ({ rows: [i + 1], document })) })
  }
  return csvRecords(body).pipe(
    Effect.flatMap((records) => {
      const rows = Math.max(0, records.length - 1)
      return rows > LabelDocument.MAX_IMPORT_ROWS
        ? Effect.succeed<ImportInput>({ _tag: "TooManyRows", rows })
        : Effect.map(csvEntries(records), (entries): ImportInput => ({ _tag: "Entries", entries }))
    }),
    Effect.catch((error) => Effect.succeed<ImportInput>({ _tag: "Refused", issues: error.issues }))
  )
}

/** The sentence of a refused row count. */
export const tooManyRowsDetail = (rows: number): string =>
  `The import has ${rows} rows; at most ${LabelDocument.MAX_IMPORT_ROWS} are taken at once. Split the file.`

/** `1 label`, `2 labels`. */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`

/** The sentence of an import a failing label rolled back, in labels as the summary counts them. */
export const rejectedDetail = (summary: LabelImport.ImportSummary): string =>
  `${summary.error} of ${counted(summary.labels, "label")} (from ${counted(summary.rows, "row")}) failed; ` +
  "nothing was imported."
