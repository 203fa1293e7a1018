/**
 * The first start on an empty embedded database: a demo workspace to try the
 * API with at once. The embedded database is one process's, so the operator
 * cannot run the CLI beside the server to create a workspace; the server
 * does it itself and logs a token and a curl line to paste.
 */
import { type PersistenceUnavailable, UserId, WorkspaceAdmin } from "@elabel/domain"
import { Clock, type Config, Effect, Layer, Option, Redacted } from "effect"
import { AuthConfig } from "../auth/AuthConfig.ts"
import { signInToken, signInUrl } from "../auth/ConsoleSessions.ts"
import { issueToken } from "../auth/TokenIssuer.ts"
import { type DataDirError, fallbackKey } from "./JwtSecret.ts"
import { type ServerSettings, storageOf } from "./ServerConfig.ts"

/** The user who owns the demo workspace (the `sub` of the logged token). */
export const DEMO_USER = UserId.make("demo")

/** Name of the demo workspace (plan premium: every feature to try). */
export const DEMO_WORKSPACE_NAME = "Demo Winery"

/** How long the logged demo token is valid. */
export const DEMO_TOKEN_LIFETIME = "24h"

/** The host to put in a curl line: a wildcard bind address is reached as localhost. */
const reachableHost = (host: string): string => {
  if (host === "0.0.0.0" || host === "::" || host === "") return "localhost"
  return host.includes(":") ? `[${host}]` : host
}

/**
 * Creates the demo workspace and logs a ready-to-paste token, but only in the
 * embedded mode and only when the database holds no workspace at all: never
 * with `DATABASE_URL`, never a second time.
 */
export const demoBootstrap = (
  settings: ServerSettings,
  address: { readonly host: string; readonly port: number }
): Layer.Layer<never, PersistenceUnavailable | DataDirError | Config.ConfigError, WorkspaceAdmin> =>
  storageOf(settings)._tag !== "embedded"
    ? Layer.empty
    : Layer.effectDiscard(
        Effect.gen(function* () {
          const admin = yield* WorkspaceAdmin
          if ((yield* admin.list({ limit: 1, offset: 0 })).items.length > 0) return
          const workspace = yield* admin.create({ name: DEMO_WORKSPACE_NAME, plan: "premium", owner: DEMO_USER })
          const created =
            `first start on an empty database: created the demo workspace "${workspace.name}" ` +
            `(id ${workspace.id}, plan premium) owned by user "${DEMO_USER}".`
          const auth = yield* AuthConfig
          if (auth.key._tag !== "Secret") {
            // Tokens come from the identity provider: the server holds no key to sign one.
            return yield* Effect.log(
              `${created}\nSign in as user "${DEMO_USER}" with your identity provider to use it.`
            )
          }
          const token = yield* issueToken({
            userId: DEMO_USER,
            expiresIn: DEMO_TOKEN_LIFETIME,
            secret: auth.key.secret,
            ...(auth.issuer === undefined ? {} : { issuer: auth.issuer }),
            ...(auth.audience === undefined ? {} : { audience: auth.audience })
          })
          const origin = `http://${reachableHost(address.host)}:${address.port}`
          const url = `${origin}/v1/workspaces`
          const link = signInUrl(
            Option.getOrElse(settings.publicBaseUrl, () => origin),
            signInToken(Redacted.value(auth.key.secret), DEMO_USER, new Date(yield* Clock.currentTimeMillis))
          )
          yield* Effect.log(
            [
              created,
              `Token for user "${DEMO_USER}" (valid ${DEMO_TOKEN_LIFETIME}; a new one: npm run cli -- token --user ${DEMO_USER}):`,
              token,
              "Try it:",
              `curl -H "Authorization: Bearer ${token}" ${url}`,
              `Console (sign-in link, works once within 15 minutes; a new one: npm run -s cli -- sign-in-link --user ${DEMO_USER}):`,
              link
            ].join("\n")
          )
        }).pipe(Effect.provide(AuthConfig.layerFromEnv(fallbackKey(settings))))
      )
