/**
 * The stored version document of format `elabel-version/3`, frozen like the
 * formats before it (ADR 0036, ADR 0064): everything format 2 holds, plus
 * `snapshot.operators`, the business operators the label names (bottler,
 * distributor, importer, manufacturer) as their records were, so the page
 * prints their names and addresses as they were when the version was made.
 * The parts of format 2 are reused as they are: that file is frozen too.
 */
import { Schema } from "effect"
import { SnapshotV2, VersionDocumentV2 } from "./VersionDocumentV2.ts"

/** The format tag of these documents. */
export const FORMAT_V3 = "elabel-version/3"

const text = Schema.NullOr(Schema.String)

/** A business operator a version's label names, as its record was. */
export const OperatorV3 = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  street: text,
  zipcode: text,
  city: text,
  country_id: text,
  registration_number: text
})
export type OperatorV3 = typeof OperatorV3.Type

/** What a version of format 3 holds: format 2's snapshot and the operators its label names. */
export const SnapshotV3 = Schema.Struct({ ...SnapshotV2.fields, operators: Schema.Array(OperatorV3) })
export type SnapshotV3 = typeof SnapshotV3.Type

/** A stored version document of format 3. Reading one of an older format gives it no operators (`operators: []`). */
export const VersionDocumentV3 = Schema.Struct({
  ...VersionDocumentV2.fields,
  format: Schema.Literals([FORMAT_V3, ...VersionDocumentV2.fields.format.literals]),
  snapshot: SnapshotV3
})
export type VersionDocumentV3 = typeof VersionDocumentV3.Type
