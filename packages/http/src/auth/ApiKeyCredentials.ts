/**
 * Workspace API keys as bearer credentials, beside tokens: a credential
 * starting with `elabel_` is an API key (`ApiKeys.authenticate`: its
 * checksum first, no storage asked for a mistyped key; then the verified-key
 * cache, else one look-up by hash); anything else is a token for the
 * wrapped `TokenVerifier`. A key acts as its principal (`apikey:<id>`), a
 * member of its one workspace; a token whose `sub` has that shape is refused.
 * The keys' `last_used_at` is written by a background fiber, never on a
 * request's path.
 */
import {
  ApiKey,
  ApiKeySecret,
  ApiKeys,
  type KeyRefused,
  type PersistenceUnavailable,
  type UserId
} from "@elabel/domain"
import { Context, type Duration, Effect, Layer } from "effect"
import { InvalidToken, type InvalidTokenReason, TokenVerifier } from "./TokenVerifier.ts"

/** How often noted key uses are written (`last_used_at` is kept to the minute). */
export const KeyUseFlushInterval = Context.Reference<Duration.Input>("@elabel/http/auth/KeyUseFlushInterval", {
  defaultValue: () => "5 seconds"
})

const reasons: Record<KeyRefused["reason"] | PersistenceUnavailable["_tag"], InvalidTokenReason> = {
  malformed: "malformed",
  unknown: "unknown_key",
  expired: "expired",
  PersistenceUnavailable: "key_unavailable"
}

const refusedKey = (error: KeyRefused | PersistenceUnavailable) =>
  new InvalidToken({ reason: reasons[error._tag === "KeyRefused" ? error.reason : error._tag] })

/** Refuses a token that claims a key's identity: only a key acts as a key. */
const notAKey = (user: UserId): Effect.Effect<UserId, InvalidToken> =>
  ApiKey.isKeyPrincipal(user) ? Effect.fail(new InvalidToken({ reason: "invalid_subject" })) : Effect.succeed(user)

/** `TokenVerifier` that also takes API keys; needs the token verifier it wraps and `ApiKeys`. */
export const withApiKeys: Layer.Layer<TokenVerifier, never, TokenVerifier | ApiKeys> = Layer.effect(
  TokenVerifier,
  Effect.gen(function* () {
    const tokens = yield* TokenVerifier
    const keys = yield* ApiKeys
    const interval = yield* KeyUseFlushInterval
    const flush = keys.flushUses.pipe(
      Effect.catch((error) => Effect.logWarning("API key last use not recorded", error))
    )
    yield* Effect.addFinalizer(() => flush)
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(Effect.sleep(interval), flush)))

    // Plain code, no spans: this runs on every authenticated request.
    const verify = (credential: string): Effect.Effect<UserId, InvalidToken> =>
      ApiKeySecret.looksLikeKey(credential)
        ? Effect.mapBoth(keys.authenticate(credential), { onFailure: refusedKey, onSuccess: (key) => key.principal })
        : Effect.flatMap(tokens.verify(credential), notAKey)
    const verified = (credential: string, nowMillis: number): UserId | undefined => {
      if (ApiKeySecret.looksLikeKey(credential)) return keys.authenticatedFromMemory(credential, nowMillis)?.principal
      const user = tokens.verified(credential, nowMillis)
      return user === undefined || ApiKey.isKeyPrincipal(user) ? undefined : user
    }
    return TokenVerifier.of({ verify, verified })
  })
)
