import {
  BrandId,
  type Gs1,
  type Label,
  type LabelAggregate,
  type LabelFilter,
  LabelId,
  type LabelPublishState,
  LabelRepository,
  type LabelState,
  type Paging,
  type RowRiders,
  type Translation,
  type TranslationPut,
  type UserId,
  WorkspaceId
} from "@elabel/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { insertAuditEvent } from "./AuditLogSql.ts"
import { makeEmbeddedParts } from "./embeddedParts.ts"
import { claimingWrite, read, write } from "./errors.ts"
import { gtinIs } from "./gtinLookup.ts"
import { noticesAfter } from "./LinkChangeNotifierPg.ts"
import { insertList, readChildren, readChildrenOf, replaceListAfter } from "./labelChildRows.ts"
import { insertAggregate } from "./labelInsert.ts"
import {
  appendVersionAfter,
  assembleLabels,
  decodeMemberRole,
  selectLabelState,
  selectLabels,
  selectLabelsFrom,
  toLabelState,
  toLabels
} from "./labelRows.ts"
import { releaseRefs, replaceRef } from "./publicRefs.ts"
import { firstRow, Int8, rowDecoder } from "./rowSchemas.ts"
import {
  CHILD_TABLES,
  changedColumns,
  embeddedJson,
  fromJsonRows,
  isEmpty,
  LABEL_COLUMNS,
  TRANSLATION_COLUMNS,
  toRow,
  updateVersioned
} from "./rows.ts"
import { inTransaction } from "./transactions.ts"

const decodeWorkspaceOf = rowDecoder(Schema.Struct({ workspace_id: WorkspaceId }))
/** What a row's write answers: the version it left the row at, and its workspace. */
const decodeWritten = rowDecoder(Schema.Struct({ version: Int8, workspace_id: WorkspaceId }))
const decodeId = rowDecoder(Schema.Struct({ id: Schema.String }))
const decodeKeysRow = rowDecoder(
  Schema.Struct({
    keys: Schema.Array(
      Schema.Struct({
        id: LabelId,
        internal_reference: Schema.NullOr(Schema.String),
        gtin: Schema.NullOr(Schema.String)
      })
    ),
    brands: Schema.Array(Schema.Struct({ id: BrandId, name: Schema.String, is_primary_brand: Schema.Boolean }))
  })
)

/** The keys and brands of a `matchKeys` row (the driver parses `json`; text is parsed here). */
const decodeMatchKeys = (row: unknown) => {
  const { keys, brands } = row as { readonly keys: unknown; readonly brands: unknown }
  return decodeKeysRow({ keys: embeddedJson(keys), brands: embeddedJson(brands) })
}

/** A translation of label `id` as its table stores it. */
const translationRow = (id: LabelId, workspace: WorkspaceId, translation: Translation.Translation) => ({
  label_id: id,
  workspace_id: workspace,
  ...toRow(translation, TRANSLATION_COLUMNS)
})

const TRANSLATION_UPDATE = TRANSLATION_COLUMNS.filter((column) => column !== "locale")
  .map((column) => `${column} = EXCLUDED.${column}`)
  .join(", ")

/**
 * `LabelRepository` on SQL. A read is one statement: the label rows with
 * their formats and translations embedded as JSON (`selectLabels`); so is an
 * insert (`insertAggregate`); other writes of several tables run in one transaction
 * (a savepoint inside the caller's), and refs are claimed in `public_refs`
 * in the same transaction. Writes to a label that does not exist change nothing.
 * `findById` runs on every label read: no span of its own, as the domain's
 * label lookup has none.
 */
