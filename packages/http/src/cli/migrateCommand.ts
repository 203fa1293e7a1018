/**
 * `migrate`: brings the database's schema up to date. The server migrates at
 * every start too; this runs it ahead (a deployment step with PostgreSQL).
 */
import { resolve } from "node:path"
import { migrations } from "@elabel/persistence"
import { Console, Effect, Layer, Redacted } from "effect"
import { Command } from "effect/cli"
import { databaseLayer } from "../server/App.ts"
import { type Storage, storageOf } from "../server/ServerConfig.ts"
import { databaseSettings, jsonFlag, printJson } from "./cliSupport.ts"

/** Where the data lives, without a password. */
const describeStorage = (storage: Storage): string => {
  switch (storage._tag) {
    case "memory":
      return "in memory"
    case "embedded":
      return `the embedded database in ${resolve(storage.dataDir)}`
    case "postgres": {
      const url = URL.parse(Redacted.value(storage.url))
      return url === null ? "PostgreSQL" : `PostgreSQL at ${url.host}${url.pathname}`
    }
  }
}

/** `migrate`. */
export const migrateCommand = Command.make("migrate", { json: jsonFlag }, ({ json }) =>
  Effect.gen(function* () {
    const settings = yield* databaseSettings
    // Opening the database applies the pending migrations (one at a time across processes); no media bucket needed.
    yield* Effect.scoped(Layer.build(databaseLayer(settings)))
    const applied = Object.keys(migrations)
    const storage = storageOf(settings)
    yield* json
      ? printJson({ storage: storage._tag, migrations: applied })
      : Console.log(`Schema of ${describeStorage(storage)} is up to date (${applied.join(", ")})`)
  })
).pipe(Command.withDescription("Apply the pending database migrations"))
