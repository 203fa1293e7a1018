/**
 * The server assembled: routes + global middleware (`makeApp`), the storage
 * adapter the configuration asks for (`storageLayer`), the domain and token
 * verification on top of it, and the Node HTTP server (`ServerLive`).
 */
import { type AddressInfo, createServer as createNetServer } from "node:net"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import {
  type DomainServices,
  IdGenerator,
  LabelHistory,
  type PersistenceUnavailable,
  PublicBaseUrl,
  RefGenerator,
  type StoragePorts,
  WebhookUrlGuard
} from "@elabel/domain"
import {
  layerEmbedded,
  layerMediaStoreS3,
  layerMemory,
  layerPostgres,
  PoolActivityRef,
  referenceCatalog,
  toCatalogSeed
} from "@elabel/persistence"
import { type Config, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServer, HttpServerError } from "effect/http"
import { ElabelApi } from "../api/ElabelApi.ts"
import { withApiKeys } from "../auth/ApiKeyCredentials.ts"
import { AuthConfig, type InvalidAuthConfig } from "../auth/AuthConfig.ts"
import { signInKeyLayer } from "../auth/ConsoleSessions.ts"
import { oidcSignInLayer } from "../auth/OidcSignIn.ts"
import { TokenVerifier } from "../auth/TokenVerifier.ts"
import { ConsoleLive, consoleRoutes } from "../console/index.ts"
import { ApiLive } from "../handlers/index.ts"
import { mediaS3Config } from "../media/MediaStorageConfig.ts"
import { requestSink } from "../observability/HttpMetrics.ts"
import { metricsLayer } from "../observability/MetricsLive.ts"
import { tracingLayer } from "../observability/Tracing.ts"
import { HotPaths, type HotPathsShape, makeHotPaths } from "../protocol/HotPaths.ts"
import { rateLimiterLayer } from "../protocol/RateLimiter.ts"
import { apiRoutes, makeRouteTable, type RouteEntry } from "../protocol/RouteTable.ts"
import { MediaRouteLive, mediaRoutes } from "../public/MediaRoute.ts"
import { PublicPageRoutesLive, publicPageRoutes } from "../public/PublicPageRoutes.ts"
import { RedirectRouteLive, redirectRoutes } from "../public/RedirectRoute.ts"
import { allowPrivateConfig, WebhookAddressPolicy, webhookUrlGuard } from "../webhooks/WebhookAddressPolicy.ts"
import { WebhookWorkerLive } from "../webhooks/WebhookWorker.ts"
import { dataDirLock } from "./DataDirLock.ts"
import { demoBootstrap } from "./DemoBootstrap.ts"
import { GlobalMiddleware } from "./GlobalMiddleware.ts"
import { type DataDirError, fallbackKey } from "./JwtSecret.ts"
import { makeNodeServer } from "./NodeServer.ts"
import { PagesLive, pageRoutes } from "./ProblemPages.ts"
import { servicesWithReplicas } from "./ReplicaServices.ts"
import { publicBaseUrlFor, type ServerSettings, serverConfig, storageOf } from "./ServerConfig.ts"
import { releaseStartupGarbage } from "./StartupGarbage.ts"

/** How long a stopping server lets in-flight requests finish before cutting them. */
export const GRACEFUL_SHUTDOWN = "8 seconds"

/**
 * The app Layer for `HttpRouter.serve` or `HttpRouter.toWebHandler`: the
 * given API routes, the problem pages, `/docs`, and the global middleware.
 * `extraRoutes` names routes served beside the Api so a wrong method on them
 * answers 405 rather than 404.
 */
export const makeApp = <E, R>(
  api: Layer.Layer<never, E, R>,
  options?: { readonly extraRoutes?: ReadonlyArray<RouteEntry> }
): Layer.Layer<never, E, R | HttpRouter.HttpRouter> =>
  Layer.mergeAll(
    api,
    PagesLive,
    GlobalMiddleware(makeRouteTable([...apiRoutes(ElabelApi), ...pageRoutes, ...(options?.extraRoutes ?? [])]))
  )

/**
 * The whole app over the real handlers, with the public short links (`/q/{ref}`) and e-label pages
 * (`/l/{ref}`, `/01/{gtin}`), the console (`/console/`), taking workspace API keys beside tokens (`withApiKeys`).
 */
