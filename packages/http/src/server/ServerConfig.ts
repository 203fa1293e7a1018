/**
 * The process configuration of the server, read with Effect `Config` from the
 * environment (api-decisions: "Configuration and operator CLI"). Invalid
 * values fail at start with a message naming the variable.
 */
import { availableParallelism } from "node:os"
import { Config, ConfigProvider, Effect, Option, Redacted } from "effect"
import { DEFAULT_RATE_LIMIT, type RateLimitPolicy } from "../protocol/RateLimiter.ts"

/** Where the data lives: forced in-memory, the embedded database in a directory, or PostgreSQL. */
export type Storage =
  | { readonly _tag: "memory" }
  | { readonly _tag: "embedded"; readonly dataDir: string }
  | { readonly _tag: "postgres"; readonly url: Redacted.Redacted<string> }

/** Everything the server reads from the environment. */
export interface ServerSettings {
  /** `PORT`; 0 asks for a free port. */
  readonly port: number
  /** `HOST`, the bind address. */
  readonly host: string
  /** `DATABASE_URL`: PostgreSQL when set (unless `ELABEL_DATABASE=memory`). */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  /** `ELABEL_DATA_DIR`: the embedded database's files and the generated JWT secret. */
  readonly dataDir: string
  /** `ELABEL_DATABASE=memory`: nothing survives a restart. */
  readonly forceMemory: boolean
  /** `ELABEL_PUBLIC_BASE_URL` without its trailing slash; `None` means `http://localhost:<port>`. */
  readonly publicBaseUrl: Option.Option<string>
  /** `ELABEL_RATE_LIMIT` per `ELABEL_RATE_LIMIT_WINDOW` seconds and caller on `/v1`; `None` when off. */
  readonly rateLimit: Option.Option<RateLimitPolicy>
  /** `ELABEL_WORKERS`: server processes on the port (1: this process serves; `auto`: one per core). */
  readonly workers: number
  /** `DATABASE_REPLICA_URL`: the streaming replicas the public path reads from (comma-separated; may be empty). */
  readonly replicaUrls: ReadonlyArray<Redacted.Redacted<string>>
  /** `ELABEL_REPLICA_MAX_LAG` milliseconds: a replica further behind the primary is not read. */
  readonly replicaMaxLagMillis: number
}

const invalid = (message: string) => new Config.ConfigError(new ConfigProvider.SourceError({ message }))

/** An unset or blank variable counts as absent (a `FOO=` line in an env file). */
const optionalString = (name: string): Config.Config<Option.Option<string>> =>
  Config.option(Config.String(name)).pipe(
    Config.map((value) =>
      Option.filter(
        Option.map(value, (v) => v.trim()),
        (v) => v !== ""
      )
    )
  )

/** `PORT`: an integer from 0 to 65535 (0 picks a free port). */
const port = optionalString("PORT").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed(3000),
      onSome: (raw) => {
        const value = Number(raw)
        return /^\d+$/.test(raw) && value <= 65535
          ? Effect.succeed(value)
          : Effect.fail(invalid(`PORT must be an integer from 0 to 65535 (0 picks a free port), got "${raw}"`))
      }
    })
  )
)

const isPostgresUrl = (raw: string) => /^postgres(ql)?:\/\//i.test(raw)

/** `DATABASE_URL`: a `postgres://` or `postgresql://` URL, kept redacted. */
const databaseUrl = Config.option(Config.Redacted("DATABASE_URL")).pipe(
  Config.mapEffect((value) => {
    if (Option.isNone(value)) return Effect.succeed(Option.none<Redacted.Redacted<string>>())
    const raw = Redacted.value(value.value).trim()
    if (raw === "") return Effect.succeed(Option.none<Redacted.Redacted<string>>())
    return isPostgresUrl(raw)
      ? Effect.succeed(Option.some(Redacted.make(raw)))
      : Effect.fail(invalid("DATABASE_URL must be a postgres:// or postgresql:// URL"))
  })
)

/** `ELABEL_DATABASE`: only `memory` (or unset) is meaningful; anything else is a typo worth refusing. */
const forceMemory = optionalString("ELABEL_DATABASE").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed(false),
      onSome: (raw) =>
        raw.toLowerCase() === "memory"
          ? Effect.succeed(true)
          : Effect.fail(invalid(`ELABEL_DATABASE must be "memory" or unset, got "${raw}"`))
    })
  )
)

/** `ELABEL_PUBLIC_BASE_URL`: an absolute http(s) URL; its trailing slashes are dropped. */
const publicBaseUrl = optionalString("ELABEL_PUBLIC_BASE_URL").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed(Option.none<string>()),
      onSome: (raw) => {
        const url = URL.parse(raw)
        return url !== null && (url.protocol === "http:" || url.protocol === "https:")
          ? Effect.succeed(Option.some(raw.replace(/\/+$/, "")))
          : Effect.fail(invalid(`ELABEL_PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`))
      }
    })
  )
)

