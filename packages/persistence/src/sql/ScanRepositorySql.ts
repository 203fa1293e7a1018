import { type QrCodeId, ScanRepository, type ScanTally, Stats } from "@elabel/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { firstRow, Int8, rowDecoder } from "./rowSchemas.ts"
import { inTransaction } from "./transactions.ts"

const decodeScanCount = rowDecoder(Schema.Struct({ scan_count: Int8 }))
const decodeCountry = rowDecoder(Schema.Struct({ country: Schema.String }))
const decodeDaily = rowDecoder(
  Schema.Struct({ day: Schema.String, platform: Stats.Platform, country: Schema.String, scans: Int8 })
)

/**
 * `ScanRepository` on SQL. A batch is one transaction of at most four
 * statements whatever its size (the tallies go in as arrays): the counts,
 * the daily counters (summed per key, added on conflict), the new countries
 * (ignoring those already seen), and `geo_count` recounted for the codes
 * that brought a country. Tallies of deleted codes match no row and vanish.
 */
export const ScanRepositorySql: Layer.Layer<ScanRepository, never, SqlClient.SqlClient> = Layer.effect(
  ScanRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return ScanRepository.of({
      record: Effect.fn("ScanRepositorySql.record")((batch: ReadonlyArray<ScanTally>) => {
        if (batch.length === 0) return Effect.void
        const ids = batch.map((tally) => tally.code_id)
        // int8 throughout, so the array's element type never depends on the size of a count.
        const counts = batch.map((tally) => BigInt(tally.count))
        const seen = batch.filter((tally) => tally.countries.length > 0)
        const pairs = seen.flatMap((tally) => tally.countries.map((country) => [tally.code_id, country] as const))
        return inTransaction(
          sql,
          Effect.gen(function* () {
            yield* sql`UPDATE marketing_qr_codes AS m SET scan_count = m.scan_count + b.count
                FROM unnest(${ids}::uuid[], ${counts}::int8[]) AS b(id, count) WHERE m.id = b.id`
            const days = batch.flatMap((tally) => tally.days.map((day) => ({ ...day, code_id: tally.code_id })))
            if (days.length > 0) {
              yield* sql`INSERT INTO qr_code_daily_scans (code_id, workspace_id, day, platform, country, scans)
                  SELECT m.id, m.workspace_id, b.day, b.platform, b.country, sum(b.count)
                  FROM unnest(${days.map((d) => d.code_id)}::uuid[], ${days.map((d) => d.day)}::date[],
                    ${days.map((d) => d.platform)}::text[], ${days.map((d) => d.country ?? "")}::text[],
                    ${days.map((d) => BigInt(d.count))}::int8[]) AS b(id, day, platform, country, count)
                  JOIN marketing_qr_codes AS m ON m.id = b.id
                  GROUP BY m.id, m.workspace_id, b.day, b.platform, b.country
                  ON CONFLICT (code_id, day, platform, country)
                  DO UPDATE SET scans = qr_code_daily_scans.scans + EXCLUDED.scans`
            }
            if (pairs.length === 0) return
            yield* sql`INSERT INTO qr_code_scan_countries (code_id, workspace_id, country)
                SELECT m.id, m.workspace_id, b.country
                FROM unnest(${pairs.map(([id]) => id)}::uuid[], ${pairs.map(([, country]) => country)}::text[])
                  AS b(id, country)
                JOIN marketing_qr_codes AS m ON m.id = b.id
                ON CONFLICT DO NOTHING`
            yield* sql`UPDATE marketing_qr_codes AS m
                SET geo_count = (SELECT count(*) FROM qr_code_scan_countries AS c WHERE c.code_id = m.id)
                WHERE m.id = ANY(${seen.map((tally) => tally.code_id)}::uuid[])`
          })
        ).pipe(write("ScanRepository.record"))
      }),
      totals: Effect.fn("ScanRepositorySql.totals")((code: QrCodeId) =>
        Effect.gen(function* () {
          const counted = yield* sql`SELECT scan_count FROM marketing_qr_codes WHERE id = ${code}`
          const countries =
            yield* sql`SELECT country FROM qr_code_scan_countries WHERE code_id = ${code} ORDER BY country`
          return {
            scans: Option.match(firstRow(decodeScanCount)(counted), {
              onNone: () => 0,
              onSome: (row) => row.scan_count
            }),
            countries: countries.map((row) => decodeCountry(row).country)
          }
        }).pipe(read("ScanRepository.totals"))
      ),
      daily: Effect.fn("ScanRepositorySql.daily")((code: QrCodeId, range: Stats.DayRange) =>
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, platform, country, scans FROM qr_code_daily_scans
          WHERE code_id = ${code} AND day BETWEEN ${range.from}::date AND ${range.to}::date`.pipe(
          Effect.map((rows) =>
            rows.map((raw) => {
              const row = decodeDaily(raw)
              return { day: row.day, platform: row.platform, country: row.country || null, count: row.scans }
            })
          ),
          read("ScanRepository.daily")
        )
      )
    })
  })
)
