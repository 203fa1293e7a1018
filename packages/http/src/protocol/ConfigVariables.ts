/**
 * How one environment variable is read: a blank value counts as unset, and
 * a bad value fails with one sentence that names the variable and what it
 * must be (the server and the CLI print it as their one line at start).
 * Effect's own `Config.Int` and `Config.Boolean` fail with two lines and
 * take a negative size; these do neither.
 */
import { Config, ConfigProvider, Effect, Option } from "effect"

/** A configuration failure with exactly `message`. */
export const invalid = (message: string) => new Config.ConfigError(new ConfigProvider.SourceError({ message }))

/** An unset or blank variable counts as absent (a `FOO=` line in an env file); a value is trimmed. */
export const optionalString = (name: string): Config.Config<Option.Option<string>> =>
  Config.option(Config.String(name)).pipe(
    Config.map((value) =>
      Option.filter(
        Option.map(value, (v) => v.trim()),
        (v) => v !== ""
      )
    )
  )

/** A whole number from `min` to `max` written in decimal digits, or `undefined`. */
export const integerIn = (raw: string, min: number, max: number): number | undefined => {
  const value = Number(raw)
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : undefined
}

/** A whole number from `min` to `max` (`what` says what it counts, for the message), `fallback` when unset. */
export const integerVariable = (
  name: string,
  options: { readonly min: number; readonly max: number; readonly fallback: number; readonly what: string }
): Config.Config<number> =>
  optionalString(name).pipe(
    Config.mapEffect(
      Option.match({
        onNone: () => Effect.succeed(options.fallback),
        onSome: (raw) => {
          const value = integerIn(raw, options.min, options.max)
          return value === undefined
            ? Effect.fail(
                invalid(`${name} must be ${options.what} from ${options.min} to ${options.max}, got "${raw}"`)
              )
            : Effect.succeed(value)
        }
      })
    )
  )

const TRUE = new Set(["true", "yes", "on", "1", "y"])
const FALSE = new Set(["false", "no", "off", "0", "n"])

/** `true` or `false` (also yes/no, on/off, 1/0, any case), `fallback` when unset. */
export const booleanVariable = (name: string, fallback: boolean): Config.Config<boolean> =>
  optionalString(name).pipe(
    Config.mapEffect(
      Option.match({
        onNone: () => Effect.succeed(fallback),
        onSome: (raw) => {
          const value = raw.toLowerCase()
          if (TRUE.has(value)) return Effect.succeed(true)
          if (FALSE.has(value)) return Effect.succeed(false)
          return Effect.fail(invalid(`${name} must be true or false, got "${raw}"`))
        }
      })
    )
  )