export const AppLive = makeApp(
  Layer.mergeAll(ApiLive, RedirectRouteLive, PublicPageRoutesLive, MediaRouteLive, ConsoleLive),
  { extraRoutes: [...redirectRoutes, ...publicPageRoutes, ...mediaRoutes, ...consoleRoutes] }
).pipe(Layer.provide(withApiKeys))

/** The reference catalogue every storage adapter starts with. */
const referenceCatalogSeed = toCatalogSeed(referenceCatalog)

/**
 * How a server starts on its database. `prepared`: another process (the
 * primary of `ELABEL_WORKERS`) has migrated it, loaded the catalogue and
 * upgraded the history for this very code, so this one skips all three and
 * waits for no lock they take.
 */
export interface StartOptions {
  readonly prepared?: boolean
}

/**
 * The storage adapters for the configured mode: the one place that decides
 * it. `ELABEL_DATABASE=memory` forces memory; `DATABASE_URL` is PostgreSQL;
 * otherwise the embedded database (PGlite) in `ELABEL_DATA_DIR`, created on
 * first start and held by this process alone (`DataDirLock`). The SQL
 * layers migrate before they are ready; an unreachable database fails the
 * start. Every adapter serves the reference catalogue (the SQL ones load it
 * at start when it changed, see `seedCatalog`), unless `prepared`. With
 * `ELABEL_MEDIA_S3_BUCKET` the media bytes go to that bucket whatever the
 * database (ADR 0058); an unreachable bucket fails the start.
 */
export const storageLayer = (
  settings: ServerSettings,
  options: StartOptions = {}
): Layer.Layer<StoragePorts, PersistenceUnavailable | Config.ConfigError> =>
  Layer.unwrap(
    Effect.map(
      mediaS3Config,
      Option.match({
        onNone: () => databaseLayer(settings, options),
        // Later in the merge wins: the bucket replaces the database's (or data dir's) media store.
        onSome: (s3) =>
          Layer.merge(
            databaseLayer(settings, options),
            layerMediaStoreS3(s3).pipe(
              Layer.provide(Layer.effectDiscard(Effect.log(`media files in the S3 bucket ${s3.bucket}`)))
            )
          )
      })
    )
  )

/** The storage ports on the configured database alone (media bytes there too): what `migrate` opens. */
export const databaseLayer = (
  settings: ServerSettings,
  options: StartOptions = {}
): Layer.Layer<StoragePorts, PersistenceUnavailable> => {
  const storage = storageOf(settings)
  const catalog = referenceCatalogSeed
  switch (storage._tag) {
    case "memory":
      return layerMemory({ catalog })
    case "embedded":
      // The lock is taken before PGlite opens and released after it closes.
      return layerEmbedded(storage.dataDir, { catalog }).pipe(Layer.provide(dataDirLock(storage.dataDir)))
    case "postgres":
      return layerPostgres(storage.url, options.prepared === true ? { migrate: false } : { catalog })
  }
}

/**
 * Gives labels published before versions existed their version 1, once, at
 * start (the upgrade of an existing installation: its pages keep answering).
 */
const upgradeHistory = Layer.effectDiscard(
  LabelHistory.use((history) => history.upgrade).pipe(
    Effect.tap((recorded) =>
      recorded === 0 ? Effect.void : Effect.log(`recorded version 1 of ${recorded} published labels`)
    )
  )
)

/** The webhook URL guard under `ELABEL_WEBHOOK_ALLOW_PRIVATE`: names resolved, non-public addresses refused. */
const webhookUrlGuardLayer = Layer.unwrap(
  Effect.map(allowPrivateConfig, (allowPrivate) => Layer.succeed(WebhookUrlGuard)(webhookUrlGuard(allowPrivate)))
)

/** The domain services on the configured storage, with `short_url`s under `publicBaseUrl`. */
export const domainLayer = (
  settings: ServerSettings,
  publicBaseUrl: string,
  options: StartOptions = {}
): Layer.Layer<DomainServices, PersistenceUnavailable | Config.ConfigError> => {
  const storage = storageLayer(settings, options)
  // What the database's pool is doing, for readiness (ADR 0060); the same storage (a layer is built once).
  const pool = Layer.effect(
    PoolActivityRef,
    Effect.gen(function* () {
      return yield* PoolActivityRef
    })
  ).pipe(Layer.provide(storage))
  return Layer.provideMerge(
    options.prepared === true ? Layer.empty : upgradeHistory,
    servicesWithReplicas(settings)
  ).pipe(
    Layer.provide(
      Layer.mergeAll(
        storage,
        IdGenerator.layer,
        RefGenerator.layer,
        Layer.succeed(PublicBaseUrl)(publicBaseUrl),
        webhookUrlGuardLayer
      )
    ),
    Layer.merge(pool)
  )
}

