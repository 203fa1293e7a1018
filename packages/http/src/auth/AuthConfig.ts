/**
 * Where bearer tokens are verified against: an HS256 secret (development and
 * the embedded mode), or the public key(s) of an external identity provider.
 */
import { Config, ConfigProvider, Context, Effect, Layer, Option, Redacted, Schema } from "effect"

/** Asymmetric algorithms accepted from a PEM public key or a JWKS. */
export const AsymmetricAlg = Schema.Literals(["RS256", "ES256", "EdDSA"])
export type AsymmetricAlg = typeof AsymmetricAlg.Type

/** Every asymmetric algorithm, in the order a PEM key without `alg` is tried. */
export const ASYMMETRIC_ALGS: ReadonlyArray<AsymmetricAlg> = AsymmetricAlg.literals

/**
 * RFC 7518 §3.2: an HS256 key MUST be at least as long as the hash output
 * (256 bits). Shorter secrets can be brute-forced offline from one token.
 */
export const MIN_SECRET_BYTES = 32

/** The key material tokens are verified with. */
export const KeySource = Schema.Union([
  Schema.TaggedStruct("Secret", { secret: Schema.Redacted(Schema.String) }),
  Schema.TaggedStruct("Jwks", { url: Schema.String }),
  Schema.TaggedStruct("PublicKey", { pem: Schema.String, alg: Schema.optionalKey(AsymmetricAlg) })
])
export type KeySource = typeof KeySource.Type

/** The resolved token settings: a key plus the optional `iss`/`aud` to require. */
export interface AuthSettings {
  readonly key: KeySource
  readonly issuer?: string
  readonly audience?: string
}

/**
 * What the environment says. `key` is `None` when no key variable is set: the
 * server then falls back to the secret it keeps in the data dir.
 */
export interface AuthEnv {
  readonly key: Option.Option<KeySource>
  readonly issuer: Option.Option<string>
  readonly audience: Option.Option<string>
}

/** An unset or blank variable counts as absent (a `FOO=` line in an env file). */
const optionalString = (name: string): Config.Config<Option.Option<string>> =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const configError = (message: string) => new Config.ConfigError(new ConfigProvider.SourceError({ message }))

/**
 * Reads `ELABEL_JWT_SECRET`, `ELABEL_JWKS_URL`, `ELABEL_JWT_PUBLIC_KEY`,
 * `ELABEL_JWT_ISSUER` and `ELABEL_JWT_AUDIENCE`. At most one key variable may
 * be set: mixing a shared secret with an identity provider's keys would widen
 * who can mint accepted tokens, so it is refused rather than guessed at.
 */
export const authEnvConfig: Config.Config<AuthEnv> = Config.all({
  secret: optionalString("ELABEL_JWT_SECRET"),
  jwksUrl: optionalString("ELABEL_JWKS_URL"),
  publicKey: optionalString("ELABEL_JWT_PUBLIC_KEY"),
  issuer: optionalString("ELABEL_JWT_ISSUER"),
  audience: optionalString("ELABEL_JWT_AUDIENCE")
}).pipe(
  Config.mapEffect(({ audience, issuer, jwksUrl, publicKey, secret }) => {
    const keys: Array<KeySource> = []
    if (Option.isSome(secret)) {
      if (new TextEncoder().encode(secret.value).length < MIN_SECRET_BYTES) {
        return Effect.fail(configError(`ELABEL_JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`))
      }
      keys.push({ _tag: "Secret", secret: Redacted.make(secret.value) })
    }
    if (Option.isSome(jwksUrl)) {
      const url = URL.parse(jwksUrl.value.trim())
      if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
        return Effect.fail(configError(`ELABEL_JWKS_URL must be an absolute http(s) URL, got "${jwksUrl.value}"`))
      }
      keys.push({ _tag: "Jwks", url: url.href })
    }
    // A PEM pasted into one env line often carries literal "\n" escapes.
    if (Option.isSome(publicKey)) keys.push({ _tag: "PublicKey", pem: publicKey.value.replaceAll("\\n", "\n") })
    if (keys.length > 1) {
      return Effect.fail(configError("set only one of ELABEL_JWT_SECRET, ELABEL_JWKS_URL and ELABEL_JWT_PUBLIC_KEY"))
    }
    return Effect.succeed({ key: Option.fromUndefinedOr(keys[0]), issuer, audience })
  })
)

/** Combines the environment with the key to use when the environment names none. */
export const settingsFrom = (env: AuthEnv, fallbackKey: KeySource): AuthSettings => ({
  key: Option.getOrElse(env.key, () => fallbackKey),
  ...Option.match(env.issuer, { onNone: () => ({}), onSome: (issuer) => ({ issuer }) }),
  ...Option.match(env.audience, { onNone: () => ({}), onSome: (audience) => ({ audience }) })
})

/** The settings in force for this process. */
export class AuthConfig extends Context.Service<AuthConfig, AuthSettings>()("@elabel/http/auth/AuthConfig") {
  /** Fixed settings (tests, or settings the server resolved itself). */
  static readonly layer = (settings: AuthSettings): Layer.Layer<AuthConfig> =>
    Layer.succeed(AuthConfig, AuthConfig.of(settings))

  /**
   * Settings from the environment; `fallbackKey` runs only when no key
   * variable is set (the embedded mode's data-dir secret, or a failure).
   */
  static readonly layerFromEnv = <E, R>(
    fallbackKey: Effect.Effect<KeySource, E, R>
  ): Layer.Layer<AuthConfig, E | Config.ConfigError, R> =>
    Layer.effect(
      AuthConfig,
      Effect.gen(function* () {
        const env = yield* authEnvConfig
        const key = Option.isSome(env.key) ? env.key.value : yield* fallbackKey
        return AuthConfig.of(settingsFrom(env, key))
      })
    )
}

/** The key material could not be used (an unreadable PEM, for instance). */
export class InvalidAuthConfig extends Schema.TaggedError<InvalidAuthConfig>()("InvalidAuthConfig", {
  message: Schema.String
}) {}
