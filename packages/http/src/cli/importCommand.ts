/**
 * `import --workspace <id> <file.csv|file.json> [--dry-run] [--json]`: the
 * import of `POST /v1/workspaces/{id}/imports` from a file, as the operator.
 * A progress bar on a terminal (stderr), then one line per row that failed
 * and the counts; exit 1 when a row failed (nothing was imported).
 */
import { readFile } from "node:fs/promises"
import { type LabelImport, LabelTransfer, UserId } from "@elabel/domain"
import { Console, Effect } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { counted, importInput, rejectedDetail, tooManyRowsDetail } from "../imports/ImportInput.ts"
import { CliFailure, databaseSettings, jsonFlag, printJson, workspaceIdFlag } from "./cliSupport.ts"
import { operatorDomain } from "./operatorDomain.ts"

/** The user the versions an import records name as their author. */
const OPERATOR = UserId.make("operator-cli")

const BAR_WIDTH = 30

const utf8 = new TextDecoder("utf-8", { fatal: true })

/** A progress bar on stderr when it is a terminal; nothing otherwise. */
const progressBar = (done: number, total: number) =>
  Effect.sync(() => {
    if (process.stderr.isTTY !== true) return
    const filled = Math.round((done / Math.max(total, 1)) * BAR_WIDTH)
    const bar = `${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}`
    process.stderr.write(`\r[${bar}] ${done}/${total} labels${done === total ? "\n" : ""}`)
  })

const bodyOf = (file: string, text: string): string | ReadonlyArray<unknown> | CliFailure => {
  if (!file.toLowerCase().endsWith(".json")) return text
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed : new CliFailure({ message: `${file}: expected a JSON array of labels` })
  } catch {
    return new CliFailure({ message: `${file}: not valid JSON` })
  }
}

const summaryLine = (result: LabelImport.ImportResult): string => {
  const { labels, create, update, unchanged, error, rows } = result.summary
  const counts =
    `${counted(labels, "label")} from ${counted(rows, "row")}: ${create} created, ${update} updated, ` +
    `${unchanged} unchanged, ${error} in error`
  if (result.applied) return `Imported: ${counts}`
  return result.dry_run && error === 0 ? `Dry run, nothing changed: ${counts}` : `Nothing imported: ${counts}`
}

/** `import`. */
export const importCommand = Command.make(
  "import",
  {
    workspace: workspaceIdFlag,
    file: Argument.String("file").pipe(Argument.withDescription("A .csv file, or a .json array of label documents")),
    dryRun: Flag.Boolean("dry-run").pipe(
      Flag.withDescription("Check every row and change nothing"),
      Flag.withDefault(false)
    ),
    json: jsonFlag
  },
  ({ workspace, file, dryRun, json }) =>
    Effect.gen(function* () {
      const bytes = yield* Effect.tryPromise({
        try: () => readFile(file),
        catch: () => new CliFailure({ message: `cannot read ${file}` })
      })
      // As over HTTP: bytes that are not UTF-8 refuse the file rather than reach a label as U+FFFD.
      const text = yield* Effect.try({
        try: () => utf8.decode(bytes),
        catch: () => new CliFailure({ message: `${file} is not UTF-8; save it as UTF-8 and import it again` })
      })
      const body = bodyOf(file, text)
      if (body instanceof CliFailure) return yield* body
      const input = yield* importInput(body)
      if (input._tag === "TooManyRows") return yield* new CliFailure({ message: tooManyRowsDetail(input.rows) })
      if (input._tag === "Refused") {
        const issues = input.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")
        return yield* new CliFailure({ message: `${file} cannot be imported: ${issues}` })
      }
      const settings = yield* databaseSettings
      const result = yield* LabelTransfer.use((transfer) =>
        transfer.import(OPERATOR, workspace, input.entries, { dryRun, progress: progressBar })
      ).pipe(Effect.provide(operatorDomain(settings)))
      if (json) {
        yield* printJson(result)
      } else {
        for (const row of result.rows) {
          for (const issue of row.errors) yield* Console.log(`row ${row.row}: ${issue.field || "-"}: ${issue.message}`)
        }
        yield* Console.log(summaryLine(result))
      }
      if (result.summary.error > 0) {
        return yield* new CliFailure({ message: rejectedDetail(result.summary).replace(/\.$/, "") })
      }
    })
).pipe(Command.withDescription("Import labels from a CSV or JSON file: all rows or none; --dry-run checks only"))
