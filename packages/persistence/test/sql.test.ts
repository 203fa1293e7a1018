import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import {
  Brand,
  BrandId,
  BrandRepository,
  Brands,
  CatalogRepository,
  ChildRowId,
  Conflict,
  domainServicesLayer,
  Format,
  FormatId,
  FormatRepository,
  IdGenerator,
  IngredientId,
  type LabelChildren,
  LabelRepository,
  Labels,
  MarketingQrCode,
  MarketingQrCodeRepository,
  MarketingQrCodes,
  PublicRefRepository,
  Ref,
  RefGenerator,
  type StoragePorts,
  Transactor,
  Translation,
  UserId,
  WorkspaceAdmin,
  WorkspaceRepository
} from "@elabel/domain"
import { layerEmbedded, layerMemory, migrate, migrations, seedCatalog } from "@elabel/persistence"
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
import {
  BASE_URL,
  backends,
  catalogSeed,
  draftCode,
  newWorkspaceId,
  nextId,
  nextRef,
  richAggregate,
  T1,
  T2,
  workspaceRecord
} from "./sqlSupport.ts"

/** Runs the same storage program on a fresh memory adapter: the reference semantics. */
const onMemory = <A, E>(self: Effect.Effect<A, E, StoragePorts>) =>
  self.pipe(Effect.provide(layerMemory({ catalog: catalogSeed })))

const page = { limit: 10, offset: 0 }

