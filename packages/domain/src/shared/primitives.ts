/**
 * Field-level Schemas shared by every resource: bounded text, names, URLs,
 * dates, fill volumes and numbers, plus `fieldsOf` to declare many fields of
 * one type without repeating the schema.
 */
import { Schema } from "effect"
import { authorityProblem } from "./urlAuthority.ts"

/** Maximum length of every bounded string, counted in Unicode code points. */
export const MAX_TEXT = 2000
/** Maximum number of items in a request array or a child list. */
export const MAX_ITEMS = 200

const codePoints = (s: string): number => {
  let n = 0
  for (const _ of s) n++
  return n
}

const maxCodePoints = (max: number) =>
  Schema.makeFilter<string>((s) => codePoints(s) <= max || `expected at most ${max} characters`, {
    expected: `a string of at most ${max} characters`,
    toJsonSchema: () => ({ maxLength: max })
  })

const minCodePoints = (min: number) =>
  Schema.makeFilter<string>((s) => codePoints(s) >= min || `expected at least ${min} character`, {
    expected: `a string of at least ${min} character`,
    toJsonSchema: () => ({ minLength: min })
  })

/**
 * Text every store can keep: no NUL character and no unpaired surrogate
 * (PostgreSQL's `text` refuses both, so they are refused at the edge).
 */
const storable = Schema.makeFilter<string>(
  (s) => (!s.includes("\u0000") && s.isWellFormed()) || "expected text without NUL characters or unpaired surrogates",
  { expected: "text without NUL characters or unpaired surrogates" }
)

/** A string of at most 2000 code points. */
export const Text = Schema.String.check(maxCodePoints(MAX_TEXT), storable)
/** A required name: 1 to 2000 code points (an empty string is invalid). */
export const Name = Schema.String.check(minCodePoints(1), maxCodePoints(MAX_TEXT), storable)

/** `http://` or `https://` (any case) and then a host: the authority is spelled out. */
const SCHEME_AND_AUTHORITY = /^https?:\/\/[^/\\?#]/i
/** Characters a browser would drop, fold or read as a slash (controls, whitespace, `\`): a URL with them is not what it seems. */
const DECEPTIVE = /[\p{Cc}\s\\]/u

/** Why `s` is not an acceptable absolute http(s) URL, or `true` when it is. */
const httpUrlProblem = (s: string): true | string => {
  if (DECEPTIVE.test(s)) return "expected a URL without spaces, control characters or backslashes"
  const url = URL.parse(s)
  if (url === null) return "expected an absolute http(s) URL"
  if (url.protocol !== "http:" && url.protocol !== "https:") return "expected an http or https URL"
  if (!SCHEME_AND_AUTHORITY.test(s) || url.hostname === "") return "expected http:// or https:// and then a host"
  return authorityProblem(s, url) ?? true
}

/**
 * An absolute `http` or `https` URL of at most 2000 code points that means
 * what it shows: what is stored is exactly where a redirect goes. Other
 * schemes (`javascript:`, `data:`) and relative URLs are refused, and so are
 * the forms a WHATWG parser silently repairs into another destination: no
 * `//` or an empty host (`http:evil.example`, `https:///evil.example`),
 * tabs, newlines or spaces (dropped or folded), backslashes (read as `/`),
 * user info, even empty (`https://shop.example@evil.example`,
 * `https://@evil.example`), and a host or port the parser reads as another
 * (`https://shop.example。evil.example/`): see `urlAuthority.ts`. Case and
 * international names are what they seem.
 */
export const HttpUrl = Text.check(
  Schema.makeFilter<string>(httpUrlProblem, {
    expected: "an absolute http(s) URL",
    // An IRI (RFC 3987), not a URI: international names are taken as they are written (`https://bücher.example/`).
    toJsonSchema: () => ({ format: "iri" })
  })
)

/**
 * Whether year, month and day name a day of the proleptic Gregorian calendar
 * that PostgreSQL can store too: year 1 to 9999 (it has no year 0), a month
 * 1 to 12, a day that month has. `Date.parse` would roll "02-30" over to March.
 */
const isExistingDay = (year: number, month: number, day: number): boolean => {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** An ISO calendar date `YYYY-MM-DD` that exists (year 0001 to 9999). */
export const IsoDate = Schema.String.check(
  Schema.makeFilter<string>(
    (s) => {
      const parts = DATE.exec(s)
      if (parts === null) return "expected a date YYYY-MM-DD"
      return isExistingDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) || "expected an existing calendar date"
    },
    { expected: "an ISO date YYYY-MM-DD", toJsonSchema: () => ({ format: "date" }) }
  )
)

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/
/** The widest offset in use (UTC+14:00, Kiribati); PostgreSQL refuses some wider ones. */
const MAX_OFFSET_MINUTES = 14 * 60

/** Why `s` is not a date-time with offset that exists, or `true` when it is. */
const dateTimeProblem = (s: string): true | string => {
  const parts = DATE_TIME.exec(s)
  if (parts === null) return "expected an ISO 8601 date-time with offset"
  const field = (index: number) => Number(parts[index] ?? 0)
  if (!isExistingDay(field(1), field(2), field(3))) return "expected an existing calendar date"
  // Hour 24 and second 60 are read differently by different parsers: only 00:00:00 to 23:59:59.
  if (field(4) > 23 || field(5) > 59 || field(6) > 59) return "expected an existing time of day"
  if (field(8) > 59 || field(7) * 60 + field(8) > MAX_OFFSET_MINUTES) return "expected an offset from -14:00 to +14:00"
  return true
}

/**
 * An ISO 8601 date-time with an explicit offset (`Z` or `+02:00`) that
 * exists: the date and the time of day are checked field by field, so every
 * store and every parser reads the same instant (`2026-02-30T…` is refused,
 * not rolled over to March).
 */
export const IsoDateTime = Schema.String.check(
  Schema.makeFilter<string>(dateTimeProblem, {
    expected: "an ISO 8601 date-time with offset",
    toJsonSchema: () => ({ format: "date-time" })
  })
)

/** Fill volume in a request: a positive integer of millilitres, at most 100000. */
export const Quantity = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))

/** A finite, non-negative amount (nutrition and analysis values). */
export const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

/** A percentage from 0 to 100. */
export const Percentage = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }))

/**
 * Declares the same schema for many keys, keeping the key names in the type:
 * `fieldsOf(["a", "b"], Schema.String)` is `{ a: Schema.String, b: Schema.String }`.
 */
export const fieldsOf = <const K extends ReadonlyArray<string>, S>(
  keys: K,
  schema: S
): { readonly [P in K[number]]: S } =>
  Object.fromEntries(keys.map((key) => [key, schema])) as { readonly [P in K[number]]: S }

/** Parse options for every input Schema: report all issues, refuse unknown keys. */
export const strictParseOptions = { errors: "all", onExcessProperty: "error" } as const

/** The version of a writable resource: 1 when created, incremented by every write; its `ETag` derives from it. */
export const ResourceVersion = Schema.Int.annotate({
  description: "Incremented by every write; the ETag derives from it. Output-only."
})
