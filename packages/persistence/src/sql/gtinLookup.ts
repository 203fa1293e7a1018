/**
 * The SQL condition of the GS1 Digital Link lookup: a row's `gtin` read as a
 * GTIN-14 (spaces trimmed, 8, 12, 13 or 14 characters, zero-padded) equals
 * the given valid GTIN-14. Equal to a string of 14 digits, the padded value
 * was digits, and padding keeps the check digit: a match is a valid GTIN.
 * Written exactly as the indexes of migration 0005, so they serve it.
 */
import type { SqlClient } from "effect/sql"

/** `WHERE` condition on the `gtin` column: the row's GTIN is `gtin14`. */
export const gtinIs = (sql: SqlClient.SqlClient, gtin14: string) =>
  sql`length(btrim(gtin)) IN (8, 12, 13, 14) AND lpad(btrim(gtin), 14, '0') = ${gtin14}`