for (const [backend, storage] of backends) {
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

    it.effect("a label aggregate reads back, lists, updates and translates as in memory", () =>
      Effect.gen(function* () {
        const workspace = newWorkspaceId()
        const aggregate = richAggregate(workspace)
        const id = aggregate.label.id
        const program = Effect.gen(function* () {
          const labels = yield* LabelRepository
          yield* labels.insert(aggregate)
          const found = yield* labels.findById(id)
          const listed = yield* labels.list({ workspaces: [workspace], q: "KABINETT", archived: false }, page)
          const byInternalName = yield* labels.list({ workspaces: [workspace], q: "sb-23" }, page)
          const children = yield* labels.children(id)
          const updated = yield* labels.update(id, { notes: "neu", alcohol: 13, hide_producer: null, updated_at: T1 })
          yield* labels.putTranslation(id, Translation.toTranslation("de", { description: "Neu" }))
          yield* labels.putTranslation(id, Translation.toTranslation("it", { description: "Vino" }))
          return { found, listed, byInternalName, children, updated, after: yield* labels.findById(id) }
        })

        const fromSql = yield* program
        assert.deepStrictEqual(fromSql, yield* onMemory(program))
        const found = Option.getOrThrow(fromSql.found)
        assert.strictEqual(found.published_at, T2)
        assert.strictEqual(found.residual_sugar, 3.25)
        assert.deepStrictEqual(
          found.formats.map((format) => format.created_at),
          [T1, T2]
        )
        assert.deepStrictEqual(
          Option.getOrThrow(fromSql.after).translations.map((translation) => translation.locale),
          ["de", "fr", "it"]
        )
      })
    )

    it.effect("workspaces, members, brands and marketing codes read back as in memory", () =>
      Effect.gen(function* () {
        const workspaceId = newWorkspaceId()
        const user = UserId.make(`user-${nextId()}`)
        const brand = Brand.newBrand(
          BrandId.make(nextId()),
          { workspace_id: workspaceId, name: "Müller", website: "https://mueller.example" },
          { isPrimary: true }
        )
        const code = draftCode(workspaceId)
        const program = Effect.gen(function* () {
          const workspaces = yield* WorkspaceRepository
          const brands = yield* BrandRepository
          const codes = yield* MarketingQrCodeRepository
          yield* workspaces.insert(workspaceRecord(workspaceId), T1)
          yield* workspaces.putMember({ workspace_id: workspaceId, user_id: user, role: "viewer" })
          yield* workspaces.putMember({ workspace_id: workspaceId, user_id: user, role: "editor" })
          yield* brands.insert(brand, T1)
          yield* codes.insert(code)
          yield* codes.publishWithinQuota(MarketingQrCode.publish(code, T2, BASE_URL), 10)
          return {
            workspace: yield* workspaces.findById(workspaceId),
            mine: yield* workspaces.listForUser(user, page),
            role: yield* workspaces.roleOf(workspaceId, user),
            ids: yield* workspaces.workspacesOf(user),
            renamed: yield* workspaces.update(workspaceId, { name: "Weingut Müller & Söhne", can_publish: false }),
            brand: yield* brands.update(brand.id, { city: "Mainz", website: null }),
            brands: yield* brands.list([workspaceId], page),
            code: yield* codes.update(code.id, { name: "Messe", updated_at: T2 }),
            codes: yield* codes.list([workspaceId], page),
            removed: [
              yield* workspaces.removeMember(workspaceId, user),
              yield* workspaces.removeMember(workspaceId, user)
            ]
          }
        })
        const fromSql = yield* program
        assert.deepStrictEqual(fromSql, yield* onMemory(program))
        assert.strictEqual(Option.getOrThrow(fromSql.workspace).published_qr_codes, 1)
        assert.strictEqual(Option.getOrThrow(fromSql.code).expires_at, "2027-01-01T00:00:00+02:00")
      })
    )

    it.effect("a partial update writes only its columns, so concurrent updates of other fields are kept", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = richAggregate(newWorkspaceId())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        yield* Effect.all(
          [
            labels.update(id, { name: "Renamed" }),
            labels.update(id, { notes: "Noted" }),
            labels.update(id, { alcohol: null })
          ],
          { concurrency: "unbounded" }
        )
        const label = Option.getOrThrow(yield* labels.findById(id))
        assert.deepStrictEqual(
          [label.name, label.notes, label.alcohol, label.vintage],
          ["Renamed", "Noted", null, "2023"]
        )
      })
    )

    it.effect("replacing a child list is all or nothing", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const { transaction } = yield* Transactor
        const aggregate = richAggregate(newWorkspaceId())
        const id = aggregate.label.id
        const before = aggregate.children.ingredients
        yield* labels.insert(aggregate)

        // The second row violates NOT NULL: the insert fails after the delete ran.
        const broken = [
          { id: ChildRowId.make(nextId()), ingredient_id: IngredientId.make(nextId()), is_organic: false, order: 1 },
          { id: ChildRowId.make(nextId()), ingredient_id: null, is_organic: null, order: null }
        ] as unknown as LabelChildren.LabelChildren["ingredients"]
        const failed = yield* labels.replaceChildren(id, "ingredients", broken).pipe(Effect.flip)
        assert.strictEqual(failed._tag, "PersistenceUnavailable")
        assert.include(failed.reason, "LabelRepository.replaceChildren")
        assert.notInclude(failed.reason, "INSERT")
        assert.deepStrictEqual((yield* labels.children(id)).ingredients, before)

        // A use case failing after the replace takes the replace back with it.
        yield* transaction(
          Effect.andThen(labels.replaceChildren(id, "ingredients", []), new Conflict({ reason: "later step" }))
        ).pipe(Effect.flip)
        assert.deepStrictEqual((yield* labels.children(id)).ingredients, before)

        const reversed = [...before].reverse()
        yield* labels.replaceChildren(id, "ingredients", reversed)
        assert.deepStrictEqual((yield* labels.children(id)).ingredients, reversed)
        assert.deepStrictEqual((yield* labels.children(id)).packagings, aggregate.children.packagings)
      })
    )

    it.effect("a failing nested transaction undoes only its own writes", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const { transaction } = yield* Transactor
        const first = richAggregate(newWorkspaceId())
        const second = richAggregate(newWorkspaceId())
        yield* transaction(
          Effect.gen(function* () {
            yield* labels.insert(first)
            const inner = yield* transaction(
              Effect.andThen(labels.insert(second), new Conflict({ reason: "inner" }))
            ).pipe(Effect.flip)
            assert.strictEqual(inner.reason, "inner")
          })
        )
        assert.isTrue(Option.isSome(yield* labels.findById(first.label.id)))
        assert.isTrue(Option.isNone(yield* labels.findById(second.label.id)))
      })
    )

    it.effect("a ref is unique across labels, formats and marketing codes", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const formats = yield* FormatRepository
        const codes = yield* MarketingQrCodeRepository
        const refs = yield* PublicRefRepository
        const workspace = newWorkspaceId()
        const label = richAggregate(workspace)
        const labelRef = label.label.ref!
        yield* labels.insert(label)

        const codeOnLabelRef = yield* codes.insert(draftCode(workspace, labelRef)).pipe(Effect.flip)
        assert.strictEqual(codeOnLabelRef._tag, "Conflict")

        const code = draftCode(workspace)
        yield* codes.insert(code)
        const format = (ref: string) =>
          Format.newFormat({ id: FormatId.make(nextId()), label_id: label.label.id, ref, now: T1 }, BASE_URL, {})
        assert.strictEqual((yield* formats.insert(workspace, format(code.ref)).pipe(Effect.flip))._tag, "Conflict")

        // A label repeating its own ref on a format is refused whole.
        const other = richAggregate(workspace)
        const repeating = { ...other, formats: [{ ...other.formats[0]!, ref: other.label.ref }] }
        assert.strictEqual((yield* labels.insert(repeating).pipe(Effect.flip))._tag, "Conflict")
        assert.isTrue(Option.isNone(yield* labels.findById(other.label.id)))
        assert.isFalse(yield* refs.isTaken(other.label.ref!))

        // Moving a format to another ref frees the old one; a taken one is refused.
        const moved = label.formats[0]!
        assert.strictEqual((yield* formats.update(moved.id, { ref: code.ref }).pipe(Effect.flip))._tag, "Conflict")
        yield* formats.update(moved.id, { ref: `${moved.ref}-new` })
        assert.isFalse(yield* refs.isTaken(moved.ref!))
        assert.isTrue(yield* refs.isTaken(`${moved.ref}-new`))

        // Deleting a label frees its ref and its formats' refs.
        yield* labels.delete(label.label.id)
        assert.isFalse(yield* refs.isTaken(labelRef))
        assert.isFalse(yield* refs.isTaken(`${moved.ref}-new`))
        yield* codes.insert(draftCode(workspace, labelRef))
        assert.isTrue(yield* refs.isTaken(labelRef))
      })
    )

    it.effect("concurrent publishes for the last slot: exactly one wins", () =>
      Effect.gen(function* () {
        const workspaces = yield* WorkspaceRepository
        const codes = yield* MarketingQrCodeRepository
        const { transaction } = yield* Transactor
        const workspace = newWorkspaceId()
        yield* workspaces.insert(workspaceRecord(workspace), T1)
        const drafts = Array.from({ length: 7 }, () => draftCode(workspace))
        yield* Effect.forEach(drafts, codes.insert)
        // Each publish holds its transaction open a little after storing, as a use case doing more work
        // would: without the workspace lock, the racers would all count before any of them commits.
        const publish = (code: MarketingQrCode.MarketingQrCodeRecord) =>
          transaction(
            Effect.gen(function* () {
              yield* workspaces.findById(workspace)
              const stored = yield* codes.publishWithinQuota(MarketingQrCode.publish(code, T2, BASE_URL), 3)
              yield* Effect.sleep("40 millis")
              return stored
            })
          )
        // Two slots of three taken one after the other...
        assert.deepStrictEqual(yield* Effect.forEach(drafts.slice(0, 2), publish), [true, true])
        // ...then five codes race for the last one.
        const raced = yield* Effect.forEach(drafts.slice(2), publish, { concurrency: "unbounded" })
        assert.strictEqual(raced.filter(Boolean).length, 1)
        assert.strictEqual(Option.getOrThrow(yield* workspaces.findById(workspace)).published_qr_codes, 3)
        // A code already published keeps its slot when stored again.
        assert.isTrue(yield* publish(drafts[0]!))
      })
    )

    it.effect("catalogue reads, search and id checks answer as in memory; seeding twice keeps one copy", () =>
      Effect.gen(function* () {
        yield* seedCatalog(catalogSeed)
        yield* seedCatalog(catalogSeed)
        const [known] = catalogSeed.certifications.map((entry) => entry.id)
        const pinot = catalogSeed.grapeVarieties[0]!
        const unknown = nextId()
        const program = Effect.gen(function* () {
          const catalog = yield* CatalogRepository
          return {
            ingredients: yield* catalog.ingredients(page),
            closureTypes: yield* catalog.closureTypes(page),
            varieties: yield* catalog.grapeVarieties(undefined, page),
            secondPage: yield* catalog.grapeVarieties(undefined, { limit: 1, offset: 1 }),
            bySynonym: yield* catalog.grapeVarieties("SPÄT", page),
            unaccented: yield* catalog.grapeVarieties("gruner", page),
            none: yield* catalog.grapeVarieties("merlot", page),
            certifications: yield* catalog.unknownIds("certification", [known!, unknown, "not-a-uuid", known!]),
            materials: yield* catalog.unknownIds(
              "material",
              catalogSeed.closureTypes.map((entry) => entry.material.id)
            ),
            mismatches: yield* catalog.synonymMismatches([
              { grape_variety_id: pinot.id, grape_variety_synonym_id: pinot.synonyms[0]!.id },
              { grape_variety_id: catalogSeed.grapeVarieties[1]!.id, grape_variety_synonym_id: pinot.synonyms[1]!.id }
            ])
          }
        })
        const fromSql = yield* program
        assert.deepStrictEqual(fromSql, yield* onMemory(program))
        assert.deepStrictEqual(
          fromSql.bySynonym.map((entry) => entry.name),
          ["Pinot Noir"]
        )
        assert.strictEqual(fromSql.varieties.length, 3)
      })
    )

    it.effect("the domain's use cases run on it: create, duplicate, publish, a taken ref", () =>
      Effect.gen(function* () {
        const owner = UserId.make(`owner-${nextId()}`)
        const workspace = yield* (yield* WorkspaceAdmin).create({ name: "Weingut SQL", plan: "pro", owner })
        const brands = yield* (yield* Brands).list(owner, { workspace_id: workspace.id }, page)
        const labels = yield* Labels
        const ref = Ref.make(nextRef("own"))
        const input = { workspace_id: workspace.id, brand_id: brands.items[0]!.id, name: "Riesling", quantity: 750 }
        const label = yield* labels.create(owner, { ...input, ref })
        assert.strictEqual(label.default_format_id, label.formats[0]?.id)
        const taken = yield* labels.create(owner, { ...input, ref }).pipe(Effect.flip)
        assert.strictEqual(taken._tag, "Conflict")
        const copy = yield* labels.duplicate(owner, label.id, { name: "Riesling (Kopie)" })
        const published = yield* labels.publish(owner, copy.id)
        assert.isTrue(published.is_published)
        assert.strictEqual(published.formats.length, 1)
        const code = yield* (yield* MarketingQrCodes).create(owner, {
          workspace_id: workspace.id,
          url: "https://example.com"
        })
        assert.isTrue((yield* (yield* MarketingQrCodes).publish(owner, code.id)).is_published)
        const listed = yield* labels.list(owner, {}, page)
        assert.deepStrictEqual(
          listed.items.map((item) => item.name),
          ["Riesling", "Riesling (Kopie)"]
        )
      }).pipe(
        Effect.provide(domainServicesLayer.pipe(Layer.provide(Layer.mergeAll(IdGenerator.layer, RefGenerator.layer))))
      )
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
        const aggregate = richAggregate(newWorkspaceId())
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
          Option.some(["Spätburgunder Kabinett", 2, 2])
        )
      }),
    120_000
  )
})
