/**
 * `audit prune --older-than-days N [--json]`: the retention of the audit
 * log. Removes the events older than N days, in every workspace; the only
 * way events are ever deleted (the API has none; the table's trigger lets
 * only this command's transaction delete). Without it every event is kept.
 */
import { AuditLog } from "@elabel/domain"
import { Clock, Console, Effect } from "effect"
import { Command, Flag } from "effect/cli"
import { storageLayer } from "../server/App.ts"
import { CliFailure, databaseSettings, jsonFlag, printJson } from "./cliSupport.ts"

const DAY_MILLIS = 86_400_000

const prune = Command.make(
  "prune",
  {
    days: Flag.Int("older-than-days").pipe(Flag.withDescription("remove the events older than this many days (≥ 1)")),
    json: jsonFlag
  },
  ({ days, json }) =>
    Effect.gen(function* () {
      if (!Number.isSafeInteger(days) || days < 1) {
        return yield* new CliFailure({ message: "--older-than-days must be a whole number of days, at least 1" })
      }
      const settings = yield* databaseSettings
      const before = new Date((yield* Clock.currentTimeMillis) - days * DAY_MILLIS).toISOString()
      const removed = yield* AuditLog.use((log) => log.prune(before)).pipe(Effect.provide(storageLayer(settings)))
      yield* json
        ? printJson({ removed, before })
        : Console.log(`Removed ${removed} audit events from before ${before}`)
    })
).pipe(Command.withDescription("Remove audit events older than N days (the log's retention; default: keep all)"))

/** `audit prune`. */
export const auditCommand = Command.make("audit").pipe(
  Command.withDescription("The audit log's retention"),
  Command.withSubcommands([prune])
)
