/**
 * The whole app on a real socket over a throwaway PostgreSQL database (see
 * `@elabel/testkit/postgres`), for the tests that cut or share the database.
 */
import { domainServicesLayer, IdGenerator, RefGenerator } from "@elabel/domain"
import { layerPostgres } from "@elabel/persistence"
import { TestDatabase, testDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { AppLive, serveApp } from "../../src/server/App.ts"
import { testVerifierLayer } from "./tokens.ts"

/** The domain (and storage ports) on the `TestDatabase` in context: one pool, as one server process has. */
export const domainOnTestDatabase = Layer.unwrap(
  Effect.gen(function* () {
    const storage = layerPostgres((yield* TestDatabase).url)
    return domainServicesLayer.pipe(
      Layer.provideMerge(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer)),
      Layer.orDie
    )
  })
)

/** The app served on a free port over a fresh database `<prefix>_<random>` on the server at `adminUrl`. */
export const serverOnTestDatabase = (adminUrl: string, prefix: string) =>
  serveApp(AppLive, { port: 0, host: "127.0.0.1" }).pipe(
    Layer.provide(testVerifierLayer),
    Layer.provideMerge(domainOnTestDatabase),
    Layer.provideMerge(testDatabase(adminUrl, prefix))
  )

/** `http://127.0.0.1:<port>` of the running server. */
export const serverBase = Effect.gen(function* () {
  return HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
})
