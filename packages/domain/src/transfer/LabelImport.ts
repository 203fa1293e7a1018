/**
 * What a bulk import answers: for every input row what it did (or would do,
 * in a dry run) and, for a row in error, each failing field with a message.
 */
import { Schema } from "effect"
import { LabelId } from "../shared/ids.ts"

/** One document to import and the input rows it came from (a CSV label spans one row per format). */
export interface ImportEntry {
  readonly rows: ReadonlyArray<number>
  readonly document: unknown
  /** Where an issue at a document path shows in the input (a CSV row and column); default: the first row, the path. */
  readonly locate?: (path: string) => { readonly row: number; readonly field: string }
}

/** One failing field of a row: a document path (`formats[1].quantity`) or, for CSV, the column. */
export const ImportIssue = Schema.Struct({ field: Schema.String, message: Schema.String }).annotate({
  identifier: "ImportIssue"
})
export type ImportIssue = typeof ImportIssue.Type

export const ImportAction = Schema.Literals(["create", "update", "unchanged", "error"])
export type ImportAction = typeof ImportAction.Type

/**
 * The outcome of one input row. `label_id` is the label the row matched (in error too) or
 * creates; of a create in a dry run (or a failed run) it names nothing stored, of a failed create null.
 */
export const ImportRowResult = Schema.Struct({
  row: Schema.Int,
  action: ImportAction,
  label_id: Schema.NullOr(LabelId),
  errors: Schema.Array(ImportIssue)
}).annotate({ identifier: "ImportRowResult" })
export type ImportRowResult = typeof ImportRowResult.Type

/** The outcome of one entry, before it is spread over its rows. */
export interface EntryOutcome {
  readonly action: ImportAction
  readonly label_id: LabelId | null
  readonly errors: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

/**
 * What an import did, counted as a user counts it: labels, not rows. A CSV
 * label spans one row per format, so the template's two rows are one label
 * created (`create: 1`, `rows: 2`); a JSON document is one label and one row.
 */
export const ImportSummary = Schema.Struct({
  labels: Schema.Int,
  create: Schema.Int,
  update: Schema.Int,
  unchanged: Schema.Int,
  error: Schema.Int,
  rows: Schema.Int
}).annotate({ identifier: "ImportSummary" })
export type ImportSummary = typeof ImportSummary.Type

/** The answer of an import: `applied` is true only when a real run committed. */
export const ImportResult = Schema.Struct({
  dry_run: Schema.Boolean,
  applied: Schema.Boolean,
  summary: ImportSummary,
  rows: Schema.Array(ImportRowResult)
}).annotate({ identifier: "ImportResult" })
export type ImportResult = typeof ImportResult.Type

/** Counts the labels per action (one action per label document) and the input rows they came from. */
export const summarize = (actions: ReadonlyArray<ImportAction>, rows: number): ImportSummary => {
  const summary = { labels: actions.length, create: 0, update: 0, unchanged: 0, error: 0, rows }
  for (const action of actions) summary[action] += 1
  return summary
}

/** Spreads an entry's outcome over its rows; an issue goes to the row it is located at. */
export const rowResults = (entry: ImportEntry, outcome: EntryOutcome): ReadonlyArray<ImportRowResult> => {
  const first = entry.rows[0] ?? 0
  const located = outcome.errors.map((issue) => ({
    ...(entry.locate?.(issue.path) ?? { row: first, field: issue.path }),
    message: issue.message
  }))
  const failing = located[0]?.row ?? first
  return entry.rows.map((row) => {
    const own = located.filter((issue) => issue.row === row).map(({ field, message }) => ({ field, message }))
    const errors = outcome.action === "error" && own.length === 0 ? [{ field: "", message: `see row ${failing}` }] : own
    return { row, action: outcome.action, label_id: outcome.label_id, errors }
  })
}
