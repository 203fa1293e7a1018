/**
 * Indexes of the GS1 Digital Link lookup (`/01/{gtin}`): labels and formats
 * by their GTIN read as GTIN-14 (spaces trimmed, 8, 12, 13 or 14 characters,
 * zero-padded to 14). The expression is the one `gtinIs` in `gtinLookup.ts`
 * writes, so the planner uses these indexes for it.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  `CREATE INDEX labels_gtin14_idx ON labels ((lpad(btrim(gtin), 14, '0')))
   WHERE length(btrim(gtin)) IN (8, 12, 13, 14)`,
  `CREATE INDEX label_formats_gtin14_idx ON label_formats ((lpad(btrim(gtin), 14, '0')))
   WHERE length(btrim(gtin)) IN (8, 12, 13, 14)`
]

/** Creates the indexes, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