/** A whole number from `min` to `max` written in decimal digits, or `undefined`. */
const integerIn = (raw: string, min: number, max: number): number | undefined => {
  const value = Number(raw)
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : undefined
}

/**
 * `ELABEL_RATE_LIMIT` (requests per window and caller; `0` or `off` turns the
 * limit off) and `ELABEL_RATE_LIMIT_WINDOW` (seconds): on by default.
 */
const rateLimit = Config.all({
  limit: optionalString("ELABEL_RATE_LIMIT"),
  window: optionalString("ELABEL_RATE_LIMIT_WINDOW")
}).pipe(
  Config.mapEffect(({ limit, window }) => {
    const rawLimit = Option.getOrElse(limit, () => String(DEFAULT_RATE_LIMIT.limit))
    const rawWindow = Option.getOrElse(window, () => String(DEFAULT_RATE_LIMIT.windowSeconds))
    const windowSeconds = integerIn(rawWindow, 1, 86_400)
    if (windowSeconds === undefined) {
      return Effect.fail(invalid(`ELABEL_RATE_LIMIT_WINDOW must be seconds from 1 to 86400, got "${rawWindow}"`))
    }
    if (rawLimit.toLowerCase() === "off" || rawLimit === "0") return Effect.succeed(Option.none<RateLimitPolicy>())
    const value = integerIn(rawLimit, 1, 1_000_000_000)
    return value === undefined
      ? Effect.fail(invalid(`ELABEL_RATE_LIMIT must be a number of requests (or 0 or off), got "${rawLimit}"`))
      : Effect.succeed(Option.some({ limit: value, windowSeconds }))
  })
)

/** `DATABASE_REPLICA_URL`: comma-separated postgres URLs of streaming replicas, kept redacted. */
const replicaUrls = Config.option(Config.Redacted("DATABASE_REPLICA_URL")).pipe(
  Config.mapEffect((value) => {
    const raw = Option.match(value, { onNone: () => "", onSome: Redacted.value })
    const urls = raw
      .split(",")
      .map((url) => url.trim())
      .filter((url) => url !== "")
    return urls.every(isPostgresUrl)
      ? Effect.succeed(urls.map((url) => Redacted.make(url)))
      : Effect.fail(invalid("DATABASE_REPLICA_URL must be postgres:// or postgresql:// URLs separated by commas"))
  })
)

/** The most worker processes `ELABEL_WORKERS` may ask for. */
export const MAX_WORKERS = 256

/** `ELABEL_WORKERS`: a number of processes from 1 to `MAX_WORKERS`, or `auto` (one per core). Default 1. */
const workers = optionalString("ELABEL_WORKERS").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed(1),
      onSome: (raw) => {
        if (raw.toLowerCase() === "auto") return Effect.succeed(Math.min(availableParallelism(), MAX_WORKERS))
        const value = integerIn(raw, 1, MAX_WORKERS)
        return value === undefined
          ? Effect.fail(invalid(`ELABEL_WORKERS must be a number from 1 to ${MAX_WORKERS} or auto, got "${raw}"`))
          : Effect.succeed(value)
      }
    })
  )
)

/** `ELABEL_REPLICA_MAX_LAG`: milliseconds from 1 to 60000, default 2000. */
const replicaMaxLagMillis = optionalString("ELABEL_REPLICA_MAX_LAG").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed(2000),
      onSome: (raw) => {
        const value = integerIn(raw, 1, 60_000)
        return value === undefined
          ? Effect.fail(invalid(`ELABEL_REPLICA_MAX_LAG must be milliseconds from 1 to 60000, got "${raw}"`))
          : Effect.succeed(value)
      }
    })
  )
)

/** The whole server configuration. */
export const serverConfig: Config.Config<ServerSettings> = Config.all({
  port,
  host: optionalString("HOST").pipe(Config.map(Option.getOrElse(() => "127.0.0.1"))),
  databaseUrl,
  dataDir: optionalString("ELABEL_DATA_DIR").pipe(Config.map(Option.getOrElse(() => ".elabel-data"))),
  forceMemory,
  publicBaseUrl,
  rateLimit,
  workers,
  replicaUrls,
  replicaMaxLagMillis
})

/** Which storage the settings ask for: `ELABEL_DATABASE=memory` wins over `DATABASE_URL`. */
export const storageOf = (settings: ServerSettings): Storage => {
  if (settings.forceMemory) return { _tag: "memory" }
  return Option.match(settings.databaseUrl, {
    onNone: (): Storage => ({ _tag: "embedded", dataDir: settings.dataDir }),
    onSome: (url): Storage => ({ _tag: "postgres", url })
  })
}

/** The base of every `short_url`: the configured one, else `http://localhost:<bound port>`. */
export const publicBaseUrlFor = (settings: ServerSettings, boundPort: number): string =>
  Option.getOrElse(settings.publicBaseUrl, () => `http://localhost:${boundPort}`)
