/**
 * Scan and page-view statistics: daily aggregate counters only. A counter
 * is a day, a code or label, and a bucket (platform and country of a scan;
 * language and format of a page view) with a number. No IP address, user
 * agent string, cookie, time of day or anything else per visitor exists to
 * be stored, so the numbers cannot identify anyone.
 */
import { Schema } from "effect"
import { InvalidInput } from "../shared/errors.ts"
import { IsoDate } from "../shared/primitives.ts"

/** The device family a scan is counted under. */
export const Platform = Schema.Literals(["ios", "android", "other"])
export type Platform = typeof Platform.Type

/** Scans of one code on one day from one platform and country (null: unknown or no geo header configured). */
export interface DailyScans {
  readonly day: string
  readonly platform: Platform
  readonly country: string | null
  readonly count: number
}

/** Views of one label's pages on one day in one language, of one format (`null`: the label's own page). */
export interface DailyViews {
  readonly day: string
  readonly language: string
  readonly format_id: string | null
  readonly count: number
}

/** Page views of a label since the last batch, per day and bucket. */
export interface PageViewTally extends DailyViews {
  readonly label_id: string
  readonly workspace_id: string
}

/** The longest range one request may ask for: a year and a day. */
export const MAX_RANGE_DAYS = 366
/** The range without `from`: the last 30 days up to `to`. */
export const DEFAULT_RANGE_DAYS = 30

/** `from` and `to` of a statistics request (ISO dates, both included; default the last 30 days). */
export const StatsQuery = {
  from: Schema.optionalKey(IsoDate),
  to: Schema.optionalKey(IsoDate)
}

/** A checked range of days. */
export interface DayRange {
  readonly from: string
  readonly to: string
}

const DAY_MS = 86_400_000
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The range a request asks for at `now`; `InvalidInput` when `from` is after `to` or it spans over a year. */
export const rangeOf = (query: { readonly from?: string; readonly to?: string }, now: number) => {
  const to = query.to ?? dayOf(now)
  const from = query.from ?? dayOf(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS)
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  if (days < 1)
    return new InvalidInput({ errors: [{ path: "to", message: "expected a date on or after the from date" }] })
  if (days > MAX_RANGE_DAYS) {
    const message = `expected at most ${MAX_RANGE_DAYS - 1} days after the from date`
    return new InvalidInput({ errors: [{ path: "to", message }] })
  }
  return { from, to } satisfies DayRange
}

/** Every day of the range, in order. */
export const daysOf = (range: DayRange): Array<string> => {
  const out: Array<string> = []
  for (let ms = Date.parse(range.from); ms <= Date.parse(range.to); ms += DAY_MS) out.push(dayOf(ms))
  return out
}

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const counted = (description: string) => Count.annotate({ description })
const rangeFields = {
  from: Schema.String.annotate({ description: "first UTC day of the range (YYYY-MM-DD), included" }),
  to: Schema.String.annotate({ description: "last UTC day of the range (YYYY-MM-DD), included" })
}
const dayField = { day: Schema.String.annotate({ description: "a UTC day (YYYY-MM-DD)" }) }

/** Scans of a marketing code in a range: the total, per day (every day, zeros too), per platform, per country. */
export const QrCodeStats = Schema.Struct({
  id: Schema.String,
  ...rangeFields,
  total: counted("counted scans in the range"),
  days: Schema.Array(Schema.Struct({ ...dayField, scans: counted("counted scans that day") })).annotate({
    description: "every day of the range, oldest first, zeros included"
  }),
  platforms: Schema.Struct({
    ios: counted("scans from iPhone, iPad or iPod"),
    android: counted("scans from Android devices"),
    other: counted("scans from anything else")
  }).annotate({ description: "scans per device family, read from the user agent and not stored" }),
  countries: Schema.Array(
    Schema.Struct({
      country: Schema.String.annotate({ description: "ISO 3166-1 alpha-2 country code" }),
      scans: counted("counted scans from that country")
    })
  ).annotate({
    description: "ISO 3166-1 alpha-2, most scans first; empty unless ELABEL_GEO_HEADER is configured"
  })
}).annotate({ identifier: "QrCodeStats" })
export type QrCodeStats = typeof QrCodeStats.Type

/** Page views of a label in a range: the total, per day (zeros too), per language served, per format. */
export const LabelStats = Schema.Struct({
  id: Schema.String,
  ...rangeFields,
  total: counted("counted page views in the range"),
  days: Schema.Array(Schema.Struct({ ...dayField, views: counted("counted page views that day") })).annotate({
    description: "every day of the range, oldest first, zeros included"
  }),
  languages: Schema.Array(
    Schema.Struct({
      language: Schema.String.annotate({ description: "the language the page was served in" }),
      views: counted("counted page views in that language")
    })
  ).annotate({ description: "page views per language served, most first" }),
  formats: Schema.Array(
    Schema.Struct({
      format_id: Schema.NullOr(Schema.String).annotate({ description: "the format; null for the label's own link" }),
      views: counted("counted page views of that format's link")
    })
  ).annotate({
    description: "per format whose short link was opened; null is the label's own link"
  })
}).annotate({ identifier: "LabelStats" })
export type LabelStats = typeof LabelStats.Type

/** Sums `rows` per key, largest first (ties by key). */
const sumBy = <A>(rows: ReadonlyArray<A>, key: (row: A) => string, count: (row: A) => number) => {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + count(row))
  return [...sums].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
}

const perDay = <A extends { readonly day: string; readonly count: number }>(
  range: DayRange,
  rows: ReadonlyArray<A>
) => {
  const sums = new Map(
    sumBy(
      rows,
      (row) => row.day,
      (row) => row.count
    )
  )
  return daysOf(range).map((day) => [day, sums.get(day) ?? 0] as const)
}

/** The statistics of a code from its daily counters. */
export const qrCodeStats = (id: string, range: DayRange, rows: ReadonlyArray<DailyScans>): QrCodeStats => {
  const platform = (name: Platform) => rows.filter((row) => row.platform === name).reduce((n, row) => n + row.count, 0)
  return {
    id,
    ...range,
    total: rows.reduce((n, row) => n + row.count, 0),
    days: perDay(range, rows).map(([day, scans]) => ({ day, scans })),
    platforms: { ios: platform("ios"), android: platform("android"), other: platform("other") },
    countries: sumBy(
      rows.filter((row) => row.country !== null),
      (row) => row.country ?? "",
      (row) => row.count
    ).map(([country, scans]) => ({ country, scans }))
  }
}

/** The statistics of a label from its daily counters. */
export const labelStats = (id: string, range: DayRange, rows: ReadonlyArray<DailyViews>): LabelStats => ({
  id,
  ...range,
  total: rows.reduce((n, row) => n + row.count, 0),
  days: perDay(range, rows).map(([day, views]) => ({ day, views })),
  languages: sumBy(
    rows,
    (row) => row.language,
    (row) => row.count
  ).map(([language, views]) => ({ language, views })),
  formats: sumBy(
    rows,
    (row) => row.format_id ?? "",
    (row) => row.count
  ).map(([format, views]) => ({
    format_id: format === "" ? null : format,
    views
  }))
})
