/**
 * `verify-history [--workspace <id>] [--json]`: recomputes the hash of every
 * label version and every link of every chain. Exit 0 prints how many it
 * checked; a break exits 1 naming the first one (label, version, reason).
 */
import { domainServicesLayer, IdGenerator, LabelHistory, PublicBaseUrl, RefGenerator } from "@elabel/domain"
import { Console, Effect, Layer, Option } from "effect"
import { Command, Flag } from "effect/cli"
import { storageLayer } from "../server/App.ts"
import { CliFailure, databaseSettings, jsonFlag, printJson, workspaceIdFlag } from "./cliSupport.ts"

/** `verify-history`. */
export const verifyHistoryCommand = Command.make(
  "verify-history",
  { workspace: Flag.optional(workspaceIdFlag), json: jsonFlag },
  ({ workspace, json }) =>
    Effect.gen(function* () {
      const settings = yield* databaseSettings
      const check = yield* LabelHistory.use((history) => history.verify(Option.getOrUndefined(workspace))).pipe(
        Effect.provide(
          domainServicesLayer.pipe(
            Layer.provide(
              Layer.mergeAll(
                storageLayer(settings),
                IdGenerator.layer,
                RefGenerator.layer,
                Layer.succeed(PublicBaseUrl)("")
              )
            )
          )
        )
      )
      if (json) yield* printJson({ checked: check.checked, broken: check.broken ?? null })
      if (check.broken !== undefined) {
        const { label_id, version, reason } = check.broken
        return yield* new CliFailure({
          message: `history broken at label ${label_id} version ${version}: ${reason} (${check.checked} versions checked before it)`
        })
      }
      if (!json) yield* Console.log(`History intact: ${check.checked} label versions checked`)
    })
).pipe(Command.withDescription("Recompute every label version's hash and chain link; exit 1 at the first break"))
