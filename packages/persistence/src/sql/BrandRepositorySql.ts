import { type Brand, BrandRepository } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { read, write } from "./errors.ts"
import { BRAND_COLUMNS, changedColumns, fromRow, toRow } from "./rows.ts"
import { updateVersioned } from "./versioned.ts"

const toBrand = (row: Row): Brand.Brand => fromRow(row, BRAND_COLUMNS)

/** `BrandRepository` on SQL. */
export const BrandRepositorySql: Layer.Layer<BrandRepository, never, SqlClient.SqlClient> = Layer.effect(
  BrandRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const findById = (id: string) =>
      sql`SELECT * FROM brands WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toBrand))
      )

    return BrandRepository.of({
      findById: (id) => findById(id).pipe(read("BrandRepository.findById")),
      list: (workspaces, page) =>
        workspaces.length === 0
          ? Effect.succeed([])
          : sql`SELECT * FROM brands WHERE workspace_id = ANY(${workspaces}::uuid[])
                ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
              Effect.map((rows) => rows.map(toBrand)),
              read("BrandRepository.list")
            ),
      insert: (brand, createdAt) =>
        sql`INSERT INTO brands ${sql.insert({ ...toRow(brand, BRAND_COLUMNS), created_at: createdAt })}`.pipe(
          Effect.asVoid,
          write("BrandRepository.insert")
        ),
      update: (id, changes, expected) =>
        updateVersioned(sql, "brands", id, changedColumns(changes, BRAND_COLUMNS), expected).pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toBrand)),
          write("BrandRepository.update")
        ),
      clearPrimary: (workspace, keep) =>
        sql`UPDATE brands SET is_primary_brand = false, version = version + 1
            WHERE workspace_id = ${workspace} AND id <> ${keep} AND is_primary_brand`.pipe(
          Effect.asVoid,
          write("BrandRepository.clearPrimary")
        )
    })
  })
)
