/**
 * What the benchmarks share: the domain on an explicitly chosen storage
 * adapter, wired as the server's `domainLayer` wires it (reference
 * catalogue loaded, so ingredients and packaging materials resolve), a
 * throwaway PostgreSQL database, and one realistic label to read.
 */
import { PgClient } from "@effect/sql-pg"
import {
  Brands,
  type DomainServices,
  domainServicesLayer,
  Formats,
  IdGenerator,
  IngredientId,
  Labels,
  MarketingQrCodes,
  type PersistenceUnavailable,
  PublicBaseUrl,
  RefGenerator,
  type StoragePorts,
  UserId,
  WorkspaceAdmin
} from "@elabel/domain"
import { layerEmbedded, layerMemory, layerPostgres, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { completeNutrition } from "@elabel/testkit"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"

/** Where the data lives, as the server's `storageOf` decides it. */
export type BenchStorage =
  | { readonly _tag: "memory" }
  | { readonly _tag: "embedded"; readonly dataDir?: string }
  | { readonly _tag: "postgres"; readonly url: Redacted.Redacted<string> }

/** The reference catalogue as a storage seed. */
export const catalogSeed = toCatalogSeed(referenceCatalog)

/** The storage ports of an adapter, with the reference catalogue, as the server's `storageLayer` builds them. */
export const storageFor = (storage: BenchStorage): Layer.Layer<StoragePorts, PersistenceUnavailable> => {
  switch (storage._tag) {
    case "memory":
      return layerMemory({ catalog: catalogSeed })
    case "embedded":
      return layerEmbedded(storage.dataDir, { catalog: catalogSeed })
    case "postgres":
      return layerPostgres(storage.url, { catalog: catalogSeed })
  }
}

/**
 * Every domain service on `storage`, wired as `App.ts`'s `domainLayer` does;
 * unlike it, PGlite may run without a data directory (in memory).
 */
export const benchDomainLayer = (
  storage: BenchStorage,
  publicBaseUrl = "http://localhost:3000"
): Layer.Layer<DomainServices, PersistenceUnavailable> =>
  domainServicesLayer.pipe(
    Layer.provide(
      Layer.mergeAll(
        storageFor(storage),
        IdGenerator.layer,
        RefGenerator.layer,
        Layer.succeed(PublicBaseUrl)(publicBaseUrl)
      )
    )
  )

/** As `benchDomainLayer`, with the storage ports and generators exposed too (for seeding past the use cases). */
export const benchStorageDomainLayer = (storage: BenchStorage, publicBaseUrl = "http://localhost:3000") =>
  domainServicesLayer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        storageFor(storage),
        IdGenerator.layer,
        RefGenerator.layer,
        Layer.succeed(PublicBaseUrl)(publicBaseUrl)
      )
    )
  )

/**
 * A new database `elabel_bench_<random>` on the server of `adminUrl`, dropped
 * (forcibly: pools may still hold connections) when the scope closes.
 */
export const freshDatabase = (adminUrl: string) =>
  Effect.gen(function* () {
    const admin = Context.get(yield* Layer.build(PgClient.layer({ url: Redacted.make(adminUrl) })), SqlClient.SqlClient)
    const name = `elabel_bench_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`
    yield* Effect.acquireRelease(admin.unsafe(`CREATE DATABASE ${name}`), () =>
      admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.orDie)
    )
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return { name, url: Redacted.make(url.toString()) }
  })

/** The member every benchmark request acts as (the workspace owner). */
export const OWNER = UserId.make("bench-owner")

/**
 * One workspace (pro plan, owned by `owner`), a brand, a label with three
 * formats, three translations and four ingredients (a label as a producer
 * would fill it in), resolvable by its GTIN and published, and a published marketing QR code with UTM fields and
 * an iOS URL (`qrRef`: its short link is `/q/{qrRef}`).
 */
export const seedLabelOf = (owner: UserId, gtin = "04012345678901") =>
  Effect.gen(function* () {
    const admin = yield* WorkspaceAdmin
    const brands = yield* Brands
    const labels = yield* Labels
    const formats = yield* Formats
    const codes = yield* MarketingQrCodes
    const workspace = yield* admin.create({ name: "Weingut Bench", plan: "pro", owner })
    const brand = yield* brands.create(owner, { workspace_id: workspace.id, name: "Bench Estate" })
    const label = yield* labels.create(owner, {
      workspace_id: workspace.id,
      brand_id: brand.id,
      name: "Riesling Kabinett",
      vintage: "2023",
      locale: "de",
      quantity: 750,
      gtin
    })
    yield* formats.add(owner, label.id, { quantity: 1500, lot: "L-23-2" })
    yield* formats.add(owner, label.id, { quantity: 375, lot: "L-23-3" })
    for (const [locale, description] of [
      ["de", "Ein frischer Riesling mit feiner Säure."],
      ["en", "A fresh Riesling with fine acidity."],
      ["fr", "Un riesling frais à l'acidité fine."]
    ] as const) {
      yield* labels.putTranslation(owner, label.id, locale, { description, aroma: "apple, peach", region: "Mosel" })
    }
    yield* labels.putIngredients(
      owner,
      label.id,
      referenceCatalog.ingredients.slice(0, 4).map((ingredient, i) => ({
        ingredient_id: IngredientId.make(ingredient.id),
        order: i + 1
      }))
    )
    // Complete (the publish gate wants the nutrition declaration), resolvable by GS1 Digital Link, then
    // published: version 1 of its e-label is what the pages show.
    yield* labels.patch(owner, label.id, { ...completeNutrition, use_gs1_digital_link: true })
    const published = yield* labels.publish(owner, label.id)
    const code = yield* codes.create(owner, {
      workspace_id: workspace.id,
      url: "https://weingut-bench.example/riesling?ref=qr",
      ios_url: "https://apps.apple.com/app/weingut-bench/id1234567890",
      utm_source: "qr",
      utm_medium: "bottle",
      utm_campaign: "riesling-2023"
    })
    const publishedCode = yield* codes.publish(owner, code.id)
    const qrRef = publishedCode.short_url?.split("/q/")[1] ?? ""
    return {
      workspaceId: workspace.id,
      brandId: brand.id,
      labelId: label.id,
      labelRef: published.ref ?? "",
      gtin,
      qrRef
    }
  })

/** `seedLabelOf` the benchmarks' `OWNER`. */
export const seedLabel = seedLabelOf(OWNER)
