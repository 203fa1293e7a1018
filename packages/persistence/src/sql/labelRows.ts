/**
 * The label aggregate across its tables, as reads and a write's rows see it:
 * labels with their formats and translations embedded (three queries for
 * any number of labels); a write's read of the label's whole state with its
 * latest version (one statement); and the version a write appends in its
 * row's statement (`label_versions`' row, also `LabelVersionRepositorySql`'s).
 * Child lists: `labelChildRows.ts`; a whole label's insert: `labelInsert.ts`.
 */
import {
  COMPARISON_DEFINITION,
  type Label,
  type LabelState,
  LabelVersion,
  type VersionAppend,
  VersionComparison,
  Workspace
} from "@elabel/domain"
import { Effect, Option, Schema } from "effect"
import type { SqlClient, Statement } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import type { SqlError } from "effect/sql/SqlError"
import { insertDeliveries } from "./EventOutboxSql.ts"
import { childSelect, toChildren } from "./labelChildRows.ts"
import {
  decodeBrand,
  decodeFormat,
  decodeLabelRecord,
  decodeTranslation,
  RequiredTimestamp,
  rowDecoder
} from "./rowSchemas.ts"
import { asDriverRow, decodeEmbedded, type EmbeddedDecoder, embedded, embeddedJson, groupBy } from "./rows.ts"

/**
 * The label resources of label rows, in the rows' order: formats by
 * creation then id, translations by locale (byte order, as the memory
 * adapter compares strings).
 */
export const assembleLabels = (
  sql: SqlClient.SqlClient,
  rows: ReadonlyArray<Row>
): Effect.Effect<ReadonlyArray<Label.Label>, SqlError> =>
  Effect.gen(function* () {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const formats = groupBy(
      yield* sql`SELECT * FROM label_formats WHERE label_id = ANY(${ids}::uuid[]) ORDER BY created_at, id`,
      "label_id"
    )
    const translations = groupBy(
      yield* sql`SELECT * FROM label_translations WHERE label_id = ANY(${ids}::uuid[]) ORDER BY locale COLLATE "C"`,
      "label_id"
    )
    return rows.map(
      (row): Label.Label => ({
        ...decodeLabelRecord(row),
        formats: (formats.get(row.id) ?? []).map(decodeFormat),
        translations: (translations.get(row.id) ?? []).map(decodeTranslation)
      })
    )
  })

/**
 * The select list of a label read in one statement: the row (`labels`
 * aliased `l`) with its formats and translations embedded as JSON arrays,
 * ordered as `assembleLabels` orders them, so a label read, or a page of
 * them, is one round trip. `cast` `::text` has the arrays sent as text.
 */
const labelSelect = (cast = "") => `l.*,
  (SELECT coalesce(json_agg(f ORDER BY f.created_at, f.id), '[]'::json)
     FROM label_formats f WHERE f.label_id = l.id)${cast} AS embedded_formats,
  (SELECT coalesce(json_agg(t ORDER BY t.locale COLLATE "C"), '[]'::json)
     FROM label_translations t WHERE t.label_id = l.id)${cast} AS embedded_translations`

const LABEL_SELECT = labelSelect()

/** `SELECT <label with formats and translations> <from>`: `from` names the label rows `l` (a table or a subquery). */
export const selectLabelsFrom = (sql: SqlClient.SqlClient, from: Statement.Fragment) =>
  sql`SELECT ${sql.literal(LABEL_SELECT)} ${from}`

/** `SELECT <label with formats and translations> FROM labels l <rest>`: `rest` names the rows (alias `l`). */
export const selectLabels = (sql: SqlClient.SqlClient, rest: Statement.Fragment) =>
  selectLabelsFrom(sql, sql`FROM labels l ${rest}`)

/** A format row read as JSON, in the driver's types the row Schema decodes: `Date` timestamps, a `bigint` version. */
const asFormatRow = (row: Record<string, unknown>): Record<string, unknown> => {
  const date = (value: unknown) => (typeof value === "string" ? new Date(value) : value)
  return {
    ...row,
    created_at: date(row.created_at),
    updated_at: date(row.updated_at),
    version: typeof row.version === "number" ? BigInt(row.version) : row.version
  }
}

/** The label resources of rows read with `selectLabels` (or `selectLabelState`), in the rows' order. */
export const toLabels = (
  rows: ReadonlyArray<Row>,
  decoded: EmbeddedDecoder = decodeEmbedded
): ReadonlyArray<Label.Label> =>
  rows.map(
    (row): Label.Label => ({
      ...decodeLabelRecord(row),
      formats: decoded("embedded_formats", row.embedded_formats, (json) =>
        embedded(json).map((format) => decodeFormat(asFormatRow(format)))
      ),
      translations: decoded("embedded_translations", row.embedded_translations, (json) =>
        embedded(json).map(decodeTranslation)
      )
    })
  )

/**
 * The latest version's columns but its document, embedded as JSON; the document (~20 KB) comes as a text
 * column of its own: embedded, PostgreSQL escaped it into JSON and the driver parsed it as such on every
 * write, to hand on the text a decoded-document cache then mostly did not need (`labelVersioning.ts`).
 */
const LATEST_COLUMNS =
  "label_id, workspace_id, version, created_at, created_by, is_published, content_hash, previous_hash"

/** A version's `compared` (ADR 0075), sent as text. */
const decodeComparison = Schema.decodeUnknownSync(Schema.fromJsonString(VersionComparison))

/** A `label_versions` row: the domain's stored version, its timestamp read from the driver's `Date` (also embedded in a write's read, below). */
export const decodeVersion: (row: unknown) => LabelVersion.StoredLabelVersion = rowDecoder(
  Schema.Struct({ ...LabelVersion.StoredLabelVersion.fields, created_at: RequiredTimestamp })
)

