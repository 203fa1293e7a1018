/**
 * The fields of the catalogue rows besides names: an ingredient category's
 * `order`, a material's recycling code (`code`, `abbreviation`, `number`), a
 * country's ISO code and a certification's `kind`; and `catalog_seed`, the
 * fingerprint of the reference catalogue last loaded, so a start with the
 * same catalogue writes nothing.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  `ALTER TABLE catalog_ingredient_categories ADD COLUMN "order" integer`,
  "ALTER TABLE catalog_materials ADD COLUMN code text, ADD COLUMN abbreviation text, ADD COLUMN number integer",
  "ALTER TABLE catalog_countries ADD COLUMN code text",
  "ALTER TABLE catalog_certifications ADD COLUMN kind text",
  `CREATE TABLE catalog_seed (
  id integer PRIMARY KEY CHECK (id = 1),
  fingerprint text NOT NULL,
  seeded_at timestamptz NOT NULL
)`
]

/** Adds the columns and the seed marker, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
