/**
 * `sign-in-link --user <id> [--expires-in 15m]`: a console sign-in link
 * (ADR 0051), the URL alone on stdout. Signed with the server's key, stored
 * nowhere, so it works beside a running server (the embedded one included);
 * the server spends it on first use. On `ELABEL_PUBLIC_BASE_URL`, else
 * `http://localhost:{PORT}`.
 */
import { Clock, Console, Effect, Redacted } from "effect"
import { Command, Flag } from "effect/cli"
import { AuthConfig } from "../auth/AuthConfig.ts"
import { signInToken, signInUrl } from "../auth/ConsoleSessions.ts"
import { parseExpiresIn } from "../auth/TokenIssuer.ts"
import { fallbackKey } from "../server/JwtSecret.ts"
import { publicBaseUrlFor } from "../server/ServerConfig.ts"
import { checkedConfiguration } from "../server/StartConfig.ts"
import { CliFailure, jsonFlag, printJson, userIdFlag } from "./cliSupport.ts"

const expiresInFlag = Flag.String("expires-in").pipe(
  Flag.withDescription("How long the link works: seconds, or a number with s, m, h or d (15m, 1h)"),
  Flag.withDefault("15m"),
  Flag.filterMap(parseExpiresIn, () => "a lifetime like 90s, 15m or 1h")
)

/** `sign-in-link`. */
export const signInLinkCommand = Command.make(
  "sign-in-link",
  { user: userIdFlag, expiresIn: expiresInFlag, json: jsonFlag },
  ({ expiresIn, json, user }) =>
    Effect.gen(function* () {
      const settings = yield* checkedConfiguration
      const auth = yield* Effect.provide(
        AuthConfig.useSync((auth) => auth),
        AuthConfig.layerFromEnv(fallbackKey(settings))
      )
      if (auth.key._tag !== "Secret") {
        return yield* new CliFailure({
          message:
            "the server verifies tokens of an external identity provider, so it holds no key to sign " +
            "console sign-in links: sign in to the console with that provider"
        })
      }
      const now = new Date(yield* Clock.currentTimeMillis)
      const token = signInToken(Redacted.value(auth.key.secret), user, now, expiresIn * 1000)
      const url = signInUrl(publicBaseUrlFor(settings, settings.port), token)
      yield* json
        ? printJson({ url, expires_at: new Date(now.getTime() + expiresIn * 1000).toISOString() })
        : Console.log(url)
    })
).pipe(Command.withDescription("Print a console sign-in link for a user (works once, 15 minutes by default)"))