/**
 * The CTEs (`stored`, then `delivered`) that append `append`'s version and fan its event out, each only when
 * the CTE `source` of the same statement returned a row: the label's row write that moved the history head
 * (`LabelRepositorySql.writeRow`, ADR 0067), or one row always (`append` below). Typed casts, as the values
 * come through a SELECT rather than VALUES.
 */
export const appendVersionAfter = (
  sql: SqlClient.SqlClient,
  { version, event, compared }: VersionAppend,
  source: string
) =>
  sql`stored AS (INSERT INTO label_versions (label_id, workspace_id, version, created_at, created_by, is_published,
        content_hash, previous_hash, document, compared)
      SELECT ${version.label_id}::uuid, ${version.workspace_id}::uuid, ${version.version}::integer,
        ${version.created_at}::timestamptz, ${version.created_by}::text, ${version.is_published}::boolean,
        ${version.content_hash}::text, ${version.previous_hash}::text, ${version.document}::text,
        ${compared === undefined ? null : JSON.stringify(compared)}::jsonb
      FROM ${sql(source)})
    ${event === undefined ? sql`` : sql`, delivered AS (${insertDeliveries(sql, event, source)})`}`

/**
 * The select list of a write's read (`LabelRepository.findForWrite`): the label as `LABEL_SELECT` has it,
 * its child lists, its brand (each embedded as JSON, sent as text: `embeddedParts.ts` keeps what a text
 * decoded to) and its latest version (embedded as JSON), and the row's `xmin` as
 * its stamp. Locked (`FOR UPDATE OF l`), the row is the latest committed one, while the embedded reads
 * see the statement's snapshot, taken before a wait for the lock: `seen_stamp` is the row as that
 * snapshot has it, and a stamp that differs means the embedded reads may be older than the row.
 */
const STATE_SELECT = `${labelSelect("::text")},
  ${childSelect("::text")},
  (SELECT row_to_json(b)::text FROM brands b WHERE b.id = l.brand_id) AS embedded_brand,
  (SELECT row_to_json(v) FROM (SELECT ${LATEST_COLUMNS} FROM label_versions WHERE label_id = l.id
     ORDER BY version DESC LIMIT 1) v) AS embedded_latest,
  l.xmin::text AS write_stamp,
  (SELECT s.xmin::text FROM labels s WHERE s.id = l.id) AS seen_stamp`

/** A version stored with a comparison of this code's definition. */
const CURRENT_COMPARISON = `(compared->>'definition') = '${COMPARISON_DEFINITION}'`

/**
 * `SELECT <the state of the label with this id>`, locking its row when `lock`; with `member`, that user's
 * role in the label's workspace too (`member_role`, null when not a member). Of the latest version, what a
 * write compares with (ADR 0075): nothing when its hash is `knownHash` (the caller holds it); else its stored
 * comparison (`latest_compared`) when of this code's definition; else its document (a text of 10 to 30 KB,
 * read from its TOAST and sent), left empty in the other two cases.
 */
export const selectLabelState = (
  sql: SqlClient.SqlClient,
  id: string,
  lock: boolean,
  member?: string,
  knownHash?: string
) => {
  const held = knownHash === undefined ? sql`false` : sql`content_hash = ${knownHash}`
  const current = sql.literal(CURRENT_COMPARISON)
  return sql`SELECT ${sql.literal(STATE_SELECT)},
    (SELECT CASE WHEN ${held} OR ${current} THEN '' ELSE document END
       FROM label_versions WHERE label_id = l.id ORDER BY version DESC LIMIT 1) AS latest_document,
    (SELECT CASE WHEN ${held} THEN NULL WHEN ${current} THEN compared::text END
       FROM label_versions WHERE label_id = l.id ORDER BY version DESC LIMIT 1) AS latest_compared${
         member === undefined
           ? sql``
           : sql`, (SELECT m.role FROM workspace_members m
              WHERE m.workspace_id = l.workspace_id AND m.user_id = ${member}) AS member_role`
       } FROM labels l WHERE l.id = ${id} ${sql.literal(lock ? "FOR UPDATE OF l" : "")}`
}

/** The `member_role` column of a read that asked for a member's role. */
export const decodeMemberRole = rowDecoder(Schema.Struct({ member_role: Schema.NullOr(Workspace.Role) }))

/**
 * What `selectLabelState` read: the state, and whether the embedded reads may be older than the row.
 * `decoded` decodes the embedded formats, translations, child lists and brand (`embeddedParts.ts`).
 */
export const toLabelState = (
  row: Row,
  decoded: EmbeddedDecoder = decodeEmbedded
): { readonly state: LabelState; readonly stale: boolean } => {
  const [label] = toLabels([row], decoded)
  const latest =
    row.embedded_latest == null ? undefined : (embeddedJson(row.embedded_latest) as Record<string, unknown>)
  return {
    state: {
      label: label!,
      children: toChildren(row, decoded),
      brand:
        row.embedded_brand == null
          ? null
          : decoded("embedded_brand", row.embedded_brand, (json) =>
              decodeBrand(asDriverRow(json as Record<string, unknown>, [], ["version"]))
            ),
      latest:
        latest === undefined
          ? undefined
          : decodeVersion({ ...asDriverRow(latest, ["created_at"], []), document: row.latest_document }),
      compared: row.latest_compared == null ? undefined : decodeComparison(row.latest_compared),
      stamp: String(row.write_stamp),
      ...("member_role" in row ? { role: Option.fromNullishOr(decodeMemberRole(row).member_role) } : {})
    },
    stale: row.write_stamp !== row.seen_stamp
  }
}
