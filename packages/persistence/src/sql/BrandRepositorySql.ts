import { type Brand, type BrandId, BrandRepository, type Paging, type WorkspaceId } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { decodeBrand, firstRow } from "./rowSchemas.ts"
import { BRAND_COLUMNS, changedColumns, toRow, updateVersioned } from "./rows.ts"

/** `BrandRepository` on SQL. */
export const BrandRepositorySql: Layer.Layer<BrandRepository, never, SqlClient.SqlClient> = Layer.effect(
  BrandRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    return BrandRepository.of({
      findById: Effect.fn("BrandRepositorySql.findById")((id: BrandId) =>
        sql`SELECT * FROM brands WHERE id = ${id}`.pipe(
          Effect.map(firstRow(decodeBrand)),
          read("BrandRepository.findById")
        )
      ),
      list: Effect.fn("BrandRepositorySql.list")((workspaces: ReadonlyArray<WorkspaceId>, page: Paging.PageRequest) =>
        workspaces.length === 0
          ? Effect.succeed([])
          : sql`SELECT * FROM brands WHERE workspace_id = ANY(${workspaces}::uuid[])
                  ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
              Effect.map((rows) => rows.map(decodeBrand)),
              read("BrandRepository.list")
            )
      ),
      insert: Effect.fn("BrandRepositorySql.insert")((brand: Brand.Brand, createdAt: string) =>
        sql`INSERT INTO brands ${sql.insert({ ...toRow(brand, BRAND_COLUMNS), created_at: createdAt })}`.pipe(
          Effect.asVoid,
          write("BrandRepository.insert")
        )
      ),
      update: Effect.fn("BrandRepositorySql.update")(
        (id: BrandId, changes: Partial<Brand.Brand>, expected?: ReadonlyArray<number>) =>
          updateVersioned(sql, "brands", id, changedColumns(changes, BRAND_COLUMNS), expected).pipe(
            Effect.map(firstRow(decodeBrand)),
            write("BrandRepository.update")
          )
      ),
      clearPrimary: Effect.fn("BrandRepositorySql.clearPrimary")((workspace: WorkspaceId, keep: BrandId) =>
        sql`UPDATE brands SET is_primary_brand = false, version = version + 1
            WHERE workspace_id = ${workspace} AND id <> ${keep} AND is_primary_brand`.pipe(
          Effect.asVoid,
          write("BrandRepository.clearPrimary")
        )
      )
    })
  })
)
