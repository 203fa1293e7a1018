/**
 * What only the SQL adapters have, on embedded PGlite and (with
 * `DATABASE_URL`) PostgreSQL: the migrations, a column for every domain
 * field, a statement failing half-way, and the embedded data directory.
 * Port behaviour is the repository contract's (`contract.test.ts`).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import { ChildRowId, IngredientId, type LabelChildren, LabelRepository } from "@elabel/domain"
import { layerEmbedded, migrate, migrations } from "@elabel/persistence"
import { collectingLogs } from "@elabel/testkit"
import { freshWorkspace, labelAggregate, uuid } from "@elabel/testkit/records"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import {
  BRAND_COLUMNS,
  CHILD_TABLES,
  FORMAT_COLUMNS,
  LABEL_COLUMNS,
  QR_CODE_COLUMNS,
  TRANSLATION_COLUMNS,
  WORKSPACE_COLUMNS
} from "../src/sql/rows.ts"
import { sqlStorages } from "./sqlSupport.ts"

for (const [backend, storage] of sqlStorages()) {
  layer(storage, { excludeTestServices: true, timeout: "180 seconds" })(backend, (it) => {
    it.effect("migrations apply once, and applying them again changes nothing", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        assert.deepStrictEqual(yield* migrate, [])
        assert.deepStrictEqual(yield* migrate, [])
        const applied = yield* sql<{ readonly migration_id: number }>`SELECT migration_id FROM elabel_migrations`
        assert.deepStrictEqual(
          applied.map((row) => row.migration_id),
          Object.keys(migrations).map((key) => Number(key.slice(0, 4)))
        )
      })
    )

    it.effect("every field of the domain resources has a column", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<{ readonly table_name: string; readonly column_name: string }>`
          SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`
        const stored = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`))
        const expected: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
          ["workspaces", WORKSPACE_COLUMNS],
          ["brands", BRAND_COLUMNS],
          ["labels", LABEL_COLUMNS],
          ["label_formats", FORMAT_COLUMNS],
          ["label_translations", TRANSLATION_COLUMNS],
          ["marketing_qr_codes", QR_CODE_COLUMNS],
          ...Object.values(CHILD_TABLES).map(({ table, columns }) => [table, columns] as const)
        ]
        const missing = expected.flatMap(([table, columns]) =>
          columns.map((column) => `${table}.${column}`).filter((name) => !stored.has(name))
        )
        assert.deepStrictEqual(missing, [])
      })
    )

    it.effect("a child list replace failing half-way is PersistenceUnavailable, names no SQL, changes nothing", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)

        // The second row violates NOT NULL: the insert fails after the delete ran.
        const broken = [
          { id: ChildRowId.make(uuid()), ingredient_id: IngredientId.make(uuid()), is_organic: false, order: 1 },
          { id: ChildRowId.make(uuid()), ingredient_id: null, is_organic: null, order: null }
        ] as unknown as LabelChildren.LabelChildren["ingredients"]
        const [failed, logs] = yield* collectingLogs(
          labels.replaceChildren(id, "ingredients", broken).pipe(Effect.flip)
        )
        assert.strictEqual(failed._tag, "PersistenceUnavailable")
        // The operator's log names the operation and the database's own words; the answer does not.
        assert.isTrue(
          logs.some((line) => line.level === "Warn" && line.message.includes("SQL operation failed")),
          JSON.stringify(logs)
        )
        assert.include(failed.reason, "LabelRepository.replaceChildren")
        assert.notInclude(failed.reason, "INSERT")
        assert.deepStrictEqual(yield* labels.children(id), aggregate.children)
      })
    )
  })
}

describe("embedded data directory", () => {
  it.live(
    "keeps its data across closing and reopening, and is never open twice at once",
    () =>
      Effect.gen(function* () {
        const parent = mkdtempSync(join(tmpdir(), "elabel-embedded-"))
        yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(parent, { recursive: true, force: true })))
        // A directory that does not exist yet is created.
        const dataDir = join(parent, "data")
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id

        yield* Effect.scoped(
          Effect.gen(function* () {
            yield* LabelRepository.use((labels) => labels.insert(aggregate)).pipe(
              Effect.provide(yield* Layer.build(layerEmbedded(dataDir)))
            )
            const second = yield* Effect.flip(Layer.build(layerEmbedded(dataDir)))
            assert.include(second.reason, "already open")
          })
        )

        const reopened = yield* Effect.scoped(
          Effect.gen(function* () {
            const context = yield* Layer.build(layerEmbedded(dataDir))
            return yield* LabelRepository.use((labels) => labels.findById(id)).pipe(Effect.provide(context))
          })
        )
        assert.deepStrictEqual(
          Option.map(
            reopened,
            (label): ReadonlyArray<unknown> => [label.name, label.formats.length, label.translations.length]
          ),
          Option.some([aggregate.label.name, 2, 2])
        )
      }),
    120_000
  )
})
