/**
 * What the commands that sign something with the server's own key share
 * (`token`, `sign-in-link`): the lifetime flag, and the key resolved as the
 * server's verifier resolves it, after every variable is checked (a bad one
 * creates no data dir and no secret). Both open no database, so they work
 * beside a running server.
 */
import { Effect } from "effect"
import { Flag } from "effect/cli"
import { AuthConfig } from "../auth/AuthConfig.ts"
import { parseExpiresIn } from "../auth/TokenIssuer.ts"
import { fallbackKey } from "../server/JwtSecret.ts"
import { checkedConfiguration } from "../server/StartConfig.ts"

/** `--expires-in`: seconds, or a number with s, m, h or d; `what` says what it limits. */
export const expiresInFlag = (fallback: string, what: string, examples: string) =>
  Flag.String("expires-in").pipe(
    Flag.withDescription(`${what}: seconds, or a number with s, m, h or d (${examples})`),
    Flag.withDefault(fallback),
    Flag.filterMap(parseExpiresIn, () => `a lifetime like ${examples}`)
  )

/** The checked settings and the auth configuration, with the key the server verifies with. */
export const serverAuth = Effect.gen(function* () {
  const settings = yield* checkedConfiguration
  const auth = yield* Effect.provide(
    AuthConfig.useSync((auth) => auth),
    AuthConfig.layerFromEnv(fallbackKey(settings))
  )
  return { settings, auth }
})
