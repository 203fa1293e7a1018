import {
  type BusinessOperator,
  type BusinessOperatorId,
  BusinessOperatorRepository,
  LabelId,
  type Paging,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { decodeBusinessOperator, firstRow } from "./rowSchemas.ts"
import { BUSINESS_OPERATOR_COLUMNS, changedColumns, toRow, updateVersioned } from "./rows.ts"

type Operator = BusinessOperator.BusinessOperator

/** `BusinessOperatorRepository` on SQL. */
export const BusinessOperatorRepositorySql: Layer.Layer<BusinessOperatorRepository, never, SqlClient.SqlClient> =
  Layer.effect(
    BusinessOperatorRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      /** The labels of the operator's workspace that name it in any role. */
      const naming = (operator: Operator) =>
        sql`workspace_id = ${operator.workspace_id}
            AND ${operator.id} IN (bottler_id, distributor_id, ppwr_importer_id, ppwr_manufacturer_id)`

      return BusinessOperatorRepository.of({
        findById: (id: BusinessOperatorId) =>
          sql`SELECT * FROM business_operators WHERE id = ${id}`.pipe(
            Effect.map(firstRow(decodeBusinessOperator)),
            read("BusinessOperatorRepository.findById")
          ),
        findMany: (workspace: WorkspaceId, ids: ReadonlyArray<string>, share?: boolean) =>
          ids.length === 0
            ? Effect.succeed([])
            : sql`SELECT * FROM business_operators
                  WHERE workspace_id = ${workspace} AND id::text = ANY(${ids}::text[])
                  ${share === true ? sql`FOR SHARE` : sql``}`.pipe(
                Effect.map((rows) => rows.map(decodeBusinessOperator)),
                read("BusinessOperatorRepository.findMany")
              ),
        list: (workspaces: ReadonlyArray<WorkspaceId>, page: Paging.PageRequest) =>
          workspaces.length === 0
            ? Effect.succeed([])
            : sql`SELECT * FROM business_operators WHERE workspace_id = ANY(${workspaces}::uuid[])
                  ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
                Effect.map((rows) => rows.map(decodeBusinessOperator)),
                read("BusinessOperatorRepository.list")
              ),
        insert: (operator: Operator, createdAt: string) =>
          sql`INSERT INTO business_operators ${sql.insert({
            ...toRow(operator, BUSINESS_OPERATOR_COLUMNS),
            created_at: createdAt
          })}`.pipe(Effect.asVoid, write("BusinessOperatorRepository.insert")),
        update: (id: BusinessOperatorId, changes: Partial<Operator>, expected?: ReadonlyArray<number>) =>
          updateVersioned(
            sql,
            "business_operators",
            id,
            changedColumns(changes, BUSINESS_OPERATOR_COLUMNS),
            expected
          ).pipe(Effect.map(firstRow(decodeBusinessOperator)), write("BusinessOperatorRepository.update")),
        lockForDelete: (id: BusinessOperatorId) =>
          sql`SELECT id FROM business_operators WHERE id = ${id} FOR UPDATE`.pipe(
            Effect.asVoid,
            read("BusinessOperatorRepository.lockForDelete")
          ),
        remove: (id: BusinessOperatorId) =>
          sql`DELETE FROM business_operators WHERE id = ${id}`.pipe(
            Effect.asVoid,
            write("BusinessOperatorRepository.remove")
          ),
        labelsNaming: (operator: Operator) =>
          sql`SELECT id FROM labels WHERE ${naming(operator)} ORDER BY created_at, id`.pipe(
            Effect.map((rows) => rows.map((row) => LabelId.make(String((row as { id: string }).id)))),
            read("BusinessOperatorRepository.labelsNaming")
          ),
        isReferred: (operator: Operator) =>
          sql`SELECT EXISTS (SELECT 1 FROM labels WHERE ${naming(operator)}) AS referred`.pipe(
            Effect.map((found) => (found[0] as { referred: boolean }).referred === true),
            read("BusinessOperatorRepository.isReferred")
          )
      })
    })
  )