/** Token verification with the configured key, or the data-dir secret (see `fallbackKey`). */
export const tokenVerifierLayer = (
  settings: ServerSettings
): Layer.Layer<TokenVerifier, InvalidAuthConfig | DataDirError | Config.ConfigError> =>
  TokenVerifier.layer.pipe(Layer.provide(AuthConfig.layerFromEnv(fallbackKey(settings))))

/**
 * A free port on `host`, for `PORT=0`: found by binding and releasing one,
 * so the port is known before the domain is built (its `short_url` default
 * names it). Another process could take it in between; PORT=0 is for tests.
 */
export const freePort = (host: string): Effect.Effect<number, HttpServerError.ServeError> =>
  Effect.callback<number, HttpServerError.ServeError>((resume) => {
    const probe = createNetServer()
    probe.once("error", (cause) => resume(Effect.fail(new HttpServerError.ServeError({ cause }))))
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resume(Effect.succeed(port)))
    })
  })

/** Releases the start's garbage, then logs `elabel listening on http://HOST:PORT` once the app answers requests. */
const withListenLog = <A, E, R>(serve: Layer.Layer<A, E, R>) =>
  Layer.effectDiscard(
    Effect.andThen(
      releaseStartupGarbage,
      HttpServer.addressFormattedWith((address) => Effect.log(`elabel listening on ${address}`))
    )
  ).pipe(Layer.provideMerge(serve))

/**
 * Serves `app` on HOST:PORT with the Node server: no per-request log (only
 * 5xx are logged, by the global middleware), `elabel listening on …` once
 * requests are answered, and a graceful stop: the socket closes and
 * in-flight requests get up to `GRACEFUL_SHUTDOWN` to finish.
 */
export const serveApp = <E, R>(
  app: Layer.Layer<never, E, R>,
  options: { readonly port: number; readonly host: string },
  // One set of hot routes: the app's routes fill it, the Node server answers from it first.
  hot: HotPathsShape = makeHotPaths(requestSink)
) =>
  HttpRouter.serve(app, { disableLogger: true, disableListenLog: true }).pipe(
    withListenLog,
    // Merged, not hidden: a test reads the bound address from `HttpServer`.
    Layer.provideMerge(
      NodeHttpServer.layer(() => makeNodeServer(hot), { ...options, gracefulShutdownTimeout: GRACEFUL_SHUTDOWN })
    ),
    Layer.provide(Layer.succeed(HotPaths)(hot))
  )

/**
 * The running server: configuration, then storage, domain and token key
 * (slow layers first: the socket only opens once they are ready, so no early
 * request hangs), the demo workspace on a first embedded start, then the app
 * with the configured per-caller quota served on HOST:PORT, and the webhook
 * delivery worker.
 */
export const serverLive = (options: StartOptions = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const settings = yield* serverConfig
      const port = settings.port === 0 ? yield* freePort(settings.host) : settings.port
      const domain = domainLayer(settings, publicBaseUrlFor(settings, port), options)
      const services = Layer.mergeAll(
        domain,
        tokenVerifierLayer(settings),
        Layer.merge(signInKeyLayer, oidcSignInLayer).pipe(Layer.provide(AuthConfig.layerFromEnv(fallbackKey(settings))))
      )
      // The demo workspace of a first start exists before the socket opens.
      const ready = demoBootstrap(settings, { host: settings.host, port }).pipe(Layer.provideMerge(services))
      const app = Layer.merge(
        AppLive.pipe(Layer.provide(rateLimiterLayer(settings.rateLimit))),
        WebhookWorkerLive.pipe(Layer.provide(WebhookAddressPolicy.layer))
      )
      // The metrics endpoint (when configured) is up before the app serves: a taken port stops the start.
      return serveApp(app, { port, host: settings.host }).pipe(
        Layer.provide(ready),
        Layer.provide(metricsLayer(settings.host)),
        // The OTLP tracer (when configured) under everything: requests, use cases, SQL, webhook attempts.
        Layer.provide(tracingLayer)
      )
    })
  )

/** The server of `npm start`: it prepares its database itself. */
export const ServerLive = serverLive()
