/**
 * Every variable the server and the CLI read, checked together before
 * anything is created (ADR 0041): a bad value stops the start with one line
 * naming the variable, and leaves no data dir, database, secret or lock
 * behind. The layers read the same `Config`s again when they are built;
 * here they are only checked, in one place, first.
 */
import { Config, Effect, Option } from "effect"
import { type AuthEnv, authEnvConfig, type InvalidAuthConfig } from "../auth/AuthConfig.ts"
import { checkOidc, oidcEnvConfig } from "../auth/OidcSignIn.ts"
import { importPem } from "../auth/TokenVerifier.ts"
import { labelCacheConfig } from "../handlers/LabelAnswers.ts"
import { MediaLimitsConfig } from "../media/MediaLimitsConfig.ts"
import { mediaS3Config } from "../media/MediaStorageConfig.ts"
import { checkMetricsPort, metricsPortConfig } from "../observability/MetricsEndpoint.ts"
import { tracingConfig } from "../observability/Tracing.ts"
import { gs1CacheConfig, pageCacheConfig } from "../public/PageCache.ts"
import { geoHeaderConfig } from "../public/RedirectRoute.ts"
import { statisticsConfig } from "../public/StatisticsSwitch.ts"
import { allowPrivateConfig } from "../webhooks/WebhookAddressPolicy.ts"
import { missingKey } from "./JwtSecret.ts"
import { logFormatConfig } from "./LogFormat.ts"
import { type ServerSettings, serverConfig, storageOf } from "./ServerConfig.ts"

/** The variables of the server and of the CLI, each read once. */
const everyVariable = Config.all({
  server: serverConfig,
  auth: authEnvConfig,
  statistics: statisticsConfig,
  geoHeader: geoHeaderConfig,
  allowPrivateWebhooks: allowPrivateConfig,
  pageCache: pageCacheConfig,
  gs1Cache: gs1CacheConfig,
  labelCache: labelCacheConfig,
  logFormat: logFormatConfig,
  metricsPort: metricsPortConfig,
  tracing: tracingConfig,
  mediaLimits: MediaLimitsConfig,
  mediaS3: mediaS3Config,
  oidc: oidcEnvConfig
})

/** A configured public key must be one (its import is cheap; doing it later would be after the database). */
const checkKey = (auth: AuthEnv): Effect.Effect<void, InvalidAuthConfig> =>
  Option.match(auth.key, {
    onNone: () => Effect.void,
    onSome: (key) => (key._tag === "PublicKey" ? Effect.asVoid(importPem(key.pem, key.alg)) : Effect.void)
  })

/** Every variable's value and a public key that imports; with `server`, also a token key on PostgreSQL. */
const check = (server: boolean): Effect.Effect<ServerSettings, Config.ConfigError | InvalidAuthConfig> =>
  Effect.gen(function* () {
    const { auth, server: settings, metricsPort, oidc } = yield* everyVariable
    yield* checkMetricsPort(metricsPort, settings.port)
    yield* checkKey(auth)
    yield* checkOidc(oidc, auth)
    if (server && storageOf(settings)._tag === "postgres" && Option.isNone(auth.key))
      return yield* Effect.fail(missingKey())
    return settings
  })

/** The CLI's check (its database commands need no token key). */
export const checkedConfiguration = check(false)

/** The server's check: the CLI's, and a token key when `DATABASE_URL` is set. */
export const checkedServerConfiguration = check(true)
