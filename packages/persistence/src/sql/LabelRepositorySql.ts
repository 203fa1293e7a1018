import { type LabelFilter, LabelRepository } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { claimingWrite, read, write } from "./errors.ts"
import { gtinIs } from "./gtinLookup.ts"
import { assembleLabels, insertAll, insertChildren, insertList, readChildren } from "./labelRows.ts"
import { claimRefs, releaseRefs, replaceRef } from "./publicRefs.ts"
import { CHILD_TABLES, changedColumns, FORMAT_COLUMNS, LABEL_COLUMNS, TRANSLATION_COLUMNS, toRow } from "./rows.ts"
import { updateVersioned } from "./versioned.ts"

const TRANSLATION_UPDATE = TRANSLATION_COLUMNS.filter((column) => column !== "locale")
  .map((column) => `${column} = EXCLUDED.${column}`)
  .join(", ")

/**
 * `LabelRepository` on SQL. Reads embed formats and translations with one
 * query each per page; writes of several tables run in one transaction
 * (a savepoint inside the caller's), and refs are claimed in `public_refs`
 * in the same transaction. Writes to a label that does not exist change nothing.
 */
export const LabelRepositorySql: Layer.Layer<LabelRepository, never, SqlClient.SqlClient> = Layer.effect(
  LabelRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const findById = (id: string) =>
      Effect.flatMap(sql`SELECT * FROM labels WHERE id = ${id}`, (rows) =>
        Effect.map(assembleLabels(sql, rows), (labels) => Option.fromNullishOr(labels[0]))
      )

    /** The workspace of a label, if the label exists. */
    const workspaceOf = (id: string) =>
      Effect.map(sql<{ readonly workspace_id: string }>`SELECT workspace_id FROM labels WHERE id = ${id}`, (rows) =>
        Option.map(Option.fromNullishOr(rows[0]), (row) => row.workspace_id)
      )

    const filtered = (filter: LabelFilter) => {
      const conditions = [sql`workspace_id = ANY(${filter.workspaces}::uuid[])`]
      if (filter.brand_id !== undefined) conditions.push(sql`brand_id = ${filter.brand_id}`)
      if (filter.archived !== undefined) conditions.push(sql`is_archived = ${filter.archived}`)
      if (filter.q !== undefined) {
        const needle = filter.q.toLowerCase()
        conditions.push(sql`(strpos(lower(name), ${needle}) > 0 OR strpos(lower(internal_name), ${needle}) > 0)`)
      }
      return sql.and(conditions)
    }

    return LabelRepository.of({
      findById: (id) => findById(id).pipe(read("LabelRepository.findById")),
      // The namespace table's primary key finds the owner of a ref.
      findByRef: (ref) =>
        sql`SELECT l.* FROM public_refs p JOIN labels l ON l.id = p.owner_id
            WHERE p.ref = ${ref} AND p.kind = 'label'`.pipe(
          Effect.flatMap((rows: ReadonlyArray<Row>) => assembleLabels(sql, rows)),
          Effect.map((found) => Option.fromNullishOr(found[0])),
          read("LabelRepository.findByRef")
        ),
      findByGtin: (gtin14) =>
        sql`SELECT * FROM labels WHERE ${gtinIs(sql, gtin14)} ORDER BY created_at, id`.pipe(
          Effect.flatMap((rows: ReadonlyArray<Row>) => assembleLabels(sql, rows)),
          read("LabelRepository.findByGtin")
        ),
      list: (filter, page) =>
        filter.workspaces.length === 0
          ? Effect.succeed([])
          : sql`SELECT * FROM labels WHERE ${filtered(filter)}
                ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
              Effect.flatMap((rows: ReadonlyArray<Row>) => assembleLabels(sql, rows)),
              read("LabelRepository.list")
            ),
      insert: ({ label, formats, translations, children }) => {
        const owner = { label_id: label.id, workspace_id: label.workspace_id }
        return sql
          .withTransaction(
            Effect.gen(function* () {
              yield* claimRefs(sql, [
                { ref: label.ref, kind: "label", owner_id: label.id, workspace_id: label.workspace_id },
                ...formats.map((format) => ({
                  ref: format.ref,
                  kind: "format" as const,
                  owner_id: format.id,
                  workspace_id: label.workspace_id
                }))
              ])
              yield* sql`INSERT INTO labels ${sql.insert(toRow(label, LABEL_COLUMNS))}`
              yield* insertAll(
                sql,
                "label_formats",
                formats.map((format) => ({ ...toRow(format, FORMAT_COLUMNS), workspace_id: label.workspace_id }))
              )
              yield* insertAll(
                sql,
                "label_translations",
                translations.map((translation) => ({ ...owner, ...toRow(translation, TRANSLATION_COLUMNS) }))
              )
              yield* insertChildren(sql, owner, children)
            })
          )
          .pipe(claimingWrite("LabelRepository.insert"))
      },
      update: (id, changes, expected) => {
        const set = changedColumns(changes, LABEL_COLUMNS)
        return sql
          .withTransaction(
            Effect.gen(function* () {
              const updated = yield* updateVersioned(sql, "labels", id, set, expected)
              const row = updated[0]
              if (row === undefined) return Option.none()
              if ("ref" in set) {
                const ref = set.ref as string | null
                yield* replaceRef(sql, { ref, kind: "label", owner_id: id, workspace_id: row.workspace_id as string })
              }
              return Option.fromNullishOr((yield* assembleLabels(sql, updated))[0])
            })
          )
          .pipe(write("LabelRepository.update"))
      },
      delete: (id) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const formats = yield* sql<{ readonly id: string }>`SELECT id FROM label_formats WHERE label_id = ${id}`
              yield* releaseRefs(sql, [id, ...formats.map((format) => format.id)])
              // Formats, translations and child rows go with the label (ON DELETE CASCADE).
              yield* sql`DELETE FROM labels WHERE id = ${id}`
            })
          )
          .pipe(write("LabelRepository.delete")),
      putTranslation: (id, translation) =>
        Effect.gen(function* () {
          const workspace = yield* workspaceOf(id)
          if (Option.isNone(workspace)) return
          const row = { label_id: id, workspace_id: workspace.value, ...toRow(translation, TRANSLATION_COLUMNS) }
          yield* sql`INSERT INTO label_translations ${sql.insert(row)}
                     ON CONFLICT (label_id, locale) DO UPDATE SET ${sql.literal(TRANSLATION_UPDATE)}`
        }).pipe(write("LabelRepository.putTranslation")),
      children: (id) => readChildren(sql, id).pipe(read("LabelRepository.children")),
      replaceChildren: (id, list, rows) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const workspace = yield* workspaceOf(id)
              if (Option.isNone(workspace)) return
              yield* sql`DELETE FROM ${sql(CHILD_TABLES[list].table)} WHERE label_id = ${id}`
              yield* insertList(sql, { label_id: id, workspace_id: workspace.value }, list, rows)
            })
          )
          .pipe(write("LabelRepository.replaceChildren"))
    })
  })
)
