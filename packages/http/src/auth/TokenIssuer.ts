/**
 * Issues HS256 bearer tokens for the configured secret: the operator CLI's
 * `token` command, the embedded server's demo token, and tests.
 */
import { Clock, Effect, Option, Redacted } from "effect"
import { SignJWT } from "jose"

/** A lifetime such as `"1h"`, `"30m"`, `"90s"` or `"7d"`. */
export type ExpiresIn = `${number}${"s" | "m" | "h" | "d"}`

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** Whole seconds of a lifetime like `"1h"` or `"3600"`; `None` if it is not a positive one. */
export const parseExpiresIn = (input: string): Option.Option<number> => {
  const match = /^(\d+(?:\.\d+)?)\s*([smhd]?)$/.exec(input.trim())
  if (match === null) return Option.none()
  const unit = (match[2] || "s") as keyof typeof UNIT_SECONDS
  const seconds = Math.round(Number(match[1]) * UNIT_SECONDS[unit])
  return seconds > 0 && Number.isSafeInteger(seconds) ? Option.some(seconds) : Option.none()
}

/** What to put in a token. `expiresIn` is a number of seconds or an `ExpiresIn`. */
export interface IssueTokenOptions {
  readonly userId: string
  readonly expiresIn: ExpiresIn | number
  readonly secret: Redacted.Redacted<string> | string
  readonly issuer?: string
  readonly audience?: string
}

/**
 * Signs `{ sub, iat, exp[, iss][, aud] }` with HS256. Times come from the
 * Effect `Clock`. A lifetime that is not positive is a programming error
 * (the CLI validates its flag with `parseExpiresIn` first).
 */
export const issueToken = Effect.fn("TokenIssuer.issueToken")(function* (options: IssueTokenOptions) {
  const lifetime =
    typeof options.expiresIn === "number"
      ? Option.some(options.expiresIn).pipe(Option.filter((s) => Number.isSafeInteger(s) && s > 0))
      : parseExpiresIn(options.expiresIn)
  if (Option.isNone(lifetime)) return yield* Effect.die(new Error(`invalid expiresIn: ${options.expiresIn}`))
  const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
  const secret = typeof options.secret === "string" ? options.secret : Redacted.value(options.secret)
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(options.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime.value)
  if (options.issuer !== undefined) jwt.setIssuer(options.issuer)
  if (options.audience !== undefined) jwt.setAudience(options.audience)
  return yield* Effect.promise(() => jwt.sign(new TextEncoder().encode(secret)))
})
