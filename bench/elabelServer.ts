/**
 * The elabel server for `bench/api.ts`, run as its own process. It reads the
 * same environment as `npm start` (PORT, HOST, ELABEL_DATABASE,
 * ELABEL_DATA_DIR, DATABASE_URL, ELABEL_JWT_SECRET) and builds the same
 * layers from `App.ts` (`domainLayer`, `tokenVerifierLayer`,
 * `serveApp(AppLive)` with the configured rate limiter), but in steps, so it can seed a label and a
 * published marketing code through the domain services before the socket
 * opens: the API has no route to create a workspace, and a memory store
 * cannot be reached from another process.
 * On PostgreSQL it works in a fresh database that is dropped when the
 * process stops.
 *
 * Once listening it prints one line `BENCH_READY {"url","token","databaseUrl",…}` with the seeded
 * ids and refs (`seedLabel`).
 *
 * With `BENCH_REFUSALS=true` (`bench/refusals.ts`) it also seeds a second
 * tenant (`other`: its own workspace, label and token) and a viewer of the
 * first workspace whose quota is used up before the socket opens
 * (`refused`: every request it sends is refused 429 for the rest of the
 * window), by counting its requests in the server's own limiter.
 *
 * With `BENCH_KEYS=true` (`bench/keys.ts`) it also makes a viewer API key of
 * the seeded workspace (`apiKey`: its secret).
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { ApiKeys, UserId, WorkspaceAdmin, type WorkspaceId } from "@elabel/domain"
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import { HttpServer } from "effect/http"
import { issueToken } from "../packages/http/src/auth/TokenIssuer.ts"
import { metricsLayer } from "../packages/http/src/observability/MetricsLive.ts"
import { tracingLayer } from "../packages/http/src/observability/Tracing.ts"
import { makeRateLimiter, RateLimiter, type RateLimiterShape } from "../packages/http/src/protocol/RateLimiter.ts"
import { AppLive, domainLayer, serveApp, tokenVerifierLayer } from "../packages/http/src/server/App.ts"
import { publicBaseUrlFor, type ServerSettings, serverConfig } from "../packages/http/src/server/ServerConfig.ts"
import { freshDatabase, OWNER, seedLabel, seedLabelOf } from "./benchDomain.ts"

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

/** A token of `user`, valid for the benchmark's hour. */
const tokenOf = (user: UserId) =>
  Effect.flatMap(Config.Redacted("ELABEL_JWT_SECRET"), (secret) =>
    issueToken({ userId: user, expiresIn: "1h", secret })
  )

/** The caller whose quota is used up, and the other tenant. */
const REFUSED = UserId.make("bench-refused")
const OTHER_TENANT = UserId.make("bench-other-tenant")

/**
 * The refusal scenario: a viewer of `workspace` whose quota `limiter` counts
 * as used up (its requests counted one by one, as `take` counts them), and a
 * second workspace with its own label (another GTIN) and owner.
 */
const seedRefusals = (workspace: WorkspaceId, limiter: RateLimiterShape | undefined) =>
  Effect.gen(function* () {
    if (limiter === undefined) return yield* Effect.die(new Error("BENCH_REFUSALS needs ELABEL_RATE_LIMIT on"))
    yield* (yield* WorkspaceAdmin).addMember(workspace, REFUSED, "viewer")
    const now = Date.now()
    for (let used = 0; used < limiter.policy.limit; used++) limiter.take(REFUSED, now)
    const other = yield* seedLabelOf(OTHER_TENANT, "04012345678925")
    return {
      refusedToken: yield* tokenOf(REFUSED),
      otherToken: yield* tokenOf(OTHER_TENANT),
      otherLabelId: other.labelId
    }
  })

const program = Effect.gen(function* () {
  const settings = yield* withFreshDatabase(yield* serverConfig)
  // The bound port is unknown until the socket opens; `short_url`s only need a realistic length.
  const publicBaseUrl = publicBaseUrlFor(settings, settings.port === 0 ? 3000 : settings.port)
  const domain = yield* Layer.build(domainLayer(settings, publicBaseUrl))
  const seeded = yield* seedLabel.pipe(Effect.provideContext(domain))
  const limiter = Option.getOrUndefined(Option.map(settings.rateLimit, (policy) => makeRateLimiter(policy)))
  const refusals = (yield* Config.Boolean("BENCH_REFUSALS").pipe(Config.withDefault(false)))
    ? yield* seedRefusals(seeded.workspaceId, limiter).pipe(Effect.provideContext(domain))
    : {}
  const keys = (yield* Config.Boolean("BENCH_KEYS").pipe(Config.withDefault(false)))
    ? {
        apiKey: (yield* ApiKeys.use((apiKeys) =>
          apiKeys.create(OWNER, seeded.workspaceId, { name: "Benchmark", role: "viewer" })
        ).pipe(Effect.provideContext(domain))).secret
      }
    : {}
  const verifier = yield* Layer.build(tokenVerifierLayer(settings))
  const server = yield* Layer.build(
    serveApp(AppLive.pipe(Layer.provide(Layer.succeed(RateLimiter)(limiter))), {
      port: settings.port,
      host: settings.host
    }).pipe(
      Layer.provide(Layer.succeedContext(Context.merge(domain, verifier))),
      // As `npm start`: metrics and traces when their variables are set (`bench/observability.ts`).
      Layer.provide(metricsLayer(settings.host)),
      Layer.provide(tracingLayer)
    )
  )
  const url = HttpServer.formatAddress(Context.get(server, HttpServer.HttpServer).address)
  const token = yield* tokenOf(OWNER)
  console.log(`BENCH_READY ${JSON.stringify({ url, token, databaseUrl, ...seeded, ...refusals, ...keys })}`)
  return yield* Effect.never
}).pipe(Effect.scoped)

NodeRuntime.runMain(program)
