/**
 * `sign-in-link --user <id> [--expires-in 15m]`: a console sign-in link
 * (ADR 0051), the URL alone on stdout. Signed with the server's key, stored
 * nowhere, so it works beside a running server (the embedded one included);
 * the server spends it on first use. On `ELABEL_PUBLIC_BASE_URL`, else
 * `http://localhost:{PORT}`.
 */
import { Clock, Console, Effect, Redacted } from "effect"
import { Command } from "effect/cli"
import { signInToken, signInUrl } from "../auth/ConsoleSessions.ts"
import { publicBaseUrlFor } from "../server/ServerConfig.ts"
import { CliFailure, jsonFlag, printJson, userIdFlag } from "./cliSupport.ts"
import { expiresInFlag, serverAuth } from "./signingKey.ts"

const lifetime = expiresInFlag("15m", "How long the link works", "90s, 15m or 1h")

/** `sign-in-link`. */
export const signInLinkCommand = Command.make(
  "sign-in-link",
  { user: userIdFlag, expiresIn: lifetime, json: jsonFlag },
  ({ expiresIn, json, user }) =>
    Effect.gen(function* () {
      const { auth, settings } = yield* serverAuth
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
