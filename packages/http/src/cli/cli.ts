/**
 * The operator CLI: `npm run cli -- <command>` (Node 24 runs this file
 * directly). It runs on the server's configuration (`DATABASE_URL`,
 * `ELABEL_DATA_DIR`, `ELABEL_DATABASE`, `ELABEL_JWT_*`). Results go to stdout
 * (JSON with `--json`), logs and errors to stderr; a failure is one line and
 * exit code 1.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { NotFound, PersistenceUnavailable } from "@elabel/domain"
import { Cause, Console, Effect, Layer, Logger } from "effect"
import { CliError, CliOutput, Command } from "effect/cli"
import { messageOf, teardown } from "../server/ServerProgram.ts"
import { auditCommand } from "./auditCommand.ts"
import { CliFailure, Reported } from "./cliSupport.ts"
import { exportSiteCommand } from "./exportSiteCommand.ts"
import { verifyHistoryCommand } from "./historyCommand.ts"
import { importCommand } from "./importCommand.ts"
import { memberCommand } from "./memberCommands.ts"
import { migrateCommand } from "./migrateCommand.ts"
import { serveCommand } from "./serveCommand.ts"
import { signInLinkCommand } from "./signInLinkCommand.ts"
import { tokenCommand } from "./tokenCommand.ts"
import { workspaceCommand } from "./workspaceCommands.ts"

const VERSION = "0.1.0"

const root = Command.make("elabel").pipe(
  Command.withDescription("elabel operator CLI: run it as npm run cli -- <command>"),
  Command.withSubcommands([
    migrateCommand,
    workspaceCommand,
    memberCommand,
    auditCommand,
    tokenCommand,
    signInLinkCommand,
    verifyHistoryCommand,
    importCommand,
    exportSiteCommand,
    serveCommand
  ])
)

/** The sentence for a failure of a command. */
const sentenceOf = (error: unknown): string => {
  if (error instanceof CliFailure) return error.message
  if (error instanceof NotFound) return `no ${error.resource} ${error.id}`
  if (error instanceof PersistenceUnavailable) return `the database is unavailable: ${error.reason}`
  return messageOf(error)
}

/**
 * One line on stderr per failure. Invalid invocations were already presented
 * (see `presenter`), and `serve` logs its own failures.
 */
const report = (cause: Cause.Cause<unknown>) => {
  if (Cause.hasInterruptsOnly(cause)) return Effect.void
  if (Cause.hasDies(cause)) return Console.error(`elabel: unexpected error\n${Cause.pretty(cause)}`)
  const error = Cause.squash(cause)
  if (CliError.isCliError(error) || error instanceof Reported) return Effect.void
  return Console.error(`elabel: ${sentenceOf(error)}`)
}

/** Help on stdout; a bad invocation as one line per problem on stderr, naming the help to read. */
const presenter: CliOutput.Presenter = {
  present: (event) =>
    event._tag === "InvalidInvocation"
      ? Effect.forEach(
          event.errors,
          (error) =>
            Console.error(
              `elabel: ${error.message} (see npm run cli -- ${[...event.commandPath.slice(1), "--help"].join(" ")})`
            ),
          { discard: true }
        )
      : CliOutput.defaultPresenter.present(event)
}

const program = Command.run(root, { version: VERSION }).pipe(
  Effect.tapCause(report),
  Effect.provide(Layer.merge(NodeServices.layer, CliOutput.layerPresenter(presenter))),
  // stdout is for results (and `--json`); `serve` logs to stdout again, like `npm start`.
  Effect.provideService(Logger.LogToStderr, true)
)

NodeRuntime.runMain(program, { teardown, disableErrorReporting: true })