export const LabelRepositorySql: Layer.Layer<LabelRepository, never, SqlClient.SqlClient> = Layer.effect(
  LabelRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // What a write's read decoded, kept per label: a write decodes only the parts another write changed.
    const partsOf = makeEmbeddedParts()
    const stateOf = (row: Row) => toLabelState(row, partsOf(String(row.id)))

    /**
     * The CTE (`translated`) that adds a label's translation or replaces the one of its locale, as
     * `putTranslation` does, only when the CTE `source` of the same statement returned a row (the row's
     * write): the translation as one JSON parameter, typed by the table's own columns.
     */
    const putTranslationAfter = (id: LabelId, { translation, workspace }: TranslationPut, source: string) =>
      sql`translated AS (INSERT INTO label_translations
        ${fromJsonRows(sql, "label_translations", [translationRow(id, workspace, translation)], sql`EXISTS (SELECT 1 FROM ${sql(source)})`)}
        ON CONFLICT (label_id, locale) DO UPDATE SET ${sql.literal(TRANSLATION_UPDATE)})`

    /** The first label of rows a write returned from `labels`, assembled (three statements: writes only). */
    const first = (rows: ReadonlyArray<Row>) =>
      Effect.map(assembleLabels(sql, rows.slice(0, 1)), (labels) => Option.fromNullishOr(labels[0]))

    /** The first label of a `selectLabels` read, if any. */
    const firstRead = (rows: ReadonlyArray<Row>) => Option.fromNullishOr(toLabels(rows.slice(0, 1))[0])

    /** The workspace of a label, if the label exists (`known`: the caller's word for it, no read). */
    const workspaceOf = (id: LabelId, known?: WorkspaceId) =>
      known !== undefined
        ? Effect.succeed(Option.some(known))
        : Effect.map(sql`SELECT workspace_id FROM labels WHERE id = ${id}`, (rows) =>
            Option.map(firstRow(decodeWorkspaceOf)(rows), (row) => row.workspace_id)
          )

    /**
     * One statement, two when a locked read waited for another writer: its embedded reads then saw the
     * state before that writer's commit, and are read again now that the lock is held.
     */
    const findForWrite = (id: LabelId, lock: boolean, member?: string, knownHash?: string) =>
      Effect.gen(function* () {
        const [row] = yield* selectLabelState(sql, id, lock, member, knownHash)
        if (row === undefined) return Option.none<LabelState>()
        const read = stateOf(row)
        if (!lock || !read.stale) return Option.some(read.state)
        const [again] = yield* selectLabelState(sql, id, false, undefined, knownHash)
        if (again === undefined) return Option.none<LabelState>()
        const { role } = read.state
        // The role asked for was read with the locked row.
        return Option.some({ ...stateOf(again).state, ...(role === undefined ? {} : { role }) })
      })

    // `isInPublishState` in SQL: the latest version is found by the versions' primary key (label_id, version).
    const publishStateIs = (state: LabelPublishState) =>
      state === "draft"
        ? sql`NOT is_published`
        : state === "published"
          ? sql`is_published`
          : sql`is_published AND updated_at > (SELECT v.created_at FROM label_versions v
              WHERE v.label_id = labels.id ORDER BY v.version DESC LIMIT 1)`

    const filtered = (filter: LabelFilter) => {
      const conditions = [sql`workspace_id = ANY(${filter.workspaces}::uuid[])`]
      if (filter.brand_id !== undefined) conditions.push(sql`brand_id = ${filter.brand_id}`)
      if (filter.archived !== undefined) conditions.push(sql`is_archived = ${filter.archived}`)
      if (filter.state !== undefined) conditions.push(publishStateIs(filter.state))
      if (filter.q !== undefined) {
        const needle = filter.q.toLowerCase()
        conditions.push(sql`(strpos(lower(name), ${needle}) > 0 OR strpos(lower(internal_name), ${needle}) > 0)`)
      }
      return sql.and(conditions)
    }

    return LabelRepository.of({
      findById: (id) =>
        selectLabels(sql, sql`WHERE l.id = ${id}`).pipe(Effect.map(firstRead), read("LabelRepository.findById")),
      // The namespace table's primary key finds the owner of a ref.
      findByRef: Effect.fn("LabelRepositorySql.findByRef")((ref: string) =>
        selectLabels(sql, sql`JOIN public_refs p ON l.id = p.owner_id WHERE p.ref = ${ref} AND p.kind = 'label'`).pipe(
          Effect.map(firstRead),
          read("LabelRepository.findByRef")
        )
      ),
      findByGtin: Effect.fn("LabelRepositorySql.findByGtin")((gtin14: Gs1.Gtin14) =>
        selectLabels(sql, sql`WHERE ${gtinIs(sql, gtin14)} ORDER BY l.created_at, l.id`).pipe(
          Effect.map(toLabels),
          read("LabelRepository.findByGtin")
        )
      ),
      list: Effect.fn("LabelRepositorySql.list")((filter: LabelFilter, page: Paging.PageRequest) =>
        filter.workspaces.length === 0
          ? Effect.succeed([])
          : // The page is cut in a subquery: PostgreSQL evaluates the select list's embedded formats and
            // translations for every row it skips, so an OFFSET of 9,800 cost 240 ms here, and now 12.
            selectLabelsFrom(
              sql,
              sql`FROM (SELECT * FROM labels WHERE ${filtered(filter)} ORDER BY created_at, id
                  LIMIT ${page.limit + 1} OFFSET ${page.offset}) l ORDER BY l.created_at, l.id`
            ).pipe(Effect.map(toLabels), read("LabelRepository.list"))
      ),
      matchKeys: Effect.fn("LabelRepositorySql.matchKeys")((workspace: WorkspaceId, member?: UserId) => {
        // One row: the workspace's label keys and brands as JSON, each by creation then id.
        const keys = sql`(SELECT coalesce(json_agg(json_build_object('id', l.id, 'internal_reference',
            l.internal_reference, 'gtin', l.gtin) ORDER BY l.created_at, l.id), '[]'::json)
          FROM labels l WHERE l.workspace_id = ${workspace})`
        const brands = sql`(SELECT coalesce(json_agg(json_build_object('id', b.id, 'name', b.name,
            'is_primary_brand', b.is_primary_brand) ORDER BY b.created_at, b.id), '[]'::json)
          FROM brands b WHERE b.workspace_id = ${workspace})`
        return (
          member === undefined
            ? sql`SELECT ${keys} AS keys, ${brands} AS brands`.pipe(Effect.map(([row]) => decodeMatchKeys(row)))
            : // With the member's role; a stranger's keys and brands are empty (no scan of another tenant's).
              sql`SELECT m.member_role,
                    CASE WHEN m.member_role IS NULL THEN '[]'::json ELSE ${keys} END AS keys,
                    CASE WHEN m.member_role IS NULL THEN '[]'::json ELSE ${brands} END AS brands
                  FROM (SELECT (SELECT role FROM workspace_members
                                WHERE workspace_id = ${workspace} AND user_id = ${member}) AS member_role) m`.pipe(
                Effect.map(([row]) => ({
                  ...decodeMatchKeys(row),
                  role: Option.fromNullishOr(decodeMemberRole(row).member_role)
                }))
              )
        ).pipe(read("LabelRepository.matchKeys"))
      }),
      insert: Effect.fn("LabelRepositorySql.insert")((aggregate: LabelAggregate) =>
        // One statement: atomic alone; inside a transaction in a savepoint, so a refused ref leaves it usable.
        Effect.flatMap(Effect.serviceOption(sql.transactionService), (transaction) =>
          Option.isSome(transaction)
            ? inTransaction(sql, insertAggregate(sql, aggregate))
            : insertAggregate(sql, aggregate)
        ).pipe(claimingWrite("LabelRepository.insert"))
      ),
      update: Effect.fn("LabelRepositorySql.update")(
        (id: LabelId, changes: Partial<Label.LabelRecord>, expected?: ReadonlyArray<number>) =>
          inTransaction(
            sql,
            Effect.gen(function* () {
              const updated = yield* first(
                yield* updateVersioned(sql, "labels", id, changedColumns(changes, LABEL_COLUMNS), expected)
              )
              if (Option.isSome(updated) && changes.ref !== undefined) {
                const { workspace_id } = updated.value
                yield* replaceRef(sql, { ref: changes.ref, kind: "label", owner_id: id, workspace_id })
              }
              return updated
            })
          ).pipe(write("LabelRepository.update"))
      ),
      findForWrite: (id: LabelId, lock: boolean, member?: string, knownHash?: string) =>
        findForWrite(id, lock, member, knownHash).pipe(
          read("LabelRepository.findForWrite"),
          Effect.withSpan("LabelRepositorySql.findForWrite")
        ),
      writeRow: Effect.fn("LabelRepositorySql.writeRow")(
        (id: LabelId, changes: Partial<Label.LabelRecord>, stamp: string | undefined, riders: RowRiders = {}) =>
          Effect.gen(function* () {
            const { event, version, notices = [], list, translation } = riders
            const set = changedColumns(changes, LABEL_COLUMNS)
            const where = stamp === undefined ? sql`id = ${id}` : sql`id = ${id} AND xmin::text = ${stamp}`
            const assignments = isEmpty(set)
              ? sql`version = version + 1`
              : sql`${sql.update(set)}, version = version + 1`
            // A version appended with the row makes its hash the history head in the row's own UPDATE.
            const head =
              version === undefined
                ? sql``
                : sql`, history_head = ${version.version.content_hash}, history_version = ${version.version.version}`
            const write = Effect.gen(function* () {
              // The version it is left at and the workspace (a ref's claim names it): the caller holds the rest.
              const update = sql`UPDATE labels SET ${assignments}${head} WHERE ${where} RETURNING version, workspace_id`
              // The audit event, the version and the change notices in the same statement: data-modifying
              // CTEs, each run once whether or not read, and each inserting only what the row's write
              // returned; the notices' CTE, a SELECT, runs because the answer joins its count.
              const [row] = yield* event === undefined &&
              version === undefined &&
              notices.length === 0 &&
              !list &&
              !translation
                ? update
                : sql`WITH written AS (${update})
                    ${event === undefined ? sql`` : sql`, audited AS (${insertAuditEvent(sql, event, "written")})`}
                    ${list === undefined ? sql`` : sql`, ${replaceListAfter(sql, id, list, "written")}`}
                    ${translation === undefined ? sql`` : sql`, ${putTranslationAfter(id, translation, "written")}`}
                    ${version === undefined ? sql`` : sql`, ${appendVersionAfter(sql, version, "written")}`}
                    ${notices.length === 0 ? sql`` : sql`, ${noticesAfter(sql, notices, "written")}`}
                    SELECT written.* FROM written${notices.length === 0 ? sql`` : sql`, (SELECT count(*) FROM noticed) n`}`
              if (row === undefined) return Option.none<number>()
              const written = decodeWritten(row)
              if (changes.ref !== undefined) {
                yield* replaceRef(sql, {
                  ref: changes.ref,
                  kind: "label",
                  owner_id: id,
                  workspace_id: written.workspace_id
                })
              }
              return Option.some(written.version)
            })
            // A new ref is claimed in the namespace: in a savepoint, so a refused one leaves the caller's unit usable.
            return yield* changes.ref === undefined ? write : inTransaction(sql, write)
          }).pipe(claimingWrite("LabelRepository.writeRow"))
      ),
      delete: Effect.fn("LabelRepositorySql.delete")((id: LabelId) =>
        inTransaction(
          sql,
          Effect.gen(function* () {
            const formats = yield* sql`SELECT id FROM label_formats WHERE label_id = ${id}`
            yield* releaseRefs(sql, [id, ...formats.map((format) => decodeId(format).id)])
            // Formats, translations and child rows go with the label (ON DELETE CASCADE).
            yield* sql`DELETE FROM labels WHERE id = ${id}`
          })
        ).pipe(write("LabelRepository.delete"))
      ),
      putTranslation: Effect.fn("LabelRepositorySql.putTranslation")(
        (id: LabelId, translation: Translation.Translation, known?: WorkspaceId) =>
          Effect.gen(function* () {
            const workspace = yield* workspaceOf(id, known)
            if (Option.isNone(workspace)) return
            yield* sql`INSERT INTO label_translations ${sql.insert(translationRow(id, workspace.value, translation))}
                     ON CONFLICT (label_id, locale) DO UPDATE SET ${sql.literal(TRANSLATION_UPDATE)}`
          }).pipe(write("LabelRepository.putTranslation"))
      ),
      children: Effect.fn("LabelRepositorySql.children")((id: LabelId) =>
        readChildren(sql, id).pipe(read("LabelRepository.children"))
      ),
      childrenOf: Effect.fn("LabelRepositorySql.childrenOf")((ids: ReadonlyArray<LabelId>) =>
        readChildrenOf(sql, ids).pipe(read("LabelRepository.childrenOf"))
      ),
      replaceChildren: (id, list, rows, known) =>
        inTransaction(
          sql,
          Effect.gen(function* () {
            const workspace = yield* workspaceOf(id, known)
            if (Option.isNone(workspace)) return
            yield* sql`DELETE FROM ${sql(CHILD_TABLES[list].table)} WHERE label_id = ${id}`
            yield* insertList(sql, { label_id: id, workspace_id: workspace.value }, list, rows)
          })
        ).pipe(write("LabelRepository.replaceChildren"), Effect.withSpan("LabelRepositorySql.replaceChildren"))
    })
  })
)
