/**
 * What every operator command shares: the server's configuration and
 * storage, the `--json` flag, id flags that refuse bad input at parse time,
 * and the one error type whose message the CLI prints as is.
 */
import {
  IdGenerator,
  type PersistenceUnavailable,
  RefGenerator,
  UserId,
  WorkspaceAdmin,
  WorkspaceId
} from "@elabel/domain"
import { type Config, Console, Effect, Layer, Schema } from "effect"
import { Argument, Flag } from "effect/cli"
import type { InvalidAuthConfig } from "../auth/AuthConfig.ts"
import { storageLayer } from "../server/App.ts"
import { type ServerSettings, storageOf } from "../server/ServerConfig.ts"
import { checkedConfiguration } from "../server/StartConfig.ts"

/** A failure the CLI reports with exactly this one-line message (and exit code 1). */
export class CliFailure extends Schema.TaggedError<CliFailure>()("CliFailure", {
  message: Schema.String
}) {}

/** The program failed and already said why (the server logs its own failures). */
export class Reported extends Schema.TaggedError<Reported>()("Reported", {}) {}

/** `--json`: print the result as JSON on stdout instead of text. */
export const jsonFlag = Flag.Boolean("json").pipe(
  Flag.withDescription("Print the result as JSON on stdout"),
  Flag.withDefault(false)
)

const decodeWorkspaceId = Schema.decodeUnknownOption(WorkspaceId)
const decodeUserId = Schema.decodeUnknownOption(UserId)

/** `--workspace`: a workspace id (a UUID), refused at parse time otherwise. */
export const workspaceIdFlag = Flag.String("workspace").pipe(
  Flag.withDescription("Workspace id (a UUID)"),
  Flag.filterMap(decodeWorkspaceId, () => "a workspace id (a UUID)")
)

/** The workspace id as the first argument, refused at parse time unless a UUID. */
export const workspaceIdArgument = Argument.String("workspace-id").pipe(
  Argument.withDescription("Workspace id (a UUID)"),
  Argument.filterMap(decodeWorkspaceId, () => "a workspace id (a UUID)")
)

/** A user id: the `sub` of the user's tokens, 1 to 255 characters without control characters. */
export const userIdFlag = Flag.String("user").pipe(
  Flag.withDescription("User id: the sub claim of the user's tokens"),
  Flag.filterMap(decodeUserId, () => "a user id of 1 to 255 characters without control characters")
)

/**
 * The server's configuration, refused in the in-memory mode: that database
 * lives inside one server process, the CLI cannot reach it.
 */
export const databaseSettings: Effect.Effect<ServerSettings, CliFailure | Config.ConfigError | InvalidAuthConfig> =
  Effect.gen(function* () {
    // Every variable first, as the server does: a bad one creates nothing.
    const config = yield* checkedConfiguration
    if (storageOf(config)._tag !== "memory") return config
    return yield* new CliFailure({
      message:
        "ELABEL_DATABASE=memory: an in-memory database lives inside one server process, the CLI cannot reach it " +
        "(unset ELABEL_DATABASE to use the embedded database in ELABEL_DATA_DIR, or set DATABASE_URL)"
    })
  })

/**
 * Runs `effect` with the operator service on the database the server uses
 * (opened, migrated if needed, and closed again: the embedded one is locked
 * meanwhile).
 */
export const withAdmin = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<
  A,
  E | CliFailure | PersistenceUnavailable | Config.ConfigError | InvalidAuthConfig,
  Exclude<R, WorkspaceAdmin>
> =>
  Effect.flatMap(databaseSettings, (config) =>
    Effect.provide(
      effect,
      WorkspaceAdmin.layer.pipe(
        Layer.provide(Layer.mergeAll(storageLayer(config), IdGenerator.layer, RefGenerator.layer))
      )
    )
  )

/** Prints `value` as indented JSON on stdout. */
export const printJson = (value: unknown) => Console.log(JSON.stringify(value, null, 2))
