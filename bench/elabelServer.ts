/**
 * The elabel server for `bench/api.ts`, run as its own process. It reads the
 * same environment as `npm start` (PORT, HOST, ELABEL_DATABASE,
 * ELABEL_DATA_DIR, DATABASE_URL, ELABEL_JWT_SECRET) and builds the same
 * layers from `App.ts` (`domainLayer`, `tokenVerifierLayer`,
 * `serveApp(AppLive)` with the configured `rateLimiterLayer`), but in steps, so it can seed a label and a
 * published marketing code through the domain services before the socket
 * opens: the API has no route to create a workspace, and a memory store
 * cannot be reached from another process.
 * On PostgreSQL it works in a fresh database that is dropped when the
 * process stops.
 *
 * Once listening it prints one line `BENCH_READY {"url","token","databaseUrl",…}` with the seeded
 * ids and refs (`seedLabel`).
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import { HttpServer } from "effect/http"
import { issueToken } from "../packages/http/src/auth/TokenIssuer.ts"
import { rateLimiterLayer } from "../packages/http/src/protocol/RateLimiter.ts"
import { AppLive, domainLayer, serveApp, tokenVerifierLayer } from "../packages/http/src/server/App.ts"
import { publicBaseUrlFor, type ServerSettings, serverConfig } from "../packages/http/src/server/ServerConfig.ts"
import { freshDatabase, OWNER, seedLabel } from "./benchDomain.ts"

/** The throwaway database, when the server runs on PostgreSQL (the bench seeds more labels into it). */
let databaseUrl: string | undefined

/** The settings with `DATABASE_URL` pointing at a throwaway database of that server, if one is set. */
const withFreshDatabase = (settings: ServerSettings) =>
  Effect.gen(function* () {
    if (settings.forceMemory || Option.isNone(settings.databaseUrl)) return settings
    const database = yield* freshDatabase(Redacted.value(settings.databaseUrl.value))
    databaseUrl = Redacted.value(database.url)
    return { ...settings, databaseUrl: Option.some(database.url) }
  })

const program = Effect.gen(function* () {
  const settings = yield* withFreshDatabase(yield* serverConfig)
  // The bound port is unknown until the socket opens; `short_url`s only need a realistic length.
  const publicBaseUrl = publicBaseUrlFor(settings, settings.port === 0 ? 3000 : settings.port)
  const domain = yield* Layer.build(domainLayer(settings, publicBaseUrl))
  const seeded = yield* seedLabel.pipe(Effect.provideContext(domain))
  const verifier = yield* Layer.build(tokenVerifierLayer(settings))
  const server = yield* Layer.build(
    serveApp(AppLive.pipe(Layer.provide(rateLimiterLayer(settings.rateLimit))), {
      port: settings.port,
      host: settings.host
    }).pipe(Layer.provide(Layer.succeedContext(Context.merge(domain, verifier))))
  )
  const url = HttpServer.formatAddress(Context.get(server, HttpServer.HttpServer).address)
  const token = yield* issueToken({
    userId: OWNER,
    expiresIn: "1h",
    secret: yield* Config.Redacted("ELABEL_JWT_SECRET")
  })
  console.log(`BENCH_READY ${JSON.stringify({ url, token, databaseUrl, ...seeded })}`)
  return yield* Effect.never
}).pipe(Effect.scoped)

NodeRuntime.runMain(program)
